// Post now: the caption (HTML, escaped) with the card as a multipart sendPhoto and a "Buy now" button carrying the
// link, or a sendMessage without a card (with the merchant page's large link preview above it); a caption too long for a photo is a photo with a short caption and a message
// after it. One press is one post (post-attempts.ts): the attempt is stored before Telegram is asked. The post goes
// into the link history with its message id, so earnings per post keep working.
import { ApiError, localValidationError } from '../core/api/errors';
import { t } from '../core/i18n';
import { parseWebUrl } from '../core/web-url';
import { CaptionTooLong, planTexts, withDisclosure } from './caption-limits';
import { normalChat } from './check-connection';
import type { Destination } from './destination';
import { type MultipartBody, multipartBody } from './multipart';
import { base64ToBytes, photoProblem } from './png';
import type { PostAttempts, PostResult } from './post-attempts';
import type { MadeLink } from './prepare-post';
import { type TelegramCall, TelegramRefusal } from './telegram-client';
import { telegramFailure } from './telegram-words';

export interface SendRequest {
  attemptId: string;
  caption: string;
  /** The card as base64 PNG bytes; null posts a message without a photo. */
  card: string | null;
  title: string;
}

interface SentMessage {
  message_id: number;
  chat: { id: number; username?: string; title?: string };
}

export interface SendDeps {
  call: TelegramCall;
  attempts: PostAttempts;
  now: () => number;
  /** Records the post in the link history: its link, tag and message; a converted post's links learn where it went. */
  record: (link: PostLink, result: PostResult) => Promise<unknown>;
  /** Telegram said the chat moved (a group became a supergroup): the destination is changed to the new chat. */
  migrated?: (destinationId: string, chat: string) => Promise<void>;
}

/** The link a post's Buy now button carries, and the link made for the post: a converted post's own links were made
 * by the converter, so `made` is null and the button carries its first earning link (prepare-post.ts). */
export interface PostLink {
  link: string;
  made: MadeLink | null;
}

/** A made link as it is; a converted post's (its first earning link: prepare-post.ts) only when it is a web link. */
export function sendableLink(link: PostLink): PostLink {
  if (link.made) return link;
  const web = parseWebUrl(link.link);
  if (!web) throw localValidationError('link', t('postingNotALink'));
  return { link: web.href, made: null };
}

export async function sendPost(
  { call, attempts, now, record, migrated }: SendDeps,
  destination: Destination,
  made: () => Promise<PostLink>,
  request: SendRequest,
): Promise<PostResult> {
  const earlier = await attempts.find(request.attemptId);
  if (earlier?.state === 'sent') return earlier.result;
  if (earlier?.state === 'sending') {
    throw new ApiError({ kind: 'outcome_unknown', message: t('postingOutcomeUnknown', destination.name) });
  }
  const token = destination.botToken;
  if (destination.sendsTo !== 'telegram' || !token) throw localValidationError('destination', t('postingNotTelegram'));
  const link = await made();
  const disclosure = destination.addDisclosure ? destination.disclosure.trim() || null : null;
  const caption = withDisclosure(request.caption, disclosure);
  const photo = request.card === null ? null : base64ToBytes(request.card);
  if (photo && photoProblem(photo)) throw localValidationError('card', t('postingCardRefused'));
  let texts: ReturnType<typeof planTexts>;
  try {
    texts = planTexts(caption, { photo: photo !== null, title: request.title, link: link.link, disclosure });
  } catch (error) {
    if (error instanceof CaptionTooLong) {
      throw localValidationError('caption', t('postingCaptionTooLong', error.length, error.max));
    }
    throw error;
  }
  const keyboard = { inline_keyboard: [[{ text: t('postingBuyNow'), url: link.link }]] };
  const chatId = normalChat(destination.chat);

  // Stored before Telegram is asked: from here on, this press can never send a second post.
  await attempts.put({ id: request.attemptId, at: now(), state: 'sending', messageId: null });
  let first: SentMessage;
  try {
    first = photo
      ? await call<SentMessage>(token, 'sendPhoto', photoForm(chatId, photo, texts.first, keyboard))
      : await call<SentMessage>(token, 'sendMessage', {
          chat_id: chatId,
          text: texts.first,
          parse_mode: 'HTML',
          reply_markup: keyboard,
          ...largePreviewOf(link),
        });
  } catch (error) {
    // Telegram answered with a refusal: nothing was posted, the same press may try again. Anything else (no answer,
    // none in time, a 5xx) may have posted: the attempt stays `sending`, and asking again says to look in the chat.
    const context = { chat: chatId, destination: destination.name, now: now() };
    if (error instanceof TelegramRefusal) {
      await attempts.put({ id: request.attemptId, at: now(), state: 'failed' });
      const failure = telegramFailure(error, 'send', context);
      // Said first (the failure names the new chat), then the destination follows it.
      if (error.migrateTo !== null && migrated) await migrated(destination.id, String(error.migrateTo));
      throw failure;
    }
    throw telegramFailure(error, 'send', context);
  }
  await attempts.put({ id: request.attemptId, at: now(), state: 'sending', messageId: first.message_id });
  let followUpId: number | null = null;
  let followUpProblem: string | null = null;
  if (texts.followUp !== null) {
    try {
      const next = await call<SentMessage>(token, 'sendMessage', {
        chat_id: chatId,
        text: texts.followUp,
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        reply_parameters: { message_id: first.message_id },
      });
      followUpId = next.message_id;
    } catch (error) {
      const failure = telegramFailure(error, 'edit', { chat: chatId, now: now() });
      followUpProblem = failure instanceof Error ? failure.message : t('postingTelegramUnreachable');
    }
  }
  const username = first.chat.username ?? destination.chatUsername;
  const result: PostResult = {
    destinationId: destination.id,
    destinationName: destination.name,
    messageId: first.message_id,
    followUpId,
    postUrl: username ? `https://t.me/${encodeURIComponent(username)}/${first.message_id}` : null,
    followUpProblem,
  };
  await attempts.put({ id: request.attemptId, at: now(), state: 'sent', result });
  await record(link, result).catch((error: unknown) =>
    console.warn('The post could not be recorded in History', error),
  );
  return result;
}

/**
 * Without a card, the product's photo is Telegram's own large preview of the merchant's page, above the text:
 * Telegram fetches the page's image, nothing is copied by us (the stores' terms on images). A converted post keeps
 * Telegram's default preview.
 */
export function largePreviewOf(link: PostLink): { link_preview_options?: Record<string, unknown> } {
  const page = link.made?.pageUrl;
  if (!page) return {};
  return { link_preview_options: { url: page, prefer_large_media: true, show_above_text: true } };
}

function photoForm(chatId: string, photo: Uint8Array, caption: string, keyboard: unknown): MultipartBody {
  return multipartBody([
    { name: 'chat_id', value: chatId },
    { name: 'photo', file: photo, filename: 'deal-card.png', type: 'image/png' },
    { name: 'caption', value: caption },
    { name: 'parse_mode', value: 'HTML' },
    { name: 'reply_markup', value: JSON.stringify(keyboard) },
  ]);
}
