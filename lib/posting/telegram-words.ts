// Telegram's failures as failures a person can act on (kind `telegram`, never the Monetization API's kinds): which
// check or step failed, Telegram's own words, what to do. A send that got no answer saying what happened is
// `outcome_unknown`: the post may be in the chat, so it is never called failed (pressing again would post twice).
import { ApiError, type TelegramReason } from '../core/api/errors';
import { localDateTime } from '../core/format/date-time';
import { t } from '../core/i18n';
import { TELEGRAM_TIMEOUT_MS, TelegramNoAnswer, TelegramRefusal } from './telegram-client';

export type TelegramStep = 'getMe' | 'getChat' | 'getChatMember' | 'send' | 'edit';

export interface FailureContext {
  /** The chat as the destination names it. */
  chat: string;
  /** The destination's name, for a send. */
  destination?: string;
  /** Now (a 429's wait is said as a time). */
  now?: number;
}

/** The failure for an error thrown while doing `step` (Telegram's errors worded; other failures as they are). */
export function telegramFailure(error: unknown, step: TelegramStep, context: FailureContext): unknown {
  if (error instanceof TelegramNoAnswer) return noAnswerFailure(error, step, context);
  if (!(error instanceof TelegramRefusal)) return error;
  const serverMessage = error.description || undefined;
  const failure = (reason: TelegramReason, message: string, extra: { retryAt?: string } = {}) =>
    new ApiError({ kind: 'telegram', reason, status: error.code, message, serverMessage, ...extra });
  const { chat } = context;
  if (error.code === 429) return tooMany(error, context, failure);
  if (error.migrateTo !== null) return failure('migrated', t('postingTelegramMigrated', chat, String(error.migrateTo)));
  if (step === 'getMe' || error.code === 401 || error.code === 404) {
    return failure('token', t('postingCheckTokenRefused'));
  }
  if (step === 'getChat' || /chat not found/i.test(error.description)) {
    return failure('chat_not_found', t('postingCheckChatNotFound', chat));
  }
  if (step === 'send' && error.code === 403) return failure('kicked', t('postingTelegramKicked', chat));
  if (step === 'getChatMember' || error.code === 403 || /not enough rights|not a member/i.test(error.description)) {
    return failure('not_admin', t('postingCheckNotAdmin', chat));
  }
  return failure('refused', t('postingTelegramRefused', error.code));
}

function tooMany(
  error: TelegramRefusal,
  context: FailureContext,
  failure: (reason: TelegramReason, message: string, extra?: { retryAt?: string }) => ApiError,
): ApiError {
  const seconds = Math.max(0, error.retryAfter ?? 0);
  // Waited and tried again: a short wait. Not tried again: Telegram asked for longer than is worth holding a press.
  if (error.retried) return failure('rate_limited', t('postingTelegramTooMany', seconds));
  const at = (context.now ?? Date.now()) + seconds * 1000;
  return failure('rate_limited', t('postingTelegramWaitUntil', localDateTime(at)), {
    retryAt: new Date(at).toISOString(),
  });
}

function noAnswerFailure(error: TelegramNoAnswer, step: TelegramStep, context: FailureContext): ApiError {
  if (step === 'send') {
    return new ApiError({
      kind: 'outcome_unknown',
      message: t('postingTelegramOutcomeUnknown', context.destination ?? context.chat),
    });
  }
  const status = error.status ?? undefined;
  const serverMessage = error.description || undefined;
  if (error.reason === 'timeout') {
    return new ApiError({
      kind: 'telegram',
      reason: 'timeout',
      message: t('postingTelegramTimeout', Math.round(TELEGRAM_TIMEOUT_MS / 1000)),
    });
  }
  if (error.reason === 'unreachable') {
    return new ApiError({ kind: 'telegram', reason: 'unreachable', message: t('postingTelegramUnreachable') });
  }
  return new ApiError({
    kind: 'telegram',
    reason: 'bad_answer',
    status,
    serverMessage,
    message: t('postingTelegramBadAnswer'),
  });
}
