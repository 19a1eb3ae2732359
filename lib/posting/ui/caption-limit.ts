// How long a caption is and may be, for the chosen destination: Telegram counts after HTML entity parsing (1,024 for a
// photo's caption, 4,096 for a message); WhatsApp takes 65,536 characters in a message and 1,024 as an image's
// caption; Copy only has no limit of its own. Pure.
import { escapeHtml, MESSAGE_TEXT_MAX, PHOTO_CAPTION_MAX, telegramLength } from '../caption';
import type { SendsTo } from '../sends-to';

export const WHATSAPP_TEXT_MAX = 65_536;
export const WHATSAPP_CAPTION_MAX = 1024;

export interface CaptionMeasure {
  length: number;
  /** null: the destination sets none. */
  limit: number | null;
  /** Past what the destination takes in one message at all (Telegram: nothing can be sent). */
  tooLong: boolean;
}

export function measureCaption(caption: string, sendsTo: SendsTo | undefined, withImage: boolean): CaptionMeasure {
  if (sendsTo === 'telegram') {
    const length = telegramLength(escapeHtml(caption));
    return { length, limit: withImage ? PHOTO_CAPTION_MAX : MESSAGE_TEXT_MAX, tooLong: length > MESSAGE_TEXT_MAX };
  }
  const length = caption.trim().length;
  if (sendsTo === 'whatsapp') {
    return { length, limit: withImage ? WHATSAPP_CAPTION_MAX : WHATSAPP_TEXT_MAX, tooLong: false };
  }
  return { length, limit: null, tooLong: false };
}
