import { describe, expect, it } from 'vitest';
import { buildCampaignLookup, campaignDomains, findCampaign } from '../../../lib/background/campaign-lookup';
import { campaign } from './fixtures';

describe('buildCampaignLookup / findCampaign', () => {
  const lookup = buildCampaignLookup([
    campaign(1, 'kiranabasket.in', 'open'),
    campaign(2, 'styleloom.in', 'approved', 'https://m.styleloom.in/'),
    campaign(3, 'voltix.co.in', 'approved'),
    campaign(4, 'brand.com', 'not_applied', 'https://shop.brand-store.in/'),
  ]);

  it('matches www., m. and deep subdomains to the campaign of the registrable domain', () => {
    expect(findCampaign(lookup, 'https://www.kiranabasket.in/products/rice')?.id).toBe(1);
    expect(findCampaign(lookup, 'http://m.styleloom.in/kurta')?.id).toBe(2);
    expect(findCampaign(lookup, 'https://styleloom.in')?.id).toBe(2);
    expect(findCampaign(lookup, 'https://a.b.c.styleloom.in/x')?.id).toBe(2);
    expect(findCampaign(lookup, 'http://shop.voltix.co.in/phones')?.id).toBe(3);
  });

  it('also answers for the host of the campaign url when it differs from its domain', () => {
    expect(campaignDomains(campaign(4, 'brand.com', 'open', 'https://shop.brand-store.in/'))).toEqual([
      'brand.com',
      'brand-store.in',
    ]);
    expect(findCampaign(lookup, 'https://www.brand-store.in/sale')?.id).toBe(4);
    expect(findCampaign(lookup, 'https://brand.com/')?.id).toBe(4);
  });

  it('finds nothing for other sites, a bare public suffix, IPs, localhost and browser pages', () => {
    for (const url of [
      'https://www.dailyrecipes.net/',
      'https://co.in/',
      'http://127.0.0.1:8787/',
      'http://localhost/',
      'chrome://newtab',
      'about:blank',
      'file:///x.html',
    ]) {
      expect(findCampaign(lookup, url), url).toBeNull();
    }
  });

  it('does not take a campaign on example.co.in for one on co.in neighbours', () => {
    expect(findCampaign(lookup, 'https://other.co.in/')).toBeNull();
  });

  it('prefers, among campaigns sharing a domain: earnable, then pending, then not applied, rejected, blocked', () => {
    const statuses = ['blocked', 'rejected', 'not_applied', 'pending', 'approved'];
    const list = statuses.map((s, i) => campaign(10 + i, 'shared.in', s));
    expect(findCampaign(buildCampaignLookup(list), 'https://shared.in')?.access_status).toBe('approved');
    expect(findCampaign(buildCampaignLookup(list.slice(0, 4)), 'https://shared.in')?.access_status).toBe('pending');
    expect(findCampaign(buildCampaignLookup(list.slice(0, 3)), 'https://shared.in')?.access_status).toBe('not_applied');
    expect(findCampaign(buildCampaignLookup(list.slice(0, 2)), 'https://shared.in')?.access_status).toBe('rejected');
  });

  it('gives the same answer whatever the order of the list (ties: own domain, then lowest id)', () => {
    const list = [
      campaign(31, 'twin.in', 'open'),
      campaign(30, 'twin.in', 'approved'),
      campaign(29, 'other.in', 'open', 'https://twin.in/'),
    ];
    expect(findCampaign(buildCampaignLookup(list), 'twin.in')?.id).toBe(30);
    expect(findCampaign(buildCampaignLookup([...list].reverse()), 'twin.in')?.id).toBe(30);
  });

  it('keeps the last copy of a campaign listed twice', () => {
    const l = buildCampaignLookup([campaign(5, 'dup.in', 'not_applied'), campaign(5, 'dup.in', 'pending')]);
    expect(l.campaigns.size).toBe(1);
    expect(findCampaign(l, 'dup.in')?.access_status).toBe('pending');
  });

  it('looks up in well under 50 µs over 10,000 campaigns', () => {
    const list = Array.from({ length: 10_000 }, (_, i) => campaign(i + 1, `merchant${i}.co.in`, 'open'));
    const big = buildCampaignLookup(list);
    const urls = Array.from({ length: 2000 }, (_, i) => `https://www.merchant${(i * 7) % 10_000}.co.in/p/${i}`);
    for (const url of urls) findCampaign(big, url); // warm up
    const start = performance.now();
    let found = 0;
    for (let round = 0; round < 5; round++) for (const url of urls) if (findCampaign(big, url)) found++;
    const perLookupUs = ((performance.now() - start) * 1000) / (urls.length * 5);
    expect(found).toBe(urls.length * 5);
    expect(perLookupUs).toBeLessThan(50);
  });
});
