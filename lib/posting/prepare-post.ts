// What the Post dialog opens with: the link made for the destination (its channel and Short links, through the
// conversion cache; an offer read by id through the offer cache, with the destination's channel), the deal's data for
// the card. The page renders the caption from the destination's template (caption-of.ts: kept out of the
// background). Asking again with the same `postId` makes the same request (the Sub ID 5 tag follows from it), so
// Post now finds the same link in the cache.

import { readAccount } from '../core/account/key-store';
import { localValidationError } from '../core/api/errors';
import type { ConvertResult, Offer } from '../core/api/schemas';
import type { Kernel } from '../core/background/kernel';
import { withoutForeignParams } from '../core/foreign-params';
import { t } from '../core/i18n';
import type { Verdict } from '../core/link-verdict';
import { isPublicUrl } from '../core/public-address';
import { parseWebUrl } from '../core/web-url';
import { linkHistoryOf } from '../history/link-history-service';
import { linkFields } from '../links/link-options';
import { type NetworkHosts, planLink } from '../post/classify-link';
import { extractLinks } from '../post/extract-links';
import { loadNetworkHosts } from '../post/network-hosts';
import type { DealData } from './deal';
import type { Destination } from './destination';
import { postVerdict } from './post-verdict';
import type { PageProduct } from './product/product-of-page';

/**
 * What is posted: an offer of Deals, a page's link (popup, History; from the popup, what the page said of its
 * product), or a converted post's text.
 */
export type PostSource =
  | { kind: 'offer'; offerId: number }
  | { kind: 'link'; url: string; title?: string; product?: PageProduct }
  | { kind: 'text'; text: string; pages?: ConvertedPage[] };

/** A link of a converted post and the page the post converter made it for. */
export interface ConvertedPage {
  link: string;
  page: string;
}

export interface MadeLink {
  /** The merchant page the link leads to. */
  pageUrl: string;
  link: string;
  result: ConvertResult;
  used: { channelId: number | null; shorten: boolean; subIds: string[] };
  /** Other publishers' parameters taken off the page's address first (lib/core/foreign-params.ts). */
  removedParams: string[];
}

export interface PreparedPost {
  /** A converted post's own text (the caption is then that text), null for an offer or a link. */
  text: string | null;
  link: string;
  title: string;
  deal: DealData;
  /** The API said the link earns (affiliated); for a converted post, one of its links is the network's. */
  affiliated: boolean;
  /** The popup's verdict for the destination's channel; null without a campaign to judge (or a converted post). */
  verdict: Verdict | null;
  /** The merchant's page the link leads to (Telegram's link preview shows it), null for a converted post. */
  pageUrl: string | null;
  /** Other publishers' parameters taken off the page's address before converting it. */
  removedParams: string[];
  takesImages: boolean;
}

type Deps = Kernel;

/** The destination's link for a merchant page: its channel and Short links, Sub ID 5 tagged from `seed`. */
export async function makeLink(
  k: Deps,
  pageUrl: string,
  destination: Pick<Destination, 'channelId' | 'shorten'>,
  seed: string,
): Promise<MadeLink> {
  const cleaned = withoutForeignParams(pageUrl);
  const page = parseWebUrl(cleaned.url);
  if (!page) throw localValidationError('url', t('postingNotALink'));
  const { api, linkCaches } = k;
  const ctx = await api.context();
  const subIds = await linkHistoryOf(k).tagged(['', '', '', '', ''], `${seed} ${page.href}`);
  const used = { channelId: destination.channelId, shorten: destination.shorten, subIds };
  const answer = await linkCaches.conversions.withMeta(ctx, { url: page.href, ...linkFields(used) });
  const result = answer.value;
  const made = parseWebUrl(used.shorten && result.short_url ? result.short_url : result.tracking_url);
  if (!made) throw localValidationError('link', t('postingNotALink'));
  return { pageUrl: page.href, link: made.href, result, used, removedParams: cleaned.removed };
}

