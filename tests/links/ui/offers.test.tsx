import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { offerPrices } from '../../../lib/core/format/offer-prices';
import { OFFERS_FIRST_SHOWN } from '../../../lib/deals/ui/offers-list';
import { CAMPAIGN, CHANNELS, campaignWith, offer, page, siteInfo, withScopes } from './fixtures';
import { apiError, defaultHandlers, renderPopup, stubClipboard } from './render-popup';

const OFFERS = [
  offer(7, {
    title: 'Flat ₹150 off on first order',
    coupon_code: 'FRESH150',
    offer_type: 'coupon',
    original_price: 1999,
    discount_price: 1499,
    percent_off: 25,
  }),
  offer(8, { title: 'Free delivery weekend', tracking_url: 'data:text/html,hi' }),
];

describe('Offers', () => {
  it('lists the campaign’s offers for the chosen channel, each with what it has', async () => {
    const bg = renderPopup(defaultHandlers({ listOffers: () => page(OFFERS) }));
    const list = await screen.findByRole('list', { name: 'Offers' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [coupon, deal] = items as [HTMLElement, HTMLElement];
    expect(coupon.textContent).toContain('Flat ₹150 off on first order');
    expect(coupon.textContent).toContain('FRESH150');
    expect(coupon.textContent).toContain('Price ₹1,499 (was ₹1,999) · 25% off');
    expect(coupon.textContent).toContain('Valid 2026-11-01 to 2026-12-31');
    expect(within(coupon).getByRole('button', { name: 'Copy offer link' })).toBeTruthy();
    // A deal has no code; a link that is not http(s) is not offered.
    expect(within(deal).queryByRole('button', { name: 'Copy code' })).toBeNull();
    expect(within(deal).queryByRole('button', { name: 'Copy offer link' })).toBeNull();
    expect(bg.requestsOf('listOffers')).toEqual([{ campaign_id: CAMPAIGN.id, channel_id: 501, per_page: 500 }]);
  });

  it('shows each offer’s terms one activation away, as text even when the API sent markup', async () => {
    renderPopup(
      defaultHandlers({
        listOffers: () =>
          page([
            offer(9, { terms: 'Min order ₹999.<br><img src=x onerror=alert(1)>Once per user.', coupon_code: 'X1' }),
          ]),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Offers' });
    const terms = within(list).getByText('Terms').closest('details') as HTMLDetailsElement;
    expect(terms.textContent).toContain('Min order ₹999.');
    expect(terms.textContent).toContain('Once per user.');
    expect(terms.querySelector('img')).toBeNull();
  });

  it('keeps "<FLAT50>" in terms and descriptions: they are plain text, not HTML', async () => {
    renderPopup(
      defaultHandlers({
        listOffers: () =>
          page([
            offer(9, {
              description: 'Use <FLAT50> for 50% off & more',
              terms: 'Enter code <FLAT50> at checkout',
              coupon_code: 'FLAT50',
            }),
          ]),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Offers' });
    const item = within(list).getByRole('listitem');
    expect(item.querySelector('.offer-description')?.textContent).toBe('Use <FLAT50> for 50% off & more');
    const terms = within(list).getByText('Terms').closest('details') as HTMLDetailsElement;
    expect(terms.querySelector('p')?.textContent).toBe('Enter code <FLAT50> at checkout');
    expect(item.querySelector('flat50')).toBeNull();
  });

  it('all of the campaign’s offers are reachable, the best (coupons, larger discounts) first', async () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      offer(100 + i, {
        title: `Offer ${i}`,
        coupon_code: i === 6 ? 'BEST' : null,
        offer_type: i === 6 ? 'coupon' : 'deal',
        percent_off: i === 5 ? 50 : null,
      }),
    );
    renderPopup(defaultHandlers({ listOffers: () => page(many) }));
    const list = await screen.findByRole('list', { name: 'Offers' });
    const titles = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.offer-title')?.textContent);
    expect(titles()).toHaveLength(OFFERS_FIRST_SHOWN);
    expect(titles().slice(0, 2)).toEqual(['Offer 6', 'Offer 5']);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 8 offers' }));
    await waitFor(() => expect(titles()).toHaveLength(8));
  });

  it('Copy code copies the coupon code', async () => {
    const writeText = stubClipboard();
    renderPopup(defaultHandlers({ listOffers: () => page(OFFERS) }));
    const list = await screen.findByRole('list', { name: 'Offers' });
    const coupon = within(list)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('FRESH150')) as HTMLElement;
    fireEvent.click(within(coupon).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('FRESH150'));
    expect(await within(coupon).findByText('Code copied')).toBeTruthy();
  });

  it('Copy offer link copies the link and asks the background to record it in the history', async () => {
    const writeText = stubClipboard();
    const bg = renderPopup(
      defaultHandlers({ listOffers: () => page(OFFERS), 'history.recordOffer': () => ({ recorded: true }) }),
    );
    const list = await screen.findByRole('list', { name: 'Offers' });
    const coupon = within(list)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('FRESH150')) as HTMLElement;
    fireEvent.click(within(coupon).getByRole('button', { name: 'Copy offer link' }));
    const link = OFFERS[0]?.tracking_url as string;
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    await waitFor(() => expect(bg.requestsOf('history.recordOffer')).toEqual([{ offerId: 7, channelId: 501, link }]));
  });

  it('asks again with the new channel when the channel changes', async () => {
    const bg = renderPopup(defaultHandlers({ listOffers: () => page(OFFERS) }));
    await screen.findByRole('list', { name: 'Offers' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Channel' }), { target: { value: '502' } });
    await waitFor(() => expect(bg.requestsOf('listOffers')).toHaveLength(2));
    expect(bg.requestsOf('listOffers')[1]).toMatchObject({ channel_id: 502 });
  });

  it('a key without read:offers: a note, nothing sent, the link still works', async () => {
    const bg = renderPopup(defaultHandlers({ 'account.get': () => withScopes(['write:links', 'read:campaigns']) }));
    expect((await screen.findByText(/need the/)).closest('[role="status"]')?.textContent).toContain('read:offers');
    expect(bg.requestsOf('listOffers')).toEqual([]);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Affiliate link' }) as HTMLTextAreaElement).value).toMatch(/^https:/),
    );
  });

  it('a 403 from offers.list: a status note, not an alert, and the rest stays', async () => {
    renderPopup(
      defaultHandlers({
        listOffers: () => {
          throw apiError({ kind: 'forbidden', status: 403, scope: 'read:offers', message: 'No read:offers.' });
        },
      }),
    );
    expect((await screen.findByText(/need the/)).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Access status').textContent).toBe('Open');
  });

  it('another failure: an alert with Try again, and the link is still shown', async () => {
    let fail = true;
    renderPopup(
      defaultHandlers({
        listOffers: () => {
          if (fail) throw apiError({ kind: 'timeout', message: 'The API did not answer within 15 seconds.' });
          return page(OFFERS);
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('did not answer');
    expect((screen.getByRole('textbox', { name: 'Affiliate link' }) as HTMLTextAreaElement).value).toMatch(/^https:/);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Offers' });
  });

  it('says so when the campaign has no offers', async () => {
    renderPopup(defaultHandlers({ listOffers: () => page([]) }));
    expect(await screen.findByText('No current offers or coupons for this campaign.')).toBeTruthy();
  });
});

describe('offerPrices', () => {
  it('writes what is present, nothing when nothing is', () => {
    expect(offerPrices({ original_price: null, discount_price: null, percent_off: null })).toBeNull();
    expect(offerPrices({ original_price: 250000, discount_price: null, percent_off: null })).toBe('Price ₹2,50,000');
    expect(offerPrices({ original_price: null, discount_price: null, percent_off: 12.5 })).toBe('12.5% off');
  });
});

describe('text from the API stays text', () => {
  it('isolates the campaign name, offer titles and coupon codes: a bidi override reverses none of the text beside them', async () => {
    const rlo = '\u202E';
    renderPopup(
      defaultHandlers({
        'site.info': () => siteInfo(campaignWith({ name: `${rlo}Kirana` })),
        listOffers: () =>
          page([offer(7, { title: `${rlo}Flat 150`, coupon_code: `${rlo}FRESH150`, offer_type: 'coupon' })]),
        listChannels: () => page([{ ...CHANNELS[0], name: `${rlo}Blog` } as (typeof CHANNELS)[number]]),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Offers' });
    for (const text of [`${rlo}Flat 150`, `${rlo}FRESH150`]) {
      const el = within(list).getByText(text);
      expect(el.tagName, text).toBe('BDI');
    }
    // The "Code" label sits outside the isolated code.
    const code = within(list).getByText(`${rlo}FRESH150`);
    expect(code.textContent).toBe(`${rlo}FRESH150`);
    expect(within(list).getByText('Code').contains(code)).toBe(false);
    expect(screen.getByText(`${rlo}Kirana`).tagName).toBe('BDI');
    // An <option> holds text only: the name sits between FSI and PDI there, so " · Approved" stays in order.
    const texts = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(texts).toContain('Default channel (\u2068\u202EBlog\u2069)');
    expect(texts.find((x) => x?.includes(' · '))).toMatch(/^\u2068\u202EBlog\u2069 · Approved/);
  });
});
