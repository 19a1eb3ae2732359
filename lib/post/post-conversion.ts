// One link of a post converted for the post converter: a store's short link is first followed to the merchant's
// page, then the merchant's address is converted with the post's options as given (no per-site memory: the same
// channel and sub IDs apply to every link), through the background's conversion cache. The hosts of the answer's
// links are learned, so later posts skip the network's own links without a request.
import { localValidationError } from '../api/errors';
import type { ConvertLinkBody } from '../api/params';
import type { ApiClients } from '../background/api-client';
import type { LinkHistory } from '../history/link-history';
import { t } from '../i18n';
import type { LinkCaches } from '../links/link-cache';
import { linkFields } from '../links/link-options';
import type { PostLinkRequest, PostLinkResponse } from '../messaging/protocol';
import { parseWebUrl } from '../web-url';
import { learnHosts, type NetworkHosts, planLink } from './classify-link';
import { createLimiter } from './limiter';
import { POST_CONCURRENCY } from './link-rows';
import type { ExpandShortLink } from './short-link-expander';

export interface PostConversionDeps {
  api: Pick<ApiClients, 'context'>;
  linkCaches: LinkCaches;
  expandShortLink: ExpandShortLink;
  hosts: { load(): Promise<NetworkHosts>; save(hosts: NetworkHosts): Promise<void> };
  /** Tags each new link (Track earnings per link) and records it (Keep link history). */
  history?: Pick<LinkHistory, 'tagged' | 'record'>;
}

export type ConvertPostLink = (request: PostLinkRequest) => Promise<PostLinkResponse>;

export function createPostConversion({
  api,
  linkCaches,
  expandShortLink,
  hosts,
  history,
}: PostConversionDeps): ConvertPostLink {
  let learning = Promise.resolve();
  // The background is the hosts' only writer: read once per worker, then kept up to date here.
  let knownHosts: Promise<NetworkHosts> | null = null;
  const loadHosts = () => {
    knownHosts ??= hosts.load().catch(() => {
      knownHosts = null;
      return { tracking: [], short: [] };
    });
    return knownHosts;
  };
  // Requests at once, whichever page asks (the options page and the side panel may both be converting): the API's
  // and the short-link hosts'. Pages send a few more than this, so that their messages, the cache and the
  // rendering of answers overlap with requests under way rather than waiting between them.
  const limit = createLimiter(POST_CONCURRENCY);

  function learn(trackingUrl: string, shortUrl: string | undefined): void {
    learning = learning
      .then(async () => {
        const known = await loadHosts();
        const next = learnHosts(known, trackingUrl, shortUrl);
        if (next.tracking.length !== known.tracking.length || next.short.length !== known.short.length) {
          knownHosts = Promise.resolve(next);
          await hosts.save(next);
        }
      })
      .catch((error: unknown) => console.warn('The network link hosts could not be stored', error));
  }

  return async function convertPostLink({ url, channelId, shorten, subIds: given, postId }) {
    const known = await loadHosts();
    const plan = planLink(url, known);
    if (plan.action === 'skip' || !parseWebUrl(url)) throw localValidationError('url', t('postLinkNotConvertible'));
    let merchantUrl = url.trim();
    if (plan.action === 'expand') {
      const shortLink = merchantUrl;
      merchantUrl = await limit(() => expandShortLink(shortLink));
      if (planLink(merchantUrl, known).action !== 'convert') {
        throw localValidationError('url', t('postShortLinkLeadsNowhere', merchantUrl));
      }
    }
    const [ctx, subIds] = await Promise.all([api.context(), history ? history.tagged(given) : given]);
    const body: ConvertLinkBody = { url: merchantUrl, ...linkFields({ channelId, shorten, subIds }) };
    // Only the request itself waits for a free place: the cache's reads and writes, and a cached answer, do not.
    const limited = {
      ...ctx,
      api: { ...ctx.api, convertLink: (b: ConvertLinkBody) => limit(() => ctx.api.convertLink(b)) },
    };
    const answer = await linkCaches.conversions.withMeta(limited, body);
    learn(answer.value.tracking_url, answer.value.short_url);
    if (history && answer.value.affiliated) {
      await history
        .record([{ pageUrl: merchantUrl, result: answer.value, used: { channelId, shorten, subIds } }], {
          source: 'post',
          postId: postId ?? null,
        })
        .catch((error: unknown) => console.warn('The link history could not be written', error));
    }
    return { merchantUrl, expanded: plan.action === 'expand', result: answer.value, cached: answer.cached };
  };
}
