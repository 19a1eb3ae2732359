// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { channelSchema, convertResultSchema, dataOf, monetizeResultSchema } from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { api, deletedSchema, USD, useSandbox } from './helpers';

const sandbox = useSandbox({ fresh: true });
const client = api(sandbox);
const convert = (body: Record<string, unknown>, key?: string) =>
  client.post('/links/convert', body, dataOf(convertResultSchema), { key }).then((r) => r.data);
const monetize = (body: Record<string, unknown>) =>
  client.post('/links/monetize', body, dataOf(monetizeResultSchema)).then((r) => r.data);

describe('POST /links/convert', () => {
  it('refuses a missing or blank url with 422 saying url is required', async () => {
    for (const body of [{}, { url: '' }, { url: '   ' }, { url: null }]) {
      expect(await client.error({ method: 'POST', path: '/links/convert', body }, 422)).toBe('url is required');
    }
    expect(
      await client.error({ method: 'POST', path: '/links/convert', body: { url: 'kiranabasket.in/x' } }, 422),
    ).toMatch(/including the scheme/);
  });

  it('builds the tracking URL: tracking host, cid, the sub IDs given, source=api and the encoded url', async () => {
    const url = 'https://www.kiranabasket.in/p/atta-10kg?ref=home&x=a b';
    const data = await convert({ url, subid: 'ig story', subid3: 'three', channel_id: FIXTURES.approvedChannelId });
    const tracking = new URL(data.tracking_url);
    expect(tracking.origin).toBe(`https://${FIXTURES.trackingHost}`);
    expect(tracking.pathname).toBe('/track');
    expect(Object.fromEntries(tracking.searchParams)).toEqual({
      cid: String(FIXTURES.approvedChannelId),
      subid: 'ig story',
      subid3: 'three',
      source: 'api',
      url,
    });
    expect(data.tracking_url).toContain(`url=${encodeURIComponent(url)}`);
    expect(data).toMatchObject({ original_url: url, affiliated: true, campaign: { id: FIXTURES.openCampaignId } });
    expect(data.short_url).toBeUndefined();
  });

  it('matches the registrable domain: www., m., other subdomains and .co.in', async () => {
    const cases: [string, number][] = [
      ['https://kiranabasket.in/', FIXTURES.openCampaignId],
      ['https://m.kiranabasket.in/cart', FIXTURES.openCampaignId],
      ['https://www.styleloom.in/kurta', FIXTURES.approvedCampaignId],
      ['https://m.styleloom.in/kurta', FIXTURES.approvedCampaignId],
      ['https://offers.shop.voltix.co.in/tv', FIXTURES.coInCampaignId],
      ['http://www.voltix.co.in/', FIXTURES.coInCampaignId],
    ];
    for (const [url, id] of cases) expect((await convert({ url })).campaign?.id, url).toBe(id);
    // co.in is a public suffix: another .co.in site is not Voltix.
    expect((await convert({ url: 'https://www.other.co.in/' })).campaign).toBeNull();
  });

  it('is affiliated only for an active campaign with open or approved access', async () => {
    const at = (domain: string) => convert({ url: `https://www.${domain}/item` });
    expect((await at(FIXTURES.openCampaignDomain)).affiliated).toBe(true);
    expect((await at(FIXTURES.approvedCampaignDomain)).affiliated).toBe(true);
    for (const domain of ['lumenlanehome.com', 'pageturnbooks.in', 'trekora.in', 'quickrupee.in']) {
      const data = await at(domain);
      expect(data.affiliated, domain).toBe(false);
      expect(data.campaign, domain).not.toBeNull();
    }
    const paused = await at(FIXTURES.pausedCampaignDomain);
    expect(paused).toMatchObject({ affiliated: false, campaign: { id: FIXTURES.pausedCampaignId } });
    const none = await at(FIXTURES.noCampaignDomain);
    expect(none).toMatchObject({ affiliated: false, campaign: null });
    expect(none.tracking_url).toContain('source=api');
  });

  it('keeps a requested channel of the publisher whatever its status; falls back only when omitted or not found', async () => {
    const cid = async (body: Record<string, unknown>, key?: string) =>
      new URL((await convert({ url: 'https://www.kiranabasket.in/', ...body }, key)).tracking_url).searchParams.get(
        'cid',
      );
    expect(await cid({})).toBe(String(FIXTURES.defaultChannelId));
    expect(await cid({ channel_id: FIXTURES.usdDefaultChannelId })).toBe(String(FIXTURES.defaultChannelId));
    // Not found among the publisher's channels (another publisher's, or none such): the default.
    expect(await cid({ channel_id: 999_999 })).toBe(String(FIXTURES.defaultChannelId));
    // Found: kept, even pending or rejected (the spec falls back only when omitted or not found).
    expect(await cid({ channel_id: FIXTURES.pendingChannelId })).toBe(String(FIXTURES.pendingChannelId));
    expect(await cid({ channel_id: FIXTURES.rejectedChannelId })).toBe(String(FIXTURES.rejectedChannelId));
    expect(await cid({}, USD)).toBe(String(FIXTURES.usdDefaultChannelId));
    // A pending default cannot carry clicks: the first approved channel does.
    await client.post(`/channels/${FIXTURES.pendingChannelId}/set_default`, undefined, dataOf(channelSchema));
    await client.delete(`/channels/${FIXTURES.defaultChannelId}`, deletedSchema);
    expect(await cid({})).toBe(String(FIXTURES.approvedChannelId));
  });

  it('adds a short_url only with shorten=true, the same for the same URL and options', async () => {
    const a = await convert({ url: 'https://www.kiranabasket.in/x', shorten: true, subid: 's1' });
    const b = await convert({ url: 'https://www.kiranabasket.in/x', shorten: true, subid: 's1' });
    const c = await convert({ url: 'https://www.kiranabasket.in/x', shorten: true, subid: 's2' });
    expect(a.short_url).toMatch(new RegExp(`^https://${FIXTURES.shortHost.replace(/\./g, '\\.')}/[0-9A-Za-z]{7}$`));
    expect(b.short_url).toBe(a.short_url);
    expect(c.short_url).not.toBe(a.short_url);
    expect((await convert({ url: 'https://www.kiranabasket.in/x', shorten: false })).short_url).toBeUndefined();
  });

  it('refuses with 422 when the publisher has no valid channel', async () => {
    for (const id of [501, 502, 503]) await client.delete(`/channels/${id}`, deletedSchema);
    expect(
      await client.error(
        { method: 'POST', path: '/links/convert', body: { url: 'https://www.kiranabasket.in/' } },
        422,
      ),
    ).toMatch(/no valid channel/);
  });
});

