// GET /offers and GET /offers/:id (read:offers). Offers are the same for every publisher; only the channel
// embedded in tracking_url is the caller's.
import { Hono } from 'hono';
import { requireScope } from '../auth';
import { categoryRefs } from '../data/catalog';
import { utcDay } from '../dates';
import { pageOf, sortBy } from '../envelope';
import { notFound } from '../errors';
import { PER_PAGE_MAX } from '../limits';
import { Query } from '../query';
import type { Env, Runtime } from '../runtime';
import { attributedChannel, trackingUrl } from '../tracking';
import type { OfferRecord, SandboxState } from '../types';

const SORTS = ['id', 'start_date', 'end_date', 'created_at'] as const;
const SORT_KEYS: Record<(typeof SORTS)[number], (o: OfferRecord) => string | number> = {
  id: (o) => o.id,
  start_date: (o) => o.startDate,
  end_date: (o) => o.endDate,
  created_at: (o) => o.createdAt,
};

/**
 * Live offers of running campaigns. Offers are not user-scoped (spec section 4): what is shown never depends on
 * who asks, only the channel embedded in `tracking_url` does; so a publisher is shown offers of campaigns it has no
 * access to (not applied, pending, rejected, blocked), whose links earn it nothing (sandbox/data/offers.ts).
 */
function shown(state: SandboxState, offer: OfferRecord): boolean {
  const campaign = state.campaignById.get(offer.campaignId);
  return offer.live && campaign !== undefined && campaign.status === 'active';
}

function offerJson(state: SandboxState, offer: OfferRecord, channelId: number | null) {
  const campaign = state.campaignById.get(offer.campaignId)!;
  return {
    id: offer.id,
    title: offer.title,
    description: offer.description,
    terms: offer.terms,
    coupon_code: offer.couponCode,
    offer_type: offer.couponCode ? 'coupon' : 'deal',
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    categories: categoryRefs(campaign.categoryIds),
    tracking_url: trackingUrl(offer.landingUrl, channelId, [['offer_id', offer.id]]),
    status: 'live',
    start_date: offer.startDate,
    end_date: offer.endDate,
    original_price: offer.originalPrice,
    discount_price: offer.discountPrice,
    percent_off: offer.percentOff,
    shipping_charge: offer.shippingCharge,
    created_at: offer.createdAt,
    updated_at: offer.updatedAt,
  };
}

export function offerRoutes(rt: Runtime): Hono<Env> {
  const app = new Hono<Env>();

  app.get('/offers', requireScope('read:offers'), (c) => {
    const { pub } = c.var.auth;
    const { state } = rt;
    const query = Query.of(c.req.url);
    const paging = query.paging(PER_PAGE_MAX.listOffers);
    const q = query.string('q')?.toLowerCase();
    const campaignId = query.int('campaign_id');
    const categoryIds = query.ints('category_ids');
    const offerType = query.string('offer_type'); // values other than coupon and deal are ignored
    const channel = attributedChannel(pub, query.int('channel_id'));
    const validOn = query.date('valid_on') ?? utcDay(rt.now());
    const sort = query.oneOf('sort', SORTS, 'id');
    const order = query.order('desc');

    const found = state.offers.filter((offer) => {
      if (!shown(state, offer)) return false;
      if (offer.startDate > validOn || offer.endDate < validOn) return false;
      const campaign = state.campaignById.get(offer.campaignId)!;
      if (campaignId !== undefined && offer.campaignId !== campaignId) return false;
      if (categoryIds.length > 0 && !campaign.categoryIds.some((id) => categoryIds.includes(id))) return false;
      if (offerType === 'coupon' && !offer.couponCode) return false;
      if (offerType === 'deal' && offer.couponCode) return false;
      if (q) {
        const text = `${offer.title}\n${campaign.name}\n${campaign.merchant}`.toLowerCase();
        if (!text.includes(q)) return false;
      }
      return true;
    });
    const page = pageOf(
      sortBy(found, SORT_KEYS[sort], order, (o) => o.id),
      paging,
    );
    return c.json({ data: page.data.map((o) => offerJson(state, o, channel?.id ?? null)), meta: page.meta });
  });

  app.get('/offers/:id', requireScope('read:offers'), (c) => {
    const { pub } = c.var.auth;
    const rawId = c.req.param('id');
    const offer = /^\d{1,9}$/.test(rawId) ? rt.state.offerById.get(Number(rawId)) : undefined;
    if (!offer || !shown(rt.state, offer)) throw notFound('Offer not found');
    const channel = attributedChannel(pub, Query.of(c.req.url).int('channel_id'));
    return c.json({ data: offerJson(rt.state, offer, channel?.id ?? null) });
  });

  return app;
}
