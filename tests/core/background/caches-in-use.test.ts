import { describe, expect, it, vi } from 'vitest';
import { ok, saveGoodKey, useBackground } from './harness';

const bg = useBackground();

describe('cached API answers', () => {
  it('serves countries, categories, campaign details and offers from the cache while fresh', async () => {
    await saveGoodKey();
    for (let i = 0; i < 2; i++) {
      await ok('listCountries', {});
      await ok('listCategories', {});
      await ok('getCampaign', { id: 3 });
      await ok('listOffers', { campaign_id: 3, channel_id: 1 });
    }
    for (const key of ['GET /countries', 'GET /categories', 'GET /campaigns/3', 'GET /offers']) {
      expect(bg.api().count(key), key).toBe(1);
    }
    await ok('listOffers', { campaign_id: 3, channel_id: 2 });
    expect(bg.api().count('GET /offers')).toBe(2);
  });

  it('an access request makes the campaign be read again', async () => {
    await saveGoodKey();
    await ok('getCampaign', { id: 3 });
    const answer = await ok('campaigns.requestAccess', { campaignId: 3, promotionDetails: 'Blog reviews' });
    expect(answer).toMatchObject({ id: 11, status: 'pending', reapplied: false });
    expect(bg.api().calls.at(-1)?.body).toEqual({ promotion_details: 'Blog reviews' });
    await ok('getCampaign', { id: 3 });
    expect(bg.api().count('GET /campaigns/3')).toBe(2);
  });

  it('a new default channel refreshes channels, offers and conversions made without a channel', async () => {
    await saveGoodKey();
    await ok('listChannels', {});
    await ok('listOffers', {});
    await ok('link.convert', { url: 'https://store3.example.com/' });
    await ok('setDefaultChannel', { id: 2 });
    await ok('listChannels', {});
    await ok('listOffers', {});
    const again = await ok('link.convert', { url: 'https://store3.example.com/' });
    expect(bg.api().count('GET /channels')).toBe(2);
    expect(bg.api().count('GET /offers')).toBe(2);
    expect(again.cached).toBe(false);
  });

  it('answers a stale channel list at once and refreshes it behind', async () => {
    await saveGoodKey();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-01T10:00:00Z'));
    await ok('listChannels', {});
    vi.setSystemTime(new Date('2024-05-01T10:05:00Z'));
    const stale = await ok('listChannels', {});
    expect((stale.data as unknown[]).length).toBe(2);
    await vi.waitFor(() => expect(bg.api().count('GET /channels')).toBe(2));
  });

  it('refreshes the identity in the background when account.get finds it old', async () => {
    await saveGoodKey();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 11 * 60_000));
    bg.api().route('GET /ping', () => ({
      status: 200,
      body: {
        status: 'ok',
        version: '3.0',
        publisher: { id: 7, name: 'Asha R.', email: 'a@example.com', publisher_id: 'PUB7', currency: 'USD' },
        api_key: { name: 'extension', scopes: ['write:links'], last_used_at: null },
      },
    }));
    await ok('account.get', {});
    await vi.waitFor(async () => {
      const state = await ok('account.get', {});
      expect((state.identity as { publisher: { currency: string } }).publisher.currency).toBe('USD');
    });
  });
});