describe('POST /links/monetize', () => {
  const url = 'https://www.styleloom.in/p/linen-shirt';

  it('requires url and title (422)', async () => {
    expect(await client.error({ method: 'POST', path: '/links/monetize', body: { url } }, 422)).toBe(
      'title is required',
    );
    expect(await client.error({ method: 'POST', path: '/links/monetize', body: { title: 'x' } }, 422)).toBe(
      'url is required',
    );
  });

  it('returns the original copy without AI, omitting an absent description', async () => {
    const data = await monetize({ url, title: 'Linen shirt', shorten: true });
    expect(data).toMatchObject({
      title: 'Linen shirt',
      original_title: 'Linen shirt',
      ai_rewritten: false,
      affiliated: true,
    });
    expect('description' in data).toBe(false);
    expect(data.short_url).toBeDefined();
  });

  it('rewrites title and description when asked, the same copy again from its 7-day cache', async () => {
    const body = {
      url,
      title: 'Linen shirt',
      description: 'Breathable cotton-linen blend. Machine wash.',
      rewrite_using_ai: true,
    };
    const a = await monetize(body);
    const b = await monetize(body);
    expect(a.ai_rewritten).toBe(true);
    expect(a.title).not.toBe('Linen shirt');
    expect(a.title).toContain('Linen shirt');
    expect(a.original_title).toBe('Linen shirt');
    expect(a.description).toMatch(/^Breathable cotton-linen blend\. .*StyleLoom/);
    expect(b).toEqual(a);
  });

  it('rewrites afresh once the cached copy is 7 days old (the AI’s copy differs from one rewrite to the next)', async () => {
    const body = { url, title: 'Canvas sneakers', rewrite_using_ai: true };
    const first = await monetize(body);
    const entries = [...sandbox().state.aiCache.values()];
    expect(entries).toHaveLength(1);
    entries[0]!.atMs -= 7 * 86_400_000 - 60_000;
    expect((await monetize(body)).title).toBe(first.title);
    entries[0]!.atMs -= 60_000;
    const fresh = await monetize(body);
    expect(fresh.ai_rewritten).toBe(true);
    expect(fresh.title).toContain('Canvas sneakers');
    expect(fresh.title).not.toBe(first.title);
  });

  it('keeps the original copy with ai_rewritten false, still 200, when the AI fails', async () => {
    const res = await fetch(`${sandbox().origin}/__sandbox/ai`, {
      method: 'POST',
      body: JSON.stringify({ fail: true }),
    });
    expect(res.status).toBe(200);
    const data = await monetize({ url, title: 'Linen shirt', description: 'Soft.', rewrite_using_ai: true });
    expect(data).toMatchObject({ title: 'Linen shirt', description: 'Soft.', ai_rewritten: false });
    sandbox().setAiFailure(false);
    expect((await monetize({ url, title: 'Linen shirt', rewrite_using_ai: true })).ai_rewritten).toBe(true);
  });
});
