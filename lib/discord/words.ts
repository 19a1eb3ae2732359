// Discord's own words (./messages.json, gathered into the built messages.json by scripts/message-parts.ts).
import { wordsOf } from '../core/i18n';
import type words from './messages.json';

export const say = wordsOf<typeof words>();
