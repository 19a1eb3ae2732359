import { describe, expect, it } from 'vitest';
import { defaultRoute, invoiceTransactionsHref, offerHref } from '../../../components/options/routes';
import { routeOf as parseHash, SECTIONS } from '../../../entrypoints/options/sections';

describe('parseHash', () => {
  it('reads every section and a campaign’s detail', () => {
    for (const s of [
      'account',
      'channels',
      'campaigns',
      'reports',
      'transactions',
      'cpc-clicks',
      'invoices',
      'claims',
    ]) {
      expect(parseHash(`#${s}`)).toEqual({ section: s });
    }
    expect(parseHash('#campaigns/1207')).toEqual({ section: 'campaigns', campaignId: 1207 });
    expect(parseHash('#campaigns/')).toEqual({ section: 'campaigns' });
  });

  it('reads an offer’s address and an invoice’s transactions', () => {
    expect(parseHash('#offers')).toEqual({ section: 'offers' });
    expect(parseHash('#offers/7001')).toEqual({ section: 'offers', offerId: 7001 });
    expect(parseHash('#offers/abc')).toEqual({ section: 'offers', badOfferId: 'abc' });
    expect(parseHash(invoiceTransactionsHref('INV/2025 0012'))).toEqual({
      section: 'transactions',
      invoiceNumber: 'INV/2025 0012',
    });
    expect(parseHash(offerHref(12))).toEqual({ section: 'offers', offerId: 12 });
  });

  it('keeps a campaign address that is not an id, to say so', () => {
    expect(parseHash('#campaigns/0')).toEqual({ section: 'campaigns', badCampaignId: '0' });
    expect(parseHash('#campaigns/12x')).toEqual({ section: 'campaigns', badCampaignId: '12x' });
    expect(parseHash('#campaigns/99999999999999999999')).toMatchObject({ badCampaignId: '99999999999999999999' });
  });

  it('gives null for no hash or an unknown one, so the default applies', () => {
    expect(parseHash('')).toBeNull();
    expect(parseHash('#')).toBeNull();
    expect(parseHash('#settings')).toBeNull();
    expect(defaultRoute(false)).toEqual({ section: 'account' });
    expect(defaultRoute(true)).toEqual({ section: 'reports' });
  });
});

describe('the sections the features declare', () => {
  it('are found by the page, each once, in the navigation’s order (group, then each one’s place)', () => {
    expect(SECTIONS.map((s) => `${s.group}:${s.id}`)).toEqual([
      'post:convert',
      'post:offers',
      'post:history',
      'post:destinations',
      'post:queue',
      'post:relay',
      'earn:reports',
      'earn:sales',
      'earn:transactions',
      'earn:cpc-clicks',
      'earn:invoices',
      'earn:claims',
      'setup:account',
      'setup:channels',
      'setup:campaigns',
    ]);
  });
});
