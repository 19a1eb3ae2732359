// Marking a post whose deal ended: the first message's text with an "ended" line put first, within Telegram's limit
// for it (1,024 for a photo's caption, 4,096 for a message), the end of the old text cut when it must be.
import { escapeHtml, MESSAGE_TEXT_MAX, PHOTO_CAPTION_MAX, parsedText } from '../posting/caption-limits';

export function endedText(firstHtml: string, mark: string, photo: boolean): string {
  const max = photo ? PHOTO_CAPTION_MAX : MESSAGE_TEXT_MAX;
  const head = `⛔ ${mark.trim()}`;
  const body = parsedText(firstHtml).trim();
  const room = max - head.length - 1;
  const kept = body.length <= room ? body : `${cut(body, Math.max(0, room - 1))}…`;
  return escapeHtml(kept ? `${head}\n${kept}` : head);
}

/** At most `units` UTF-16 code units, never half a surrogate pair. */
function cut(text: string, units: number): string {
  let end = Math.min(units, text.length);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end).trimEnd();
}
