// What the Post dialog sends to the queue (Add to queue and Post now), and the checks both make of it.
import { localValidationError } from '../core/api/errors';
import { t } from '../core/i18n';
import { escapeHtml, MESSAGE_TEXT_MAX, telegramLength, withDisclosure } from '../posting/caption-limits';
import type { Destination } from '../posting/destination';
import { base64ToBytes, photoProblem } from '../posting/png';
import type { PostSource, preparePost } from '../posting/prepare-post';
import type { SentPost } from './queue-store';

export interface DialogPost {
  destinationId: string;
  source: PostSource;
  postId: string;
  caption: string;
  card: string | null;
  title: string;
  /** Post anyway: the duplicate guard is passed over. */
  force: boolean;
}

export async function cardOf(base64: string | null): Promise<Uint8Array | null> {
  if (base64 === null) return null;
  const bytes = base64ToBytes(base64);
  if (photoProblem(bytes)) throw localValidationError('card', t('postingCardRefused'));
  return bytes;
}

export function checkCaption(destination: Destination, caption: string): void {
  const disclosure = destination.addDisclosure ? destination.disclosure.trim() || null : null;
  const length = telegramLength(escapeHtml(withDisclosure(caption, disclosure)));
  if (length > MESSAGE_TEXT_MAX) {
    throw localValidationError('caption', t('postingCaptionTooLong', length, MESSAGE_TEXT_MAX));
  }
  if (!caption.trim()) throw localValidationError('caption', t('queueEmptyCaption'));
}

/** The offer a post is of, with the day its deal ends (watched for the ended mark). */
export function offerOf(source: PostSource, prepared: Awaited<ReturnType<typeof preparePost>>): SentPost['offer'] {
  return source.kind === 'offer' && prepared.deal.validTill
    ? { id: source.offerId, endDate: prepared.deal.validTill.slice(0, 10) }
    : null;
}
