// One link of a post converted for the post converter: a store's short link is first followed to the merchant's
// page, then the merchant's address is converted with the post's options as given (no per-site memory: the same
// channel and sub IDs apply to every link), through the background's conversion cache. The answer comes with the
// campaign's rules from the index, so the page can say whether the link will earn (lib/core/link-verdict.ts). The hosts
// of an affiliated answer's links are learned per key, so later posts skip the network's own links without a request.

import type { CampaignIndex } from '../campaigns/campaign-index';
import { localValidationError } from '../core/api/errors';
import type { ConvertLinkBody } from '../core/api/params';
import type { ApiClients } from '../core/background/api-client';
import type { LinkCaches } from '../core/background/link-cache';
import { withoutForeignParams } from '../core/foreign-params';
import { t } from '../core/i18n';
import type { CampaignRules } from '../core/link-verdict';
import { parseWebUrl } from '../core/web-url';
import type { LinkHistory } from '../history/link-history';
import { linkFields } from '../links/link-options';
import { learnHosts, type NetworkHosts, NO_NETWORK_HOSTS, planLink } from './classify-link';
import { agreedHosts } from './host-evidence';
import { createLimiter, POST_CONCURRENCY } from './limiter';
import type { PostLinkRequest, PostLinkResponse } from './messages';
import type { ExpandShortLink } from './short-link-expander';

export interface NetworkHostsStore {
  load(keyId: string): Promise<NetworkHosts>;
  save(keyId: string, hosts: NetworkHosts): Promise<void>;
  clear(keyId: string): Promise<void>;
}

export interface PostConversionDeps {
  api: Pick<ApiClients, 'context'>;
  linkCaches: LinkCaches;
  expandShortLink: ExpandShortLink;
  hosts: NetworkHostsStore;
  /** The campaign's rules for the verdict (the stored index; no request). */
  campaignIndex?: Pick<CampaignIndex, 'lookup' | 'readAll' | 'siteDomainOf'>;
  /** Tags each new link (Track earnings per link) and records it (Keep link history). */
  history?: Pick<LinkHistory, 'tagged' | 'record'>;
}

export type ConvertPostLink = (request: PostLinkRequest) => Promise<PostLinkResponse>;
/** The options a link of a post is made with. */
export type PostLinkOptions = Pick<PostLinkRequest, 'channelId' | 'shorten' | 'subIds'>;
/** The options one link is made with, chosen once its merchant's address is known (after a short link). */
export type LinkOptionsFor = (merchantUrl: string) => Promise<PostLinkOptions>;
/** One link converted with options chosen per merchant (Convert links in this box: each site's remembered ones). */
export type ConvertLinkWith = (
  url: string,
  optionsFor: LinkOptionsFor,
  postId?: string,
) => Promise<PostLinkResponse & { used: PostLinkOptions }>;
export type PostNetworkHosts = (request: { clear?: boolean }) => Promise<NetworkHosts>;

export function createPostConversion({
  api,
  linkCaches,
  expandShortLink,
  hosts,
  campaignIndex,
  history,
}: PostConversionDeps) {
  let learning = Promise.resolve();
  // The background is the hosts' only writer: read once per key and worker, then kept up to date here.
  const knownHosts = new Map<string, Promise<NetworkHosts>>();
  const loadHosts = (keyId: string) => {
    let known = knownHosts.get(keyId);
    if (!known) {
      known = hosts.load(keyId).catch(() => {
        knownHosts.delete(keyId);
        return NO_NETWORK_HOSTS;
      });
      knownHosts.set(keyId, known);
    }
    return known;
  };
  // Requests at once, whichever page asks (the options page and the side panel may both be converting): the API's
  // and the short-link hosts'. Pages send a few more than this, so that their messages, the cache and the
  // rendering of answers overlap with requests under way rather than waiting between them.
  const limit = createLimiter(POST_CONCURRENCY);

  function learn(keyId: string, answer: PostLinkResponse['result'], merchantUrl: string): void {
    learning = learning
      .then(async () => {
        const known = await loadHosts(keyId);
        const next = await agreedHosts(known, learnHosts(known, answer, merchantUrl), answer, campaignIndex);
        if (next.tracking !== known.tracking || next.short !== known.short) {
          knownHosts.set(keyId, Promise.resolve(next));
          await hosts.save(keyId, next);
        }
      })
      .catch((error: unknown) => console.warn('The network link hosts could not be stored', error));
  }

  const convertLink: ConvertPostLink = async ({ url, channelId, shorten, subIds, postId }) => {
    const { used: _used, ...response } = await convertLinkWith(
      url,
      async () => ({ channelId, shorten, subIds }),
      postId,
    );
    return response;
  };

  const convertLinkWith: ConvertLinkWith = async (url, optionsFor, postId) => {
    const ctx = await api.context();
    const known = await loadHosts(ctx.keyId);
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
    // Another publisher's tag in a shared link would be kept inside ours: taken off first.
    const cleaned = withoutForeignParams(merchantUrl);
    merchantUrl = cleaned.url;
    const { channelId, shorten, subIds: given } = await optionsFor(merchantUrl);
    // The tag of a post's link is the same each time that link of that run is asked for: Try again after a
    // worker stopped mid-conversion finds the first answer in the cache instead of minting a second short link.
    const subIds = history ? await history.tagged(given, postId ? `${postId} ${merchantUrl}` : undefined) : given;
    const body: ConvertLinkBody = { url: merchantUrl, ...linkFields({ channelId, shorten, subIds }) };
    // Only the request itself waits for a free place: the cache's reads and writes, and a cached answer, do not.
    const limited = {
      ...ctx,
      api: { ...ctx.api, convertLink: (b: ConvertLinkBody) => limit(() => ctx.api.convertLink(b)) },
    };
    const [answer, indexed] = await Promise.all([
      linkCaches.conversions.withMeta(limited, body),
      campaignIndex?.lookup(merchantUrl).catch(() => null) ?? null,
    ]);
    learn(ctx.keyId, answer.value, merchantUrl);
    if (history && answer.value.affiliated) {
      await history
        .record([{ pageUrl: merchantUrl, result: answer.value, used: { channelId, shorten, subIds } }], {
          source: 'post',
          postId: postId ?? null,
        })
        .catch((error: unknown) => console.warn('The link history could not be written', error));
    }
    const campaign = indexed?.campaign;
    const rules = campaign && campaign.id === answer.value.campaign?.id ? rulesOf(campaign) : null;
    return {
      merchantUrl,
      expanded: plan.action === 'expand',
      result: answer.value,
      cached: answer.cached,
      rules,
      removedParams: cleaned.removed,
      used: { channelId, shorten, subIds },
    };
  };

  /** What was learned for the saved key; `clear` forgets it first. */
  const networkHosts: PostNetworkHosts = async ({ clear }) => {
    const { keyId } = await api.context();
    if (clear) {
      await learning;
      knownHosts.set(keyId, Promise.resolve(NO_NETWORK_HOSTS));
      await hosts.clear(keyId);
      return NO_NETWORK_HOSTS;
    }
    await learning;
    return loadHosts(keyId);
  };

  return { convertLink, convertLinkWith, networkHosts };
}

/** The campaign's fields the verdict reads (lib/core/link-verdict.ts), and nothing else. */
function rulesOf(c: CampaignRules): CampaignRules {
  const { access_status, deeplink_allowed, sub_ids_allowed, cashback_publishers_allowed } = c;
  return {
    access_status,
    deeplink_allowed,
    sub_ids_allowed,
    cashback_publishers_allowed,
    social_media_publishers_allowed: c.social_media_publishers_allowed,
  };
}
