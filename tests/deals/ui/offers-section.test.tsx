import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Offer } from '../../../lib/core/api/schemas';
import { NO_OFFER_FILTERS, offerListParams } from '../../../lib/deals/ui/offer-filters';
import { loadPostDraft } from '../../../lib/post/draft';
import { offer } from '../../links/ui/fixtures';
import { apiError, type Handlers } from '../../support/options/fake-send';
import { channel, pageOf, withKey } from '../../support/options/fixtures';
import { renderOptions } from '../../support/options/render-options';

const COUPON = offer(7, {
  title: 'Flat ₹150 off',
  coupon_code: 'FRESH150',
  offer_type: 'coupon',
  campaign_id: 1001,
  campaign_name: 'Kirana Basket',
  terms: 'Min order ₹999.<br><img src=x onerror="alert(1)"><script>alert(2)</script>Once per user.',
});
const DEAL = offer(8, { title: 'Free delivery weekend', campaign_id: 1002, campaign_name: 'StyleLoom' });

function dealsBackground(pages: Offer[][], extra: Handlers = {}, scopes: string[] | null = null): Handlers {
  return {
    'account.get': () => withKey(scopes),
    listOffers: (input) => {
      const page = (input as { page: number }).page;
      return pageOf(pages[page - 1] ?? [], page, pages.length, 500);
    },
    listCategories: () => [
      { id: 1, name: 'Fashion' },
      { id: 2, name: 'Electronics' },
    ],
    listChannels: () => pageOf([channel({ id: 501, name: 'Blog' }), channel({ id: 502, name: 'Instagram' })]),
    ...extra,
  };
}

async function offersList() {
  const region = await screen.findByRole('region', { name: 'Deals' });
  return within(region).findByRole('list', { name: 'Offers' });
}

describe('offerListParams', () => {
  it('sends only what is chosen: several categories, the type, the campaign, the day and the sort', () => {
    expect(offerListParams(NO_OFFER_FILTERS)).toEqual({});
    expect(
      offerListParams({
        q: '  shoes ',
        type: 'coupon',
        categoryIds: ['9', '2', '9', 'x'],
        campaignId: '1001',
        validOn: '2026-12-01',
        sort: 'end_date',
      }),
    ).toEqual({
      q: 'shoes',
      offer_type: 'coupon',
      category_ids: [2, 9],
      campaign_id: 1001,
      valid_on: '2026-12-01',
      sort: 'end_date',
      order: 'asc',
    });
    expect(offerListParams({ ...NO_OFFER_FILTERS, validOn: '0002-05-0', sort: 'created_at' })).toEqual({
      sort: 'created_at',
      order: 'desc',
    });
  });
});

