// browser.i18n for unit tests, answering from the English messages.json the way the browsers do: `$1`…`$9`
// are the substitutions, `$$` is a dollar sign, `$NAME$` is a declared placeholder; an unknown key gives "".
import { join } from 'node:path';
import { gatheredMessages } from '../../scripts/message-parts';

interface Entry {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

const ROOT = join(import.meta.dirname, '../..');

/** The English words as the build gathers them (public/_locales/en/messages.json and each kind's own). */
export function loadEnglish(): Record<string, Entry> {
  return gatheredMessages(ROOT);
}

export function formatMessage(entry: Entry | undefined, subs: string[]): string {
  if (!entry) return '';
  let text = entry.message;
  // Declared placeholders first (names are case-insensitive), then $1…$9 and $$.
  for (const [name, { content }] of Object.entries(entry.placeholders ?? {})) {
    text = text.replace(new RegExp(`\\$${name}\\$`, 'gi'), content);
  }
  return text.replace(/\$\$|\$(\d)/g, (whole, digit?: string) =>
    whole === '$$' ? '$' : (subs[Number(digit) - 1] ?? ''),
  );
}

export function fakeGetMessage(messages: Record<string, Entry>) {
  return (key: string, subs?: string | string[]) =>
    formatMessage(messages[key], subs === undefined ? [] : Array.isArray(subs) ? subs : [subs]);
}
