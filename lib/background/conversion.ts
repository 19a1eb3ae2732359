// Turning a merchant URL into an affiliate link, on the person's request only (popup, context menu, shortcut,
// bulk converter). Options not given come from the site's remembered ones; the same request within 30 minutes
// is answered from the link cache.
import type { MonetizeResult } from '../api/schemas';
import type { ConvertResponse, MonetizeRequest } from '../messaging/protocol';
import type { LinkOptions } from '../model';
import type { ApiClients } from './api-client';
import { requireHttpUrl } from './http-url';
import type { LinkCaches } from './link-cache';
import { type LinkOptionsOfSites, linkFields, type UsedOptions } from './link-options';

export interface ConversionDeps {
  api: Pick<ApiClients, 'context'>;
  linkOptions: LinkOptionsOfSites;
  linkCaches: LinkCaches;
}

export interface Conversion {
  convert(url: string, options?: LinkOptions): Promise<ConvertResponse>;
  monetize(request: MonetizeRequest): Promise<MonetizeResult>;
}

export function createConversion({ api, linkOptions, linkCaches }: ConversionDeps): Conversion {
  const { siteOf, resolveOptions, rememberUsed } = linkOptions;

  async function convert(url: string, options: LinkOptions = {}): Promise<ConvertResponse> {
    const target = requireHttpUrl(url);
    const site = siteOf(target);
    // The reads are independent: the popup is waiting for this answer.
    const [used, ctx] = await Promise.all([site.then((s) => resolveOptions(s, options)), api.context()]);
    const body = { url: target, ...linkFields(used) };
    const answer = await linkCaches.conversions.withMeta(ctx, body);
    rememberAfter(site, used); // only options that made a link are remembered
    return { ...answer.value, used, cached: answer.cached };
  }

  async function monetize(request: MonetizeRequest): Promise<MonetizeResult> {
    const target = requireHttpUrl(request.url);
    const site = siteOf(target);
    const [used, ctx] = await Promise.all([site.then((s) => resolveOptions(s, request)), api.context()]);
    const body = {
      url: target,
      title: request.title,
      ...(request.description !== undefined ? { description: request.description } : {}),
      rewrite_using_ai: request.rewriteWithAi,
      ...linkFields(used),
    };
    const result = await linkCaches.monetizations(ctx, body);
    rememberAfter(site, used);
    return result;
  }

  /** The answer does not wait for the options to be stored; reading them later does (see site-options.ts). */
  function rememberAfter(site: Promise<string>, used: UsedOptions): void {
    site
      .then((s) => rememberUsed(s, used))
      .catch((error: unknown) => console.warn('The options used could not be remembered', error));
  }

  return { convert, monetize };
}