/** The merchant page of a source, its deal, and (for an offer) the offer read with the destination's channel. */
async function sourceDeal(
  deps: Deps,
  source: PostSource,
  destination: Destination,
): Promise<{
  pageUrl: string | null;
  deal: Omit<DealData, 'currency' | 'disclosure'> & { currency?: string };
  offer: Offer | null;
  text?: string;
}> {
  const blank = {
    price: null,
    mrp: null,
    percentOff: null,
    coupon: null,
    validTill: null,
    logoUrl: null,
    priceReadAt: null,
    imageUrl: null,
  };
  if (source.kind === 'offer') {
    const ctx = await deps.api.context();
    const offer = await deps.apiCaches.offer(
      ctx,
      destination.channelId === null
        ? { id: source.offerId }
        : { id: source.offerId, channel_id: destination.channelId },
    );
    const tracking = parseWebUrl(offer.tracking_url);
    if (!tracking) throw localValidationError('offer', t('dealsNoLink'));
    const campaign = await deps.apiCaches.campaign(ctx, { id: offer.campaign_id }).catch(() => null);
    // Only an image on a public address: the card's page fetches it with the extension's rights.
    const logo = parseWebUrl(campaign?.image ?? null);
    const publicLogo = logo && isPublicUrl(logo) ? logo.href : null;
    return {
      // The merchant's page is the tracking link's `url` (spec section 4); the link itself when it has none.
      pageUrl: parseWebUrl(tracking.searchParams.get('url'))?.href ?? tracking.href,
      offer,
      deal: {
        ...blank,
        title: offer.title,
        price: offer.discount_price,
        mrp: offer.original_price,
        percentOff: offer.percent_off,
        coupon: offer.coupon_code,
        validTill: offer.end_date,
        store: offer.campaign_name,
        logoUrl: publicLogo,
      },
    };
  }
  if (source.kind === 'link') {
    const title = source.title?.trim() ?? '';
    const deal = source.product ? productDeal(source.product, title) : { ...blank, title, store: '' };
    return { pageUrl: source.url, offer: null, deal };
  }
  const text = source.text.trim();
  if (!text) throw localValidationError('text', t('postingNothingToPost'));
  return { pageUrl: null, offer: null, text, deal: { ...blank, title: text.split('\n', 1)[0] ?? '', store: '' } };
}

export async function preparePost(
  deps: Deps,
  destination: Destination,
  source: PostSource,
  postId: string,
): Promise<PreparedPost & { made: MadeLink | null }> {
  const [{ pageUrl, deal: found, text }, account] = await Promise.all([
    sourceDeal(deps, source, destination),
    readAccount(),
  ]);
  const disclosure = destination.addDisclosure ? destination.disclosure.trim() || null : null;
  const made = pageUrl ? await makeLink(deps, pageUrl, destination, postId) : null;
  const ofText = made === null && text ? postedTextLink(text, await knownNetworkHosts(deps)) : null;
  const link = made?.link ?? ofText?.link ?? '';
  const deal: DealData = {
    ...found,
    title: found.title || made?.result.campaign?.name || '',
    store: found.store || made?.result.campaign?.name || '',
    currency: found.currency ?? account.identity?.publisher.currency ?? 'INR',
    disclosure,
  };
  const verdict = made ? await postVerdict(deps, made, destination).catch(() => null) : null;
  return {
    text: text ?? null,
    link,
    title: deal.title,
    deal,
    affiliated: made ? made.result.affiliated : (ofText?.earns ?? false),
    verdict,
    pageUrl: made?.pageUrl ?? null,
    removedParams: made?.removedParams ?? [],
    // The destination's kind says (posting-service.ts): a page is told so with the prepared post.
    takesImages: false,
    made,
  };
}

/** A product page's own data as the deal: its prices with the time they were read, its photo's address. */
function productDeal(product: PageProduct, title: string): Omit<DealData, 'disclosure'> {
  const price = product.structured ? product.price : null;
  const mrp = price !== null && product.mrp !== null && product.mrp > price ? product.mrp : null;
  return {
    title: product.name || title,
    price,
    mrp,
    percentOff: price !== null && mrp !== null ? Math.round((1 - price / mrp) * 100) : null,
    coupon: null,
    validTill: null,
    store: '',
    logoUrl: null,
    priceReadAt: price !== null ? product.readAt : null,
    imageUrl: product.imageUrl,
    ...(product.currency ? { currency: product.currency } : {}),
  } as Omit<DealData, 'disclosure'>;
}

async function knownNetworkHosts(deps: Deps): Promise<NetworkHosts> {
  const keyId = await deps.api.context().then(
    (ctx) => ctx.keyId,
    () => null,
  );
  return loadNetworkHosts(keyId);
}

/**
 * A converted post's Buy now link: its first link on the network's own hosts (a link the converter made: learned
 * from the API's answers, or a tracking link's shape), else its first web link; `earns` says which.
 */
export function postedTextLink(text: string, hosts: NetworkHosts): { link: string; earns: boolean } {
  const links = extractLinks(text).flatMap(({ url }) => {
    const web = parseWebUrl(url);
    return web ? [web.href] : [];
  });
  const ours = links.find((url) => {
    const plan = planLink(url, hosts);
    return plan.action === 'skip' && (plan.reason === 'tracking' || plan.reason === 'network_short');
  });
  return { link: ours ?? links[0] ?? '', earns: ours !== undefined };
}
