// The duplicate guard's key of a post, by the extension's rules (lib/queue/product-key.ts): the merchant page's key
// when the extension sent it, else the page a tracking link names in its `url`, else the link itself; a store's
// short link expanded first (public addresses only). A link that cannot be expanded is keyed as it is.

import { parseWebUrl } from '../../lib/core/web-url';
import { productKey, resolveProductKey } from '../../lib/queue/product-key';

export async function postProductKey(
  input: { pageUrl?: string | undefined; link: string },
  expand: (url: string) => Promise<string>,
): Promise<string | null> {
  const link = parseWebUrl(input.link);
  const page = input.pageUrl ?? parseWebUrl(link?.searchParams.get('url'))?.href ?? input.link;
  return resolveProductKey(page, expand).catch(() => productKey(page));
}
