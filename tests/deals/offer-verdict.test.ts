// @vitest-environment node
// Issue 45 items 1 and 6, through the real background against the sandbox: offers are not user-scoped, so Deals is
// shown offers of campaigns the publisher cannot earn from, and says so; a requested pending channel is kept by the
// API (it falls back only when the channel is omitted or not found), so its links carry no clicks, and the verdict
// says that too.
import { describe, expect, it } from 'vitest';
import type { Channel, Offer } from '../../lib/core/api/schemas';
import { t } from '../../lib/core/i18n';
import { channelOfLink, linkVerdict, type Verdict } from '../../lib/core/link-verdict';
import type { OfferCampaign } from '../../lib/deals/offer-campaigns';
import { offerVerdict } from '../../lib/deals/offer-verdict';
import { FIXTURES } from '../../sandbox/fixtures';
import { DEMO_KEYS } from '../../sandbox/keys';
import { backgroundPerTest } from '../support/sandbox-background';
import { sandboxForFile } from '../support/sandbox-for-file';

const TODAY = new Date('2026-06-18T09:30:00Z');
const sandbox = sandboxForFile({ today: TODAY });
const world = backgroundPerTest(sandbox, TODAY.getTime());

async function send<T>(name: string, request: unknown): Promise<T> {
  const answer = await world.send(name, request);
  if (!answer.ok) throw new Error(`${name}: ${JSON.stringify(answer.error)}`);
  return answer.data as T;
}
const api = <T>(operation: string, input: unknown) => send<T>('api.call', { operation, input });
const words = (v: Verdict) => [v.outcome, ...v.problems.map((p) => t(p.key, ...p.args))];
const cid = (link: string | null) => new URL(link!).searchParams.get('cid');

describe('offers of campaigns the publisher cannot earn from', () => {
  it('are listed for every publisher, and each one’s verdict names why its link will not earn', async () => {
    const offers = (await api<{ data: Offer[] }>('listOffers', { per_page: 500 })).data;
    const ids = [...new Set(offers.map((o) => o.campaign_id))];
    // The background reads its campaign index (made now: the key was just saved, none is there yet).
    const { campaigns } = await send<{ campaigns: Record<number, OfferCampaign> | null }>('deals.offerCampaigns', {
      campaignIds: ids,
    });
    expect(campaigns).not.toBeNull();
    const channels = (await api<{ data: Channel[] }>('listChannels', { per_page: 100 })).data;
    const carried = channelOfLink(channels, null);
    expect(carried?.id).toBe(FIXTURES.defaultChannelId);
    const verdictOf = (campaignId: number) => offerVerdict(campaigns![campaignId]!, carried);

    const [notApplied, rejected, pending, blocked] = FIXTURES.unapprovedOfferCampaignIds;
    for (const id of FIXTURES.unapprovedOfferCampaignIds) expect(ids).toContain(id);
    expect(words(verdictOf(notApplied!))).toEqual(['wont', t('popupVerdictNotApplied')]);
    expect(words(verdictOf(rejected!))).toEqual(['wont', t('popupVerdictRejected')]);
    expect(words(verdictOf(pending!))).toEqual(['wont', t('popupVerdictPending')]);
    expect(words(verdictOf(blocked!))).toEqual(['wont', t('popupVerdictBlocked')]);
    expect(verdictOf(FIXTURES.openCampaignId).outcome).toBe('earns');
    expect(verdictOf(FIXTURES.approvedCampaignId).outcome).toBe('earns');
    // Its link is a working tracking link all the same: only the verdict tells.
    const offer = offers.find((o) => o.campaign_id === notApplied)!;
    expect(cid(offer.tracking_url)).toBe(String(FIXTURES.defaultChannelId));
    // The index is kept: asking again makes no API request.
    sandbox.clearRequests();
    await send('deals.offerCampaigns', { campaignIds: ids });
    expect(sandbox.requests()).toEqual([]);
  });

  it('once access is requested for one of them, its verdict says the request waits', async () => {
    const [notApplied] = FIXTURES.unapprovedOfferCampaignIds;
    await send('campaigns.requestAccess', { campaignId: notApplied });
    const { campaigns } = await send<{ campaigns: Record<number, OfferCampaign> }>('deals.offerCampaigns', {
      campaignIds: [notApplied],
    });
    expect(words(offerVerdict(campaigns[notApplied!]!, null))).toEqual(['wont', t('popupVerdictPending')]);
  });
});

describe('a requested pending channel (the spec falls back only when it is omitted or not found)', () => {
  it('is carried by the link, and the verdict says its links carry no clicks', async () => {
    const channels = (await api<{ data: Channel[] }>('listChannels', { per_page: 100 })).data;
    const pending = channelOfLink(channels, FIXTURES.pendingChannelId)!;
    expect(pending.status).toBe('pending');
    const url = `${FIXTURES.openCampaignUrl}p/42`;
    const link = await send<{ tracking_url: string; used: { channelId: number } }>('link.convert', {
      url,
      channelId: FIXTURES.pendingChannelId,
    });
    expect(cid(link.tracking_url)).toBe(String(FIXTURES.pendingChannelId));
    expect(link.used.channelId).toBe(FIXTURES.pendingChannelId);
    const campaign = await api<OfferCampaign>('getCampaign', { id: FIXTURES.openCampaignId });
    const verdict = linkVerdict(campaign, pending, url, []);
    expect(verdict.outcome).toBe('wont');
    expect(words(verdict)).toContain(t('popupVerdictChannelPending', pending.name));
    // The same link on the approved default channel earns.
    expect(linkVerdict(campaign, channelOfLink(channels, null), url, []).outcome).not.toBe('wont');
    // Offers asked for that channel carry it too, and say the same.
    const offers = (
      await api<{ data: Offer[] }>('listOffers', {
        campaign_id: FIXTURES.openCampaignId,
        channel_id: FIXTURES.pendingChannelId,
      })
    ).data;
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) expect(cid(o.tracking_url)).toBe(String(FIXTURES.pendingChannelId));
    expect(offerVerdict(campaign, pending).outcome).toBe('wont');
    // A channel that is not the publisher's: the API's default channel, which the link then carries.
    const other = await send<{ tracking_url: string }>('link.convert', {
      url,
      channelId: FIXTURES.usdDefaultChannelId,
    });
    expect(cid(other.tracking_url)).toBe(String(FIXTURES.defaultChannelId));
  });
});

describe('the lookups’ scope (not shown by the spec; the sandbox asks what the client assumes)', () => {
  it('a key with read:offers but not read:campaigns lists offers, and is told which scope categories need', async () => {
    const record = sandbox.state.keys.get(DEMO_KEYS.inrLegacy.key)!;
    record.scopes = ['read:offers'];
    expect((await api<{ data: Offer[] }>('listOffers', { per_page: 5 })).data.length).toBeGreaterThan(0);
    const categories = await world.send('api.call', { operation: 'listCategories', input: {} });
    expect(categories.ok).toBe(false);
    expect(categories.error).toMatchObject({ kind: 'forbidden' });
    expect(categories.error.message).toContain('read:campaigns');
  });
});
