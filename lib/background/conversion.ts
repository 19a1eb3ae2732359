// Turning a merchant URL into an affiliate link, on the person's request only (popup, context menu, shortcut,
// bulk converter). Options not given come from the site's remembered ones; the same request within 30 minutes
// is answered from the link cache.
import type { MonetizeResult } from '../api/schemas';
import type { ConvertResponse, MonetizeRequest } from '../messaging/protocol';
import type { LinkOptions } from '../model';
import { getApiContext } from './api-client';
import { requireHttpUrl } from './http-url';
import { conversions, monetizations } from './link-cache';
import { linkFields, rememberUsed, resolveOptions, siteOf, type UsedOptions } from './link-options';

export async function convert(url: string, options: LinkOptions = {}): Promise<ConvertResponse> {
  const target = requireHttpUrl(url);
  const site = siteOf(target);
  // The reads are independent: the popup is waiting for this answer.
  const [used, ctx] = await Promise.all([site.then((s) => resolveOptions(s, options)), getApiContext()]);
  const body = { url: target, ...linkFields(used) };
  const answer = await conversions.withMeta(ctx, body);
  rememberAfter(site, used); // only options that made a link are remembered
  return { ...answer.value, used, cached: answer.cached };
}

export async function monetize(request: MonetizeRequest): Promise<MonetizeResult> {
  const target = requireHttpUrl(request.url);
  const site = siteOf(target);
  const [used, ctx] = await Promise.all([site.then((s) => resolveOptions(s, request)), getApiContext()]);
  const body = {
    url: target,
    title: request.title,
    ...(request.description !== undefined ? { description: request.description } : {}),
    rewrite_using_ai: request.rewriteWithAi,
    ...linkFields(used),
  };
  const result = await monetizations(ctx, body);
  rememberAfter(site, used);
  return result;
}

/** The answer does not wait for the options to be stored; reading them later does (see site-options.ts). */
function rememberAfter(site: Promise<string>, used: UsedOptions): void {
  site
    .then((s) => rememberUsed(s, used))
    .catch((error: unknown) => console.warn('The options used could not be remembered', error));
}
