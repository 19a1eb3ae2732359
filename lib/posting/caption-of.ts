// The caption the Post dialog starts from: the destination's template filled with the deal and its link (a converted
// post is its own text), the disclosure first, the hashtags last. Page side only: the background never renders one.
import { buildCaption, hashtagLine } from './caption';
import { templateValues } from './deal';
import type { DestinationView } from './destination';
import type { PreparedPost } from './prepare-post';

export function captionOf(
  prepared: Pick<PreparedPost, 'text' | 'deal' | 'link'>,
  destination: Pick<DestinationView, 'template' | 'disclosure' | 'addDisclosure' | 'hashtags'>,
): string {
  const disclosure = destination.addDisclosure ? destination.disclosure.trim() || null : null;
  if (prepared.text !== null) {
    return [disclosure ?? '', prepared.text.trim(), hashtagLine(destination.hashtags)].filter(Boolean).join('\n');
  }
  return buildCaption({
    template: destination.template || '{title}\n{link}',
    values: templateValues(prepared.deal, prepared.link),
    disclosure,
    hashtags: destination.hashtags,
  });
}
