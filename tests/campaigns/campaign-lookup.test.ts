import { describe, expect, it } from 'vitest';
import {
  buildCampaignLookup,
  type CampaignLookup,
  campaignDomains,
  findCampaign,
  matchDomain,
} from '../../lib/campaigns/lookup';
import type { Campaign } from '../../lib/core/api/schemas';
import { campaign } from '../core/background/fixtures';
import { loadTestSuffixList, suffixList } from '../support/suffix-list';

const build = (list: Campaign[]) => buildCampaignLookup(list, suffixList());
const idOf = async (lookup: CampaignLookup, url: string) => (await findCampaign(lookup, url, loadTestSuffixList))?.id;
const statusOf = async (lookup: CampaignLookup, url: string) =>
  (await findCampaign(lookup, url, loadTestSuffixList))?.access_status;
/** A list loader that fails the lookup if it is called. */
const noList = async () => {
  throw new Error('the Public Suffix List was read');
};

describe('buildCampaignLookup / findCampaign', () => {
  const lookup = build([
    campaign(1, 'kiranabasket.in', 'open'),
    campaign(2, 'styleloom.in', 'approved', 'https://m.styleloom.in/'),
    campaign(3, 'voltix.co.in', 'approved'),
    campaign(4, 'brand.com', 'not_applied', 'https://shop.brand-store.in/'),
  ]);

  it('matches www., m. and deep subdomains to the campaign of the registrable domain', async () => {
    expect(await idOf(lookup, 'https://www.kiranabasket.in/products/rice')).toBe(1);
    expect(await idOf(lookup, 'http://m.styleloom.in/kurta')).toBe(2);
    expect(await idOf(lookup, 'https://styleloom.in')).toBe(2);
    expect(await idOf(lookup, 'https://a.b.c.styleloom.in/x')).toBe(2);
    expect(await idOf(lookup, 'http://shop.voltix.co.in/phones')).toBe(3);
  });

  it('places ordinary pages without reading the Public Suffix List', async () => {
    expect(lookup.domainsWithSuffixes.size).toBe(0);
    expect(matchDomain(lookup, 'https://a.b.c.styleloom.in/x')).toEqual({ domain: 'styleloom.in' });
    expect(matchDomain(lookup, 'https://www.dailyrecipes.net/')).toEqual({ domain: null });
    expect((await findCampaign(lookup, 'http://shop.voltix.co.in/phones', noList))?.id).toBe(3);
    expect(await findCampaign(lookup, 'https://other.co.in/', noList)).toBeNull();
  });

  it('also answers for the host of the campaign url when it differs from its domain', async () => {
    expect(campaignDomains(campaign(4, 'brand.com', 'open', 'https://shop.brand-store.in/'), suffixList())).toEqual([
      'brand.com',
      'brand-store.in',
    ]);
    expect(await idOf(lookup, 'https://www.brand-store.in/sale')).toBe(4);
    expect(await idOf(lookup, 'https://brand.com/')).toBe(4);
  });

  it('finds nothing for other sites, a bare public suffix, IPs, localhost and browser pages', async () => {
    for (const url of [
      'https://www.dailyrecipes.net/',
      'https://co.in/',
      'http://127.0.0.1:8787/',
      'http://localhost/',
      'chrome://newtab',
      'about:blank',
      'file:///x.html',
    ]) {
      expect(await idOf(lookup, url), url).toBeUndefined();
    }
  });

  it('does not take a campaign on example.co.in for one on co.in neighbours', async () => {
    expect(await idOf(lookup, 'https://other.co.in/')).toBeUndefined();
    expect(await idOf(lookup, 'https://evil-voltix.co.in/')).toBeUndefined();
    expect(await idOf(lookup, 'https://voltix.co.in.evil.com/')).toBeUndefined();
  });

  it('keeps sites under a domain the list has public suffixes below apart from that domain', async () => {
    const hosted = build([
      campaign(50, 'amazonaws.com', 'approved'),
      campaign(51, 'shop-bucket.s3.amazonaws.com', 'open'),
      campaign(52, 'city.kawasaki.jp', 'open'),
      campaign(54, 'kawasaki.jp', 'open'),
      campaign(53, 'myshop.myshopify.com', 'open'),
    ]);
    expect([...hosted.domainsWithSuffixes]).toEqual(['amazonaws.com']);
    expect(await idOf(hosted, 'https://console.amazonaws.com/')).toBe(50);
    expect(await idOf(hosted, 'https://amazonaws.com/')).toBe(50);
    // s3.amazonaws.com is a public suffix: each bucket is a site of its own.
    expect(await idOf(hosted, 'https://shop-bucket.s3.amazonaws.com/index.html')).toBe(51);
    expect(await idOf(hosted, 'https://other-bucket.s3.amazonaws.com/')).toBeUndefined();
    // kawasaki.jp and *.kawasaki.jp are public suffixes, with the exception !city.kawasaki.jp.
    expect(await idOf(hosted, 'https://www.city.kawasaki.jp/')).toBe(52);
    expect(await idOf(hosted, 'https://foo.bar.kawasaki.jp/')).toBeUndefined();
    expect(await idOf(hosted, 'https://kawasaki.jp/')).toBeUndefined();
    // myshopify.com is itself a public suffix: one store is not another.
    expect(await idOf(hosted, 'https://www.myshop.myshopify.com/')).toBe(53);
    expect(await idOf(hosted, 'https://othershop.myshopify.com/')).toBeUndefined();
    expect(matchDomain(hosted, 'https://other-bucket.s3.amazonaws.com/')).toEqual({ needsList: true });
  });

  it('prefers, among campaigns sharing a domain: earnable, then pending, then not applied, rejected, blocked', async () => {
    const statuses = ['blocked', 'rejected', 'not_applied', 'pending', 'approved'];
    const list = statuses.map((s, i) => campaign(10 + i, 'shared.in', s));
    expect(await statusOf(build(list), 'https://shared.in')).toBe('approved');
    expect(await statusOf(build(list.slice(0, 4)), 'https://shared.in')).toBe('pending');
    expect(await statusOf(build(list.slice(0, 3)), 'https://shared.in')).toBe('not_applied');
    expect(await statusOf(build(list.slice(0, 2)), 'https://shared.in')).toBe('rejected');
  });

  it('gives the same answer whatever the order of the list (ties: own domain, then lowest id)', async () => {
    const list = [
      campaign(31, 'twin.in', 'open'),
      campaign(30, 'twin.in', 'approved'),
      campaign(29, 'other.in', 'open', 'https://twin.in/'),
    ];
    expect(await idOf(build(list), 'twin.in')).toBe(30);
    expect(await idOf(build([...list].reverse()), 'twin.in')).toBe(30);
  });

  it('keeps the last copy of a campaign listed twice', async () => {
    const l = build([campaign(5, 'dup.in', 'not_applied'), campaign(5, 'dup.in', 'pending')]);
    expect(l.campaigns.size).toBe(1);
    expect(await statusOf(l, 'dup.in')).toBe('pending');
  });

  it('finds each of 10,000 campaigns by a subdomain, and nothing for a neighbour', async () => {
    const big = build(Array.from({ length: 10_000 }, (_, i) => campaign(i + 1, `merchant${i}.co.in`, 'open')));
    for (let i = 0; i < 10_000; i += 97) {
      expect((await findCampaign(big, `https://www.merchant${i}.co.in/p`, noList))?.id).toBe(i + 1);
      expect(await findCampaign(big, `https://www.merchant${i}x.co.in/p`, noList)).toBeNull();
    }
  });
});
