// Offer links in the link history: an offer's link the person copies, or adds to a post, in the popup or in
// Options -> Deals is recorded from the offer the background itself served (never from what a page says), and the
// offers lists the pages fetch anyway tell which recorded offers are no longer offered (lib/history/offer-watch.ts).

import type { InputOf } from '../core/api/endpoints';
import { localValidationError } from '../core/api/errors';
import type { Offer, Page } from '../core/api/schemas';
import type { ApiContext } from '../core/background/api-client';
import { t } from '../core/i18n';
import { parseWebUrl } from '../core/web-url';
import type { LinkHistory } from './link-history';
import { applyList, listScope, type OfferWatch, watchOffer } from './offer-watch';
import { readOfferWatch, writeOfferWatch } from './offer-watch-record';

/** Offers kept in memory to check a copied link against (the Deals page can list thousands). */
const SERVED_MAX = 20_000;

export interface OfferHistoryDeps {
  /** GET /offers/:id through its cache: only for an offer this worker has not served (it was restarted). */
  fetchOffer: (ctx: ApiContext, input: InputOf<'getOffer'>) => Promise<Offer>;
  now: () => number;
}

export interface OfferTaken {
  offerId: number;
  /** The channel the page asked the offers for; null for the account's default. */
  channelId: number | null;
  link: string;
}

export type OfferHistory = ReturnType<typeof createOfferHistory>;

/** What recording needs of an offer: kept instead of whole offers (their terms and descriptions are long). */
type ServedOffer = Pick<
  Offer,
  'id' | 'tracking_url' | 'campaign_id' | 'campaign_name' | 'title' | 'end_date' | 'coupon_code'
>;

function slim(o: Offer): ServedOffer {
  const { id, tracking_url, campaign_id, campaign_name, title, end_date, coupon_code } = o;
  return { id, tracking_url, campaign_id, campaign_name, title, end_date, coupon_code };
}

export function createOfferHistory({ fetchOffer, now }: OfferHistoryDeps) {
  const served = new Map<string, ServedOffer>();
  const keyOf = (keyId: string, channelId: number | null | undefined, offerId: number) =>
    `${keyId}:${channelId ?? ''}:${offerId}`;
  let writes: Promise<unknown> = Promise.resolve();

  /** Changes the stored watch, one change after another. */
  function update(change: (watch: OfferWatch) => OfferWatch | null): Promise<void> {
    const write = writes.then(async () => {
      const next = change(await readOfferWatch());
      if (next) await writeOfferWatch(next);
    });
    writes = write.catch(() => undefined);
    return write;
  }

  function remember(keyId: string, channelId: number | undefined, offers: readonly Offer[]): void {
    // Past the limit it starts afresh: an offer it no longer holds is fetched by id when recorded.
    if (served.size + offers.length > SERVED_MAX) served.clear();
    for (const o of offers) served.set(keyOf(keyId, channelId, o.id), slim(o));
  }

  /**
   * An offers list a page got through the background. A list fetched now (not a cached answer, which may predate
   * an offer recorded since) that holds every live offer of its scope marks the recorded offers it lacks as gone.
   */
  function listed(ctx: ApiContext, input: InputOf<'listOffers'>, page: Page<Offer>, fresh: boolean): void {
    remember(ctx.keyId, input.channel_id, page.data);
    const scope = fresh ? listScope(input, page) : null;
    if (scope === null) return;
    const at = now();
    update((watch) =>
      applyList(
        watch,
        scope,
        page.data.map((o) => o.id),
        at,
      ),
    ).catch(() => {});
  }

  /** Records the offer's link in `history` when it is the link the background served for that offer and channel. */
  async function record(
    ctx: ApiContext,
    { offerId, channelId, link }: OfferTaken,
    history: Pick<LinkHistory, 'record'>,
  ): Promise<boolean> {
    const offer: ServedOffer =
      served.get(keyOf(ctx.keyId, channelId, offerId)) ??
      (await fetchOffer(ctx, channelId === null ? { id: offerId } : { id: offerId, channel_id: channelId }));
    const made = parseWebUrl(offer.tracking_url);
    if (!made || parseWebUrl(link)?.href !== made.href) throw localValidationError('link', t('historyLinkNotMade'));
    // The merchant's page is the tracking link's `url` (spec section 4); the link itself when it has none.
    const landing = parseWebUrl(made.searchParams.get('url'))?.href ?? made.href;
    const recorded = await history.record(
      [
        {
          pageUrl: landing,
          result: { tracking_url: made.href, campaign: { id: offer.campaign_id, name: offer.campaign_name } },
          used: { channelId, shorten: false, subIds: [] },
          offer: { id: offer.id, endDate: offer.end_date, couponCode: offer.coupon_code },
        },
      ],
      { source: 'offer', title: offer.title },
    );
    if (recorded) await update((watch) => watchOffer(watch, offer.id, offer.campaign_id));
    return recorded;
  }

  return {
    listed,
    served: (ctx: ApiContext, input: InputOf<'getOffer'>, offer: Offer) =>
      remember(ctx.keyId, input.channel_id, [offer]),
    record,
    clear: () => update(() => ({})),
  };
}