describe('Options -> Deals', () => {
  it('walks every page at 500 a request and lists all of them, with campaign, code and terms as text', async () => {
    const bg = renderOptions('#offers', dealsBackground([[COUPON], [DEAL]]));
    const list = await offersList();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(bg.requestsOf('listOffers')).toEqual([
      { page: 1, per_page: 500 },
      { page: 2, per_page: 500 },
    ]);
    const [coupon] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(coupon.textContent).toContain('Kirana Basket');
    expect(coupon.textContent).toContain('FRESH150');
    expect(within(coupon).getByRole('button', { name: 'Copy code' })).toBeTruthy();
    const terms = within(coupon).getByRole('heading', { name: 'Terms' }).parentElement as HTMLElement;
    expect(terms.textContent).toContain('Min order ₹999.');
    expect(terms.textContent).toContain('Once per user.');
    // Plain text (spec): markup the API let through is shown as the characters it is, never parsed.
    expect(terms.textContent).toContain('<script>alert(2)</script>');
    expect(coupon.querySelector('img, script')).toBeNull();
    expect(within(coupon).getByRole('link', { name: 'Flat ₹150 off' }).getAttribute('href')).toBe('#offers/7');
  });

  it('keeps "Enter code <FLAT50> at checkout" whole: terms and descriptions are plain text', async () => {
    const flat = offer(9, { terms: 'Enter code <FLAT50> at checkout', description: 'Save with <FLAT50>' });
    renderOptions('#offers', dealsBackground([[flat]]));
    const list = await offersList();
    const card = (await within(list).findAllByRole('listitem'))[0] as HTMLElement;
    const terms = within(card).getByRole('heading', { name: 'Terms' }).parentElement as HTMLElement;
    expect(terms.querySelector('p')?.textContent).toBe('Enter code <FLAT50> at checkout');
    expect(card.querySelector('.offer-description')?.textContent).toBe('Save with <FLAT50>');
  });

  it('Search, Type and categories go to the API; the link note names the chosen channel', async () => {
    const bg = renderOptions('#offers', dealsBackground([[COUPON, DEAL]]));
    const region = await screen.findByRole('region', { name: 'Deals' });
    await offersList();
    fireEvent.input(within(region).getByRole('textbox', { name: 'Search' }), { target: { value: ' kirana ' } });
    await waitFor(() => expect(bg.requestsOf('listOffers').at(-1)).toMatchObject({ q: 'kirana' }));
    const type = within(region).getByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Coupons', 'Deals']);
    fireEvent.change(type, { target: { value: 'coupon' } });
    await waitFor(() => expect(bg.requestsOf('listOffers').at(-1)).toMatchObject({ offer_type: 'coupon' }));
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Fashion' }));
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Electronics' }));
    await waitFor(() => expect(bg.requestsOf('listOffers').at(-1)).toMatchObject({ category_ids: [1, 2] }));
    const select = await within(region).findByRole('combobox', { name: 'Channel' });
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(select, { target: { value: '502' } });
    await waitFor(() => expect(bg.requestsOf('listOffers').at(-1)).toMatchObject({ channel_id: 502 }));
    await offersList();
    // Said once, above the list, not under every card.
    await waitFor(() =>
      expect(screen.getAllByText(/carries only your channel “Instagram”.*no sub IDs/)).toHaveLength(1),
    );
  });

  it('an offer of a campaign not applied to says its link will not earn, beside the link, with Request access', async () => {
    const rules = {
      deeplink_allowed: true,
      sub_ids_allowed: true,
      cashback_publishers_allowed: true,
      social_media_publishers_allowed: true,
    };
    const bg = renderOptions(
      '#offers',
      dealsBackground([[COUPON, DEAL]], {
        'deals.offerCampaigns': () => ({
          campaigns: {
            1001: { id: 1001, name: 'Kirana Basket', access_status: 'open', ...rules },
            1002: { id: 1002, name: 'StyleLoom', access_status: 'not_applied', ...rules },
          },
        }),
      }),
    );
    const list = await offersList();
    const [coupon, deal] = (await within(list).findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    await within(deal).findByText('This link will not earn:');
    expect(deal.textContent).toContain('you have not applied to this campaign yet — request access first.');
    // Beside the link, before the buttons that copy or post it.
    const verdict = within(deal).getByText('This link will not earn:');
    const copy = within(deal).getByRole('button', { name: 'Copy offer link' });
    expect(verdict.compareDocumentPosition(copy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(deal).findByRole('button', { name: 'Request access' })).toBeTruthy();
    // The open campaign's offer earns: nothing to say.
    expect(within(coupon).queryByText(/will not earn|may not earn/)).toBeNull();
    expect(within(coupon).queryByRole('button', { name: 'Request access' })).toBeNull();
    expect(bg.requestsOf('deals.offerCampaigns')).toEqual([{ campaignIds: [1001, 1002] }]);
    // The reasons are lines of the offer, not items of the list of offers.
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('an offer whose campaign the background does not know gets no verdict, not a guess', async () => {
    renderOptions('#offers', dealsBackground([[DEAL]], { 'deals.offerCampaigns': () => ({ campaigns: null }) }));
    const list = await offersList();
    const [deal] = (await within(list).findAllByRole('listitem')) as [HTMLElement];
    await within(deal).findByRole('button', { name: 'Copy offer link' });
    expect(within(deal).queryByText(/earn/)).toBeNull();
  });

  it('Add to post appends the title and link to the converter’s draft', async () => {
    renderOptions('#offers', dealsBackground([[COUPON]]));
    const list = await offersList();
    fireEvent.click(await within(list).findByRole('button', { name: 'Add to post' }));
    expect(await within(list).findByText(/Added to the post draft/)).toBeTruthy();
    expect((await loadPostDraft()).text).toBe(`Flat ₹150 off\n${COUPON.tracking_url}`);
    await fakeBrowser.storage.local.set({ postDraft: { text: 'My post', updatedAt: 1 } });
    fireEvent.click(within(list).getByRole('button', { name: 'Add to post' }));
    await waitFor(async () =>
      expect((await loadPostDraft()).text).toBe(`My post\n\nFlat ₹150 off\n${COUPON.tracking_url}`),
    );
  });

  it('Copy offer link and Add to post record the offer’s link in the history, with the channel asked for', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const bg = renderOptions(
      '#offers',
      dealsBackground([[COUPON]], { 'history.recordOffer': () => ({ recorded: true }) }),
    );
    const list = await offersList();
    fireEvent.click(await within(list).findByRole('button', { name: 'Copy offer link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(COUPON.tracking_url));
    fireEvent.click(within(list).getByRole('button', { name: 'Add to post' }));
    expect(await within(list).findByText(/Added to the post draft/)).toBeTruthy();
    const recorded = { offerId: 7, channelId: null, link: COUPON.tracking_url };
    await waitFor(() => expect(bg.requestsOf('history.recordOffer')).toEqual([recorded, recorded]));
  });

  // Issue 27, item 9: a plain http: offer link carries the popup's warning; an https: one does not.
  it('says a plain http: offer link is not encrypted, as the popup does', async () => {
    const plain = offer(9, { title: 'Plain deal', tracking_url: 'http://track.example.in/t?cid=1&url=x' });
    renderOptions('#offers', dealsBackground([[COUPON, plain]]));
    const list = await offersList();
    const card = await within(list).findByRole('article', { name: 'Plain deal' });
    expect(within(card).getByText(/starts with http:\/\/, not https:\/\//)).toBeTruthy();
    const coupon = within(list).getByRole('article', { name: 'Flat ₹150 off' });
    expect(within(coupon).queryByText(/starts with http:\/\//)).toBeNull();
  });

  it('opens one offer alone with getOffer', async () => {
    const bg = renderOptions('#offers/8', dealsBackground([[COUPON, DEAL]], { getOffer: () => DEAL }));
    const region = await screen.findByRole('region', { name: 'Deals' });
    expect(await within(region).findByRole('heading', { name: 'Free delivery weekend', level: 3 })).toBeTruthy();
    expect(bg.requestsOf('getOffer')).toEqual([{ id: 8 }]);
    expect(bg.requestsOf('listOffers')).toEqual([]);
  });

  it('a 403 names the missing scope', async () => {
    renderOptions(
      '#offers',
      dealsBackground([], {
        listOffers: () => {
          throw apiError({
            kind: 'forbidden',
            status: 403,
            scope: 'read:offers',
            message: 'Your API key lacks the read:offers scope.',
          });
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('read:offers');
  });

  it('a key without read:offers: the section says which scope, and nothing is sent', async () => {
    const bg = renderOptions('#offers', dealsBackground([[COUPON]], {}, ['read:campaigns']));
    const region = await screen.findByRole('region', { name: 'Deals' });
    await waitFor(() => expect(within(region).getByRole('status').textContent).toContain('read:offers'));
    expect(bg.requestsOf('listOffers')).toEqual([]);
  });
});
