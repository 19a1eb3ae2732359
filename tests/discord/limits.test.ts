// Discord's limits: an embed's title (256), description (4,096) and 6,000 in all; the bucket read from X-RateLimit-*
// headers; a 429's retry_after waited out when short, said when long.
import { describe, expect, it } from 'vitest';
import { createDiscordClient } from '../../lib/discord/client';
import { DESCRIPTION_MAX, DescriptionTooLong, EMBED_TOTAL_MAX, embedOf, TITLE_MAX } from '../../lib/discord/embed';
import { bucketOf, retryAfterMs, waitBefore } from '../../lib/discord/rate-limit';
import { fakeWebhook, WEBHOOK_ID, WEBHOOK_TOKEN } from './fake-webhook';

const webhook = { id: WEBHOOK_ID, token: WEBHOOK_TOKEN };

describe('an embed within Discord limits', () => {
  it('cuts a long title to 256 with an ellipsis, keeps the link as its URL and the card as its image', () => {
    const embed = embedOf({
      title: 'T'.repeat(300),
      caption: '#ad\nRice',
      link: 'https://example.com/x',
      image: 'attachment://deal-card.png',
    });
    expect(embed.title).toHaveLength(TITLE_MAX);
    expect(embed.title.endsWith('…')).toBe(true);
    expect(embed.url).toBe('https://example.com/x');
    expect(embed.image).toEqual({ url: 'attachment://deal-card.png' });
    expect(embed.description).toBe('#ad\nRice');
  });

  it('refuses a description past 4,096 (nothing cut from what the person wrote), and 6,000 in all', () => {
    expect(
      embedOf({ title: 'a', caption: 'x'.repeat(DESCRIPTION_MAX), link: null, image: null }).description,
    ).toHaveLength(DESCRIPTION_MAX);
    expect(() => embedOf({ title: 'a', caption: 'x'.repeat(DESCRIPTION_MAX + 1), link: null, image: null })).toThrow(
      DescriptionTooLong,
    );
    expect(EMBED_TOTAL_MAX).toBe(6000);
  });

  it('takes no link that is not http(s)', () => {
    expect(embedOf({ title: 'a', caption: 'b', link: 'javascript:alert(1)', image: null }).url).toBeUndefined();
  });
});

describe("Discord's rate limits", () => {
  it('reads the bucket from the X-RateLimit headers and waits while it is empty', () => {
    const now = 1_000_000;
    const empty = bucketOf(new Headers({ 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset-After': '1.25' }), now);
    expect(empty).toEqual({ remaining: 0, resetAt: now + 1250 });
    expect(waitBefore(empty, now)).toBe(1250);
    expect(waitBefore(empty, now + 2000)).toBe(0);
    expect(waitBefore(bucketOf(new Headers({ 'X-RateLimit-Remaining': '3' }), now), now)).toBe(0);
    expect(retryAfterMs({ retry_after: 0.4 }, new Headers())).toBe(400);
    expect(retryAfterMs({}, new Headers({ 'Retry-After': '2' }))).toBe(2000);
  });

  it('waits before the next request when the last answer said the bucket is empty', async () => {
    const discord = fakeWebhook({ remaining: 0, resetAfter: 1.5 });
    const slept: number[] = [];
    const client = createDiscordClient({
      fetch: discord.fetch,
      now: () => 5000,
      sleep: async (ms) => void slept.push(ms),
    });
    await client.request(webhook, 'GET');
    expect(slept).toEqual([]);
    await client.request(webhook, 'GET');
    expect(slept).toEqual([1500]);
  });

  it("waits out a 429's retry_after and asks again; a long one is said, not waited", async () => {
    const discord = fakeWebhook();
    const slept: number[] = [];
    const client = createDiscordClient({
      fetch: discord.fetch,
      now: () => 0,
      sleep: async (ms) => void slept.push(ms),
    });
    discord.fail({ status: 429, body: { message: 'You are being rate limited.', retry_after: 0.3, global: false } });
    await expect(client.request(webhook, 'POST', '?wait=true', { json: { embeds: [] } })).resolves.toMatchObject({
      channel_id: expect.any(String),
    });
    expect(slept).toEqual([300]);
    expect(discord.seen.filter((r) => r.method === 'POST')).toHaveLength(2);

    discord.fail({ status: 429, body: { retry_after: 42 } });
    await expect(client.request(webhook, 'POST', '?wait=true', { json: { embeds: [] } })).rejects.toMatchObject({
      status: 429,
      failure: { kind: 'rate_limited', message: expect.stringContaining('42 s') },
    });
    expect(discord.seen.filter((r) => r.method === 'POST')).toHaveLength(3);
  });
});
