// Turning a merchant URL into an affiliate link, on the person's request only (popup, context menu, shortcut,
// bulk converter). Options not given come from the site's remembered ones; the same request within 30 minutes
// is answered from the link cache.
import type { MonetizeResult } from '../core/api/schemas';
import type { ApiClients } from '../core/background/api-client';
import { requireHttpUrl } from '../core/background/http-url';
import type { LinkCaches } from '../core/background/link-cache';
import { withoutForeignParams } from '../core/foreign-params';
import type { LinkOptions } from '../core/model';
import { withoutTag } from '../history/tag';
import { type LinkOptionsOfSites, linkFields, type UsedOptions } from './link-options';
import type { ConvertResponse, MonetizeRequest } from './messages';

export interface ConversionDeps {
  api: Pick<ApiClients, 'context'>;
  linkOptions: LinkOptionsOfSites;
  linkCaches: LinkCaches;
  /** The sub IDs of a new link (Track earnings per link adds its tag to an empty Sub ID 5). */
  tagged?: (subIds: string[]) => Promise<string[]>;
}

export interface Conversion {
  /** `tag: false` converts exactly the options given (the popup's Copy recording what it showed). */
  convert(url: string, options?: LinkOptions, how?: { tag?: boolean }): Promise<ConvertResponse>;
  monetize(request: MonetizeRequest): Promise<MonetizeResult & { used: UsedOptions }>;
}

export function createConversion({
  api,
  linkOptions,
  linkCaches,
  tagged = async (s) => s,
}: ConversionDeps): Conversion {
  const { siteOfForOptions, resolveOptions } = linkOptions;

  async function resolveTagged(site: Promise<string>, options: LinkOptions, tag = true): Promise<UsedOptions> {
    const used = await resolveOptions(await site, options);
    return tag ? { ...used, subIds: await tagged(used.subIds) } : used;
  }

  async function convert(
    url: string,
    options: LinkOptions = {},
    how: { tag?: boolean } = {},
  ): Promise<ConvertResponse> {
    // Another publisher's tag in a shared link would be kept inside ours: taken off first.
    const { url: target, removed } = withoutForeignParams(requireHttpUrl(url));
    const site = siteOfForOptions(target);
    // The reads are independent: the popup is waiting for this answer.
    const [used, ctx] = await Promise.all([resolveTagged(site, options, how.tag ?? true), api.context()]);
    const body = { url: target, ...linkFields(used) };
    const answer = await linkCaches.conversions.withMeta(ctx, body);
    rememberAfter(site, used); // only options that made a link are remembered
    return { ...answer.value, used, cached: answer.cached, removedParams: removed };
  }

  async function monetize(request: MonetizeRequest): Promise<MonetizeResult & { used: UsedOptions }> {
    const target = withoutForeignParams(requireHttpUrl(request.url)).url;
    const site = siteOfForOptions(target);
    const [used, ctx] = await Promise.all([resolveTagged(site, request), api.context()]);
    const body = {
      url: target,
      title: request.title,
      ...(request.description !== undefined ? { description: request.description } : {}),
      rewrite_using_ai: request.rewriteWithAi,
      ...linkFields(used),
    };
    const result = await linkCaches.monetizations(ctx, body);
    rememberAfter(site, used);
    return { ...result, used };
  }

  /**
   * The answer does not wait for the options to be stored; reading them later does (see site-options.ts). A tag
   * of Track earnings per link belongs to one link: the site does not remember it.
   */
  function rememberAfter(site: Promise<string>, used: UsedOptions): void {
    site
      .then((s) => linkOptions.rememberUsed(s, { ...used, subIds: withoutTag(used.subIds) }))
      .catch((error: unknown) => console.warn('The options used could not be remembered', error));
  }

  return { convert, monetize };
}
