import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { campaignListParams, NO_FILTERS } from '../../../lib/campaigns/ui/campaign-filters';
import type { Campaign } from '../../../lib/core/api/schemas';
import { apiError, type Handlers } from '../../support/options/fake-send';
import { campaign, pageOf, withKey } from '../../support/options/fixtures';
import { renderOptions } from '../../support/options/render-options';

const SHOPKART = campaign();
const BOOKS = campaign({
  id: 1300,
  name: 'PageTurn Books',
  image: 'javascript:alert(1)',
  access_status: 'not_applied',
});

function campaignsBackground(campaigns: Campaign[], extra: Handlers = {}, scopes: string[] | null = null): Handlers {
  return {
    'account.get': () => withKey(scopes),
    listCampaigns: () => pageOf(campaigns),
    listCategories: () => [
      { id: 4, name: 'Fashion' },
      { id: 9, name: 'Books' },
    ],
    listCountries: () => [{ id: 99, name: 'India', iso: 'IN' }],
    ...extra,
  };
}

async function campaignsRegion() {
  const region = await screen.findByRole('region', { name: 'Campaigns' });
  await within(region).findByRole('table', { name: 'Campaigns' });
  return region;
}

describe('Campaigns list', () => {
  it('lists campaigns whose names link to their detail; images only from http(s)', async () => {
    const bg = renderOptions('#campaigns', campaignsBackground([SHOPKART, BOOKS]));
    const region = await campaignsRegion();
    expect(within(region).getByRole('link', { name: 'ShopKart' }).getAttribute('href')).toBe('#campaigns/1207');
    expect(within(region).getByRole('link', { name: 'PageTurn Books' }).getAttribute('href')).toBe('#campaigns/1300');
    const images = region.querySelectorAll('img');
    expect([...images].map((i) => i.getAttribute('src'))).toEqual(['https://cdn.network.example/logos/shopkart.png']);
    expect(bg.requestsOf('listCampaigns')[0]).toEqual({ page: 1, per_page: 50 });
  });

  it('sends the search as q after a pause, and leaves the country out while searching', async () => {
    const bg = renderOptions('#campaigns', campaignsBackground([SHOPKART]));
    const region = await campaignsRegion();
    await waitFor(() =>
      expect(within(region).getByRole('combobox', { name: 'Country' })).toHaveProperty('disabled', false),
    );
    fireEvent.change(within(region).getByRole('combobox', { name: 'Country' }), { target: { value: '99' } });
    await waitFor(() => expect(bg.requestsOf('listCampaigns').at(-1)).toMatchObject({ country_id: 99 }));

    fireEvent.input(within(region).getByRole('textbox', { name: 'Search' }), { target: { value: 'shop' } });
    expect(within(region).getByRole('combobox', { name: 'Country' })).toHaveProperty('disabled', true);
    expect(within(region).getByText(/ignores the country when a search is given/)).toBeTruthy();
    await waitFor(() => expect(bg.requestsOf('listCampaigns').at(-1)).toEqual({ page: 1, per_page: 50, q: 'shop' }));
  });

  it('applies the filters and sort as the API names them', async () => {
    const bg = renderOptions('#campaigns', campaignsBackground([SHOPKART]));
    const region = await campaignsRegion();
    // Several categories at once.
    fireEvent.click(await within(region).findByRole('checkbox', { name: 'Books' }));
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Fashion' }));
    fireEvent.change(within(region).getByRole('combobox', { name: 'Campaign type' }), {
      target: { value: 'CPI - IOS' },
    });
    fireEvent.change(within(region).getByRole('combobox', { name: 'Access status' }), { target: { value: 'pending' } });
    fireEvent.change(within(region).getByRole('combobox', { name: 'Sort by' }), { target: { value: 'epc_7d' } });
    fireEvent.change(within(region).getByRole('combobox', { name: 'Order' }), { target: { value: 'desc' } });
    await waitFor(() =>
      expect(bg.requestsOf('listCampaigns').at(-1)).toEqual({
        page: 1,
        per_page: 50,
        category_ids: [4, 9],
        campaign_type: 'CPI - IOS',
        access_status: 'pending',
        sort: 'epc_7d',
        order: 'desc',
      }),
    );
    const accessOptions = within(within(region).getByRole('combobox', { name: 'Access status' })).getAllByRole(
      'option',
    );
    expect(accessOptions.map((o) => (o as HTMLOptionElement).value)).toEqual([
      '',
      'open',
      'approved',
      'pending',
      'blocked',
    ]);
  });

  it('pages through the list and starts again at page 1 when a filter changes', async () => {
    const bg = renderOptions('#campaigns', {
      ...campaignsBackground([]),
      listCampaigns: (p) => pageOf([SHOPKART], p.page ?? 1, 3),
    });
    const region = await campaignsRegion();
    fireEvent.click(within(region).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bg.requestsOf('listCampaigns').at(-1)).toMatchObject({ page: 2 }));
    await within(region).findByText(/Page 2 of 3/);
    fireEvent.change(within(region).getByRole('combobox', { name: 'Campaign type' }), { target: { value: 'CPC' } });
    await waitFor(() =>
      expect(bg.requestsOf('listCampaigns').at(-1)).toEqual({ page: 1, per_page: 50, campaign_type: 'CPC' }),
    );
  });

  it('says when nothing matches', async () => {
    renderOptions('#campaigns', campaignsBackground([]));
    const region = await screen.findByRole('region', { name: 'Campaigns' });
    await within(region).findByText(/No campaigns match/);
  });

  it('shows the scope the key lacks and sends no request', async () => {
    const bg = renderOptions('#campaigns', campaignsBackground([SHOPKART], {}, ['write:links']));
    const region = await screen.findByRole('region', { name: 'Campaigns' });
    expect((await within(region).findByRole('status')).textContent).toContain('read:campaigns');
    expect(bg.requestsOf('listCampaigns')).toEqual([]);
  });
});

describe('campaignListParams', () => {
  it('sends only what is chosen, and no country with a search', () => {
    expect(campaignListParams(NO_FILTERS, 3)).toEqual({ page: 3, per_page: 50 });
    expect(campaignListParams({ ...NO_FILTERS, q: '  kart ', countryId: '99' }, 1)).toEqual({
      page: 1,
      per_page: 50,
      q: 'kart',
    });
    expect(campaignListParams({ ...NO_FILTERS, countryId: '99', accessStatus: 'not_applied' }, 1)).toEqual({
      page: 1,
      per_page: 50,
      country_id: 99,
    });
  });
});

describe('navigation to a campaign', () => {
  it('opens the detail from the list and comes back to the same filters', async () => {
    renderOptions('#campaigns', {
      ...campaignsBackground([SHOPKART]),
      getCampaign: () => {
        throw apiError({ kind: 'not_found', status: 404, serverMessage: 'Campaign not found', message: 'x' });
      },
    });
    const region = await campaignsRegion();
    fireEvent.input(within(region).getByRole('textbox', { name: 'Search' }), { target: { value: 'kart' } });
    window.location.hash = '#campaigns/1207';
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This campaign was not found (it may be paused or deleted)',
    );
    window.location.hash = '#campaigns';
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', 'kart'));
  });
});
