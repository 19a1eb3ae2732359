// A caption as Telegram will count it: the destination's disclosure first (lib/posting/caption-limits.ts, as the
// extension adds it), at most 4,096 characters after HTML parsing, and not empty.
import { escapeHtml, MESSAGE_TEXT_MAX, telegramLength, withDisclosure } from '../../lib/posting/caption-limits';
import { invalid } from '../http/errors';
import { type Destination, disclosureOf } from '../team/destinations';

export function checkCaption(destination: Pick<Destination, 'disclosure' | 'addDisclosure'>, caption: string): void {
  if (!caption.trim()) throw invalid('The caption is empty.', { field: 'caption' });
  const length = telegramLength(escapeHtml(withDisclosure(caption, disclosureOf(destination))));
  if (length > MESSAGE_TEXT_MAX) {
    throw invalid(`The caption is ${length} characters with the disclosure; at most ${MESSAGE_TEXT_MAX} fit.`, {
      field: 'caption',
    });
  }
}
