// Offer links in the link history, and the channel names kept with every entry: an offer's link is recorded from
// the offer the background served (no request when it served it, one GET /offers/:id after a restart, nothing
// for a link it did not serve); the offers lists the pages fetch anyway mark a recorded offer gone; channel names
// come from the channel answers that passed through the background.
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../lib/core/api/schemas';
import { readChannelNames } from '../../lib/history/channel-names';
import type { HistoryEntry } from '../../lib/history/entry';
import { readOfferWatch } from '../../lib/history/offer-watch-record';
import { createHistoryStore } from '../../lib/history/store';
import { channelBody, meta } from '../core/background/fake-api';
import { ok, saveGoodKey, send, useBackground } from '../core/background/harness';

const bg = useBackground();

function offerBody(id: number, extra: Partial<Offer> = {}): Offer {
  return {
    id,
    title: `Offer ${id}`,
    description: null,
    terms: null,
    coupon_code: id % 2 === 0 ? `CODE${id}` : null,
    offer_type: id % 2 === 0 ? 'coupon' : 'deal',
    campaign_id: 3,
    campaign_name: 'Store 3',
    categories: [],
    tracking_url: `https://track.example.com/track?cid=1&offer_id=${id}&url=${encodeURIComponent(`https://store3.example.com/o/${id}`)}`,
    status: 'live',
    start_date: '2025-06-01',
    end_date: '2025-06-30',
    original_price: null,
    discount_price: null,
    percent_off: null,
    shipping_charge: null,
    created_at: '2025-06-01T00:00:00Z',
    updated_at: '2025-06-01T00:00:00Z',
    ...extra,
  };
}

/** The fake API lists `ids` (channel in the link as asked), and answers GET /offers/:id for any of 70-79. */
function serveOffers(ids: number[]) {
  const withChannel = (id: number, cid: string | null) => {
    const o = offerBody(id);
    return { ...o, tracking_url: (o.tracking_url as string).replace('cid=1', `cid=${cid ?? 1}`) };
  };
  bg.api().route('GET /offers', ({ query }) => ({
    status: 200,
    body: { data: ids.map((id) => withChannel(id, query.get('channel_id'))), meta: meta(ids.length) },
  }));
  for (let id = 70; id < 80; id++) {
    bg.api().route(`GET /offers/${id}`, ({ query }) => ({
      status: 200,
      body: { data: withChannel(id, query.get('channel_id')) },
    }));
  }
}

const listOffers = (input: Record<string, unknown>) => ok('listOffers', input as never);
const offerCalls = (id: number) => bg.api().calls.filter((c) => c.path === `/offers/${id}`).length;

describe('recording an offer’s link', () => {
  it('records the offer served in a list: its page, title, campaign, channel, end date and code; no request', async () => {
    await saveGoodKey();
    serveOffers([70, 71]);
    const list = (await listOffers({ campaign_id: 3, per_page: 500 })) as unknown as { data: Offer[] };
    const link = list.data[0]?.tracking_url as string;
    const before = bg.api().calls.length;
    expect(await ok('history.recordOffer', { offerId: 70, channelId: null, link })).toEqual({ recorded: true });
    expect(bg.api().calls.length).toBe(before);
    const [e] = await recorded();
    expect(e).toMatchObject({
      source: 'offer',
      pageUrl: 'https://store3.example.com/o/70',
      pageTitle: 'Offer 70',
      campaignId: 3,
      campaignName: 'Store 3',
      channelId: 1,
      subIds: [],
      short: false,
      link,
      tag: null,
      offer: { id: 70, endDate: '2025-06-30', couponCode: 'CODE70' },
    });
  });

  it('a link the background did not serve for that offer and channel is refused, and nothing is recorded', async () => {
    await saveGoodKey();
    serveOffers([70, 71]);
    const list = (await listOffers({ campaign_id: 3 })) as unknown as { data: Offer[] };
    const other = list.data[1]?.tracking_url as string;
    const refused = await send('history.recordOffer', { offerId: 70, channelId: null, link: other });
    expect(refused.ok).toBe(false);
    const elsewhere = await send('history.recordOffer', {
      offerId: 70,
      channelId: null,
      link: 'https://evil.example/track?url=x',
    });
    expect(elsewhere.ok).toBe(false);
    expect(await recorded()).toEqual([]);
  });

  it('the offers of another channel are told apart; after a restart the offer is fetched by id once', async () => {
    await saveGoodKey();
    serveOffers([70]);
    const list = (await listOffers({ campaign_id: 3, channel_id: 2 })) as unknown as { data: Offer[] };
    const link = list.data[0]?.tracking_url as string;
    expect(new URL(link).searchParams.get('cid')).toBe('2');
    // The default channel's link is not the one served for channel 2.
    expect((await send('history.recordOffer', { offerId: 70, channelId: null, link })).ok).toBe(false);
    expect(offerCalls(70)).toBe(1); // looked up by id: it was not served for the default channel
    await ok('history.recordOffer', { offerId: 70, channelId: 2, link });
    expect(offerCalls(70)).toBe(1);

    bg.restart();
    await ok('history.recordOffer', { offerId: 70, channelId: 2, link });
    expect(offerCalls(70)).toBe(2);
    const all = await recorded();
    expect(all.map((e) => [e.source, e.channelId])).toEqual([
      ['offer', 2],
      ['offer', 2],
    ]);
  });

  it('nothing while Keep link history is off', async () => {
    await saveGoodKey();
    serveOffers([70]);
    const list = (await listOffers({ campaign_id: 3 })) as unknown as { data: Offer[] };
    await ok('history.settings', { keep: false });
    const result = await ok('history.recordOffer', {
      offerId: 70,
      channelId: null,
      link: list.data[0]?.tracking_url as string,
    });
    expect(result).toEqual({ recorded: false });
    expect(await recorded()).toEqual([]);
    expect(await readOfferWatch()).toEqual({});
  });
});

