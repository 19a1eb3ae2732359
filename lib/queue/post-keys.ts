// The duplicate guard's key of a post (issue 44, item 5): its made link's page, or a converted post's products, each
// of its links by the page the converter says it made it for, else (a page that did not say) the link history's
// record. A store short link that cannot be expanded is keyed by what it points to when that is known, else it has no
// key and the post is flagged "not checked for duplicates".
import { historyStoreOf } from '../history/store-service';
import { shortLinkExpander } from '../post/post-services';
import type { MadeLink, PostSource } from '../posting/prepare-post';
import { resolveProductKey, textProductKey } from './product-key';
import type { QueueContext } from './queue-context';

export interface PostKey {
  key: string | null;
  /** A link of the post could not be keyed: the guard could not check it. */
  unchecked: boolean;
}

export async function postKeyOf(ctx: QueueContext, made: MadeLink | null, source: PostSource): Promise<PostKey> {
  const expand = shortLinkExpander(ctx.services);
  if (made) {
    return resolveProductKey(made.pageUrl, expand).then(
      (key) => ({ key, unchecked: false }),
      () => ({ key: null, unchecked: true }),
    );
  }
  if (source.kind !== 'text') return { key: null, unchecked: false };
  const pages = source.pages
    ? new Map(source.pages.map(({ link, page }) => [link, page]))
    : new Map(
        (
          await historyStoreOf(ctx.services)
            .readAll()
            .catch(() => [])
        ).map((e) => [e.link, e.pageUrl]),
      );
  let unchecked = false;
  const key = await textProductKey(
    source.text,
    expand,
    (link) => pages.get(link),
    () => {
      unchecked = true;
    },
  );
  return { key, unchecked };
}
