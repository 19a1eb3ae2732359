// Telegram's refusals as failures a person can act on: which check or step failed, Telegram's own words, what to do.
import { ApiError } from '../core/api/errors';
import { t } from '../core/i18n';
import { TelegramRefusal } from './telegram-client';

export type TelegramStep = 'getMe' | 'getChat' | 'getChatMember' | 'send';

/** The failure for an error thrown while doing `step` (a TelegramRefusal worded; other failures as they are). */
export function telegramFailure(error: unknown, step: TelegramStep, chat: string): unknown {
  if (!(error instanceof TelegramRefusal)) return error;
  const serverMessage = error.description || undefined;
  if (error.code === 429) {
    return new ApiError({
      kind: 'rate_limited',
      status: 429,
      message: t('postingTelegramTooMany', error.retryAfter ?? 0),
      serverMessage,
    });
  }
  const message =
    step === 'getMe' || error.code === 401 || error.code === 404
      ? t('postingCheckTokenRefused')
      : step === 'getChat' || /chat not found/i.test(error.description)
        ? t('postingCheckChatNotFound', chat)
        : step === 'getChatMember' || error.code === 403 || /not enough rights|not a member/i.test(error.description)
          ? t('postingCheckNotAdmin', chat)
          : t('postingTelegramRefused', error.code);
  return new ApiError({ kind: 'validation', status: error.code, message, serverMessage });
}
