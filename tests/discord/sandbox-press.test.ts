// @vitest-environment node
// One press to three destinations against the sandbox over HTTP: two Telegram channels (public and private) and a
// Discord webhook (the sandbox's, with its X-RateLimit headers and a 429 it was told to give, waited out): three
// messages, each link carrying its own destination's channel, one History row each. (The Post dialog sends the same
// three queue.postNow requests for Also post to: tests/posting/post-dialog.test.tsx.)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { discordSandboxRecord } from '../../lib/discord/webhook';
import { telegramSandboxRecord } from '../../lib/posting/telegram-base';
import { DISCORD_GUILD_ID, DISCORD_WEBHOOKS } from '../../sandbox/discord/state';
import { FIXTURES } from '../../sandbox/fixtures';
import { DEMO_KEYS } from '../../sandbox/keys';
import { type SandboxHandle, startSandbox } from '../../sandbox/server';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES } from '../../sandbox/telegram/fixtures';
import { ownPage } from '../core/background/harness';
import { makePng } from '../posting/png-fixture';
import { freshStores, type TestBackground, testBackground } from '../support/background-deps';

let sandbox: SandboxHandle;
let bg: TestBackground;
const hook = DISCORD_WEBHOOKS.deals;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
});
afterAll(() => sandbox.close());

beforeEach(async () => {
  sandbox.reset();
  fakeBrowser.permissions.contains = (async () => true) as never;
  bg = testBackground({
    stores: freshStores(),
    fetch: globalThis.fetch,
    transport: { maxRetries: 0, sleep: async () => {} },
  });
  await bg.account.saveAccount({ apiKey: DEMO_KEYS.inrLegacy.key, baseUrl: sandbox.baseUrl });
  await telegramSandboxRecord.set(sandbox.origin);
  await discordSandboxRecord.set(sandbox.origin);
});

async function send(name: string, request: unknown) {
  const result = await bg.handleMessage({ name, request }, ownPage('/options.html'));
  // biome-ignore lint/suspicious/noExplicitAny: answers read loosely in assertions
  return result as { ok: boolean; data?: any; error?: any };
}

const common = { shorten: false, template: '{title}\n{link}', disclosure: '#ad', addDisclosure: true, hashtags: '' };

describe('one press, three destinations (sandbox)', () => {
  it('posts to two Telegram channels and a Discord webhook, each with its own channel in the link', async () => {
    const saved: { id: string; name: string }[] = [];
    // Saved one after another, as the form saves them.
    for (const d of [
      {
        name: 'Public deals',
        sendsTo: 'telegram',
        botToken: TELEGRAM_BOTS.good.token,
        chat: TELEGRAM_FIXTURES.publicChat,
        channelId: FIXTURES.approvedChannelId,
      },
      {
        name: 'Private deals',
        sendsTo: 'telegram',
        botToken: TELEGRAM_BOTS.good.token,
        chat: String(TELEGRAM_FIXTURES.privateChatId),
        channelId: FIXTURES.defaultChannelId,
      },
      {
        name: 'Deals server',
        sendsTo: 'discord',
        secret: `https://discord.com/api/webhooks/${hook.id}/${hook.token}`,
        chat: '',
        channelId: FIXTURES.telegramChannelId,
      },
    ]) {
      saved.push((await send('destinations.save', { ...common, ...d })).data);
    }
    const offers = await send('api.call', { operation: 'listOffers', input: { per_page: 50 } });
    const offerId = (offers.data.data as { id: number; tracking_url: string | null }[]).find((o) => o.tracking_url)!.id;
    sandbox.discord.tooMany(1, 0.2);
    const card = Buffer.from(makePng(800, 800)).toString('base64');
    const results = await Promise.all(
      saved.map(async (d, i) => {
        const source = { kind: 'offer', offerId };
        const prepared = await send('posting.prepare', { destinationId: d.id, source, postId: 'p1' });
        expect(prepared.error, d?.name).toBeUndefined();
        return send('queue.postNow', {
          destinationId: d.id,
          source,
          postId: 'p1',
          attemptId: `a${i}`,
          caption: `#ad\nRice\n${prepared.data.link}`,
          card,
          title: 'Rice',
          force: false,
        });
      }),
    );
    for (const r of results) expect(r.error).toBeUndefined();
    expect(sandbox.telegram.messages).toHaveLength(2);
    expect(sandbox.discord.posts).toHaveLength(1);
    // The 429 (on the GET that learns the server before the first post) was waited out and asked again.
    expect(sandbox.discord.calls.map((c) => `${c.method} ${c.status}`)).toEqual(['GET 429', 'GET 200', 'POST 200']);
    expect(sandbox.discord.posts[0]!.files).toBe(1);
    const channels = [
      ...sandbox.telegram.messages.map((m) => new URL(m.text.split('\n').find((l) => l.startsWith('https://'))!)),
      new URL(sandbox.discord.posts[0]!.payload.embeds![0]!.url!),
    ].map((u) => u.searchParams.get('cid'));
    expect(channels.sort()).toEqual(
      [FIXTURES.approvedChannelId, FIXTURES.defaultChannelId, FIXTURES.telegramChannelId].map(String).sort(),
    );
    const discordPost = results[2]!.data.posted;
    expect(discordPost.postUrl).toBe(
      `https://discord.com/channels/${DISCORD_GUILD_ID}/${hook.channelId}/${sandbox.discord.posts[0]!.id}`,
    );
    const history = await send('history.read', {});
    expect(history.data.entries.map((e: { posted: { destination: string } }) => e.posted.destination).sort()).toEqual([
      'Deals server',
      'Private deals',
      'Public deals',
    ]);
  });
});
