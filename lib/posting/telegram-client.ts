// The Telegram Bot API as the extension calls it: telegram-call.ts's client, its failures without an answer worded
// for a person (the relay words its own). Telegram's refusals pass as they are (telegram-words.ts words them).
import { ApiError } from '../core/api/errors';
import { t } from '../core/i18n';
import {
  createTelegramCall,
  TelegramBadAnswer,
  type TelegramCall,
  type TelegramClientDeps,
  TelegramUnreachable,
} from './telegram-call';

export {
  type TelegramCall,
  type TelegramClientDeps,
  type TelegramFailureBody,
  TelegramRefusal,
} from './telegram-call';

export function createTelegramClient(deps: TelegramClientDeps): { call: TelegramCall } {
  const { call: raw } = createTelegramCall(deps);
  const call: TelegramCall = async (token, method, body) => {
    try {
      return await raw(token, method, body);
    } catch (error) {
      // The request may or may not have reached Telegram; its words (which may name the address) are not kept.
      if (error instanceof TelegramUnreachable) {
        throw new ApiError({ kind: 'network', message: t('postingTelegramUnreachable') });
      }
      if (error instanceof TelegramBadAnswer) {
        throw new ApiError({ kind: 'bad_response', status: error.status, message: t('postingTelegramBadAnswer') });
      }
      throw error;
    }
  };
  return { call };
}