describe('offers found gone in the lists the pages fetch', () => {
  async function recordOffers(ids: number[]) {
    serveOffers(ids);
    const list = (await listOffers({ campaign_id: 3, per_page: 500 })) as unknown as { data: Offer[] };
    for (const o of list.data) {
      await ok('history.recordOffer', { offerId: o.id, channelId: null, link: o.tracking_url as string });
    }
  }

  it('a complete list of the campaign fetched later without an offer marks it; a cached one or a search never', async () => {
    await saveGoodKey();
    serveOffers([71]);
    await listOffers({ campaign_id: 3, per_page: 500 }); // kept in the cache, without offer 70
    serveOffers([70, 71]);
    const offer = (await ok('getOffer', { id: 70 })) as unknown as Offer;
    await ok('history.recordOffer', { offerId: 70, channelId: null, link: offer.tracking_url as string });
    expect(await readOfferWatch()).toEqual({ 70: { campaignId: 3, goneAt: null } });

    // The cached list predates the offer: it says nothing of it. Nor does a search.
    await listOffers({ campaign_id: 3, per_page: 500 });
    serveOffers([71]);
    await listOffers({ campaign_id: 3, q: 'offer' });
    await settle();
    expect((await readOfferWatch())['70']?.goneAt).toBeNull();

    await listOffers({ campaign_id: 3, per_page: 100 }); // not asked before: fetched now
    await expectGone([70]);
  });

  it('every offer of every campaign in one page tells of all; Clear history forgets the offers', async () => {
    await saveGoodKey();
    await recordOffers([70, 71]);
    serveOffers([]);
    await listOffers({ per_page: 500 });
    await expectGone([70, 71]);
    await ok('history.clear', {});
    expect(await readOfferWatch()).toEqual({});
  });

  /** Lets the watch's writes, made after each answer, finish. */
  const settle = () => new Promise((r) => setTimeout(r, 50));

  async function expectGone(ids: number[]) {
    // The watch is written after the answer is given.
    for (let i = 0; i < 50; i++) {
      const watch = await readOfferWatch();
      const gone = Object.entries(watch)
        .filter(([, w]) => w.goneAt !== null)
        .map(([id]) => Number(id));
      if (gone.length === ids.length) {
        expect(gone).toEqual(ids);
        return;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(Object.keys(await readOfferWatch())).toEqual(ids.map(String));
    throw new Error('the offers were not marked gone');
  }
});

describe('channel names in the history', () => {
  it('kept from the channel list a page fetched, and from a channel renamed', async () => {
    await saveGoodKey();
    await ok('listChannels', { page: 1, per_page: 100 });
    await waitFor(async () => expect(await readChannelNames()).toEqual({ 1: 'Channel 1', 2: 'Channel 2' }));
    bg.api().route('PATCH /channels/2', () => ({
      status: 200,
      body: { data: channelBody(2, { name: 'Deals blog' }) },
    }));
    await ok('updateChannel', { id: 2, name: 'Deals blog' });
    await waitFor(async () => expect((await readChannelNames())['2']).toBe('Deals blog'));
  });

  it('each entry keeps the name of the channel its link carries (the default one too)', async () => {
    await saveGoodKey();
    await ok('listChannels', { page: 1, per_page: 100 });
    await waitFor(async () => expect(Object.keys(await readChannelNames())).toHaveLength(2));
    const page = 'https://www.kiranabasket.in/p/rice';
    for (const channelId of [2, null]) {
      const shown = (await ok('link.convert', { url: page, channelId })) as { tracking_url: string; used: object };
      await ok('history.record', {
        url: page,
        link: shown.tracking_url,
        ...(shown.used as { channelId: number | null; shorten: boolean; subIds: string[] }),
      });
    }
    const all = await recorded();
    expect(all.map((e) => [e.channelId, e.channelName])).toEqual([
      [1, 'Channel 1'],
      [2, 'Channel 2'],
    ]);
  });

  it('an unknown channel is recorded without a name', async () => {
    await saveGoodKey();
    await ok('post.convertLink', {
      url: 'https://www.kiranabasket.in/p/dal',
      channelId: 9,
      shorten: false,
      subIds: [],
    });
    const [e] = await recorded();
    expect(e).toMatchObject({ channelId: 9, channelName: null });
  });
});

async function waitFor(check: () => Promise<void>): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await check();
      return;
    } catch (error) {
      if (i > 50) throw error;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** Every history entry, newest first, read from the background's store as Options -> History reads it. */
function recorded(): Promise<HistoryEntry[]> {
  return createHistoryStore(bg.stores().history).readAll();
}
