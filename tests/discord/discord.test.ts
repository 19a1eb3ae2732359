// @vitest-environment node
// A Discord destination through the background's own messages: the webhook URL kept like a token (storage.local
// only; pages, answers, failures and logs see its masked end), Check connection with a GET on the webhook, Post now as
// one embed (disclosure first, the link as its URL, the card attached) linked to its message, one press one post, and
// the message of an ended deal edited with PATCH.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { discordKind } from '../../lib/discord/kind';
import type { Destination } from '../../lib/posting/destination';
import { createPostAttempts } from '../../lib/posting/post-attempts';
import { FIXTURES } from '../../sandbox/fixtures';
import { DEMO_KEYS } from '../../sandbox/keys';
import { type SandboxHandle, startSandbox } from '../../sandbox/server';
import { ownPage } from '../core/background/harness';
import { makePng } from '../posting/png-fixture';
import { freshStores, type TestBackground, testBackground } from '../support/background-deps';
import { CHANNEL_ID, fakeWebhook, GUILD_ID, payloadOf, WEBHOOK_ID, WEBHOOK_TOKEN, WEBHOOK_URL } from './fake-webhook';

let sandbox: SandboxHandle;
let bg: TestBackground;
let discord: ReturnType<typeof fakeWebhook>;
const answers: string[] = [];
const logged: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
});
afterAll(() => sandbox.close());

beforeEach(async () => {
  sandbox.reset();
  answers.length = 0;
  logged.length = 0;
  for (const method of ['log', 'warn', 'error', 'info', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : JSON.stringify(a))).join(' '));
    });
  }
  fakeBrowser.permissions.contains = (async () => true) as never;
  discord = fakeWebhook();
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('https://discord.com/')
      ? discord.fetch(input, init)
      : globalThis.fetch(input, init)) as typeof globalThis.fetch;
  bg = testBackground({ stores: freshStores(), fetch, transport: { maxRetries: 0, sleep: async () => {} } });
  await bg.account.saveAccount({ apiKey: DEMO_KEYS.inrLegacy.key, baseUrl: sandbox.baseUrl });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function send(name: string, request: unknown) {
  const result = await bg.handleMessage({ name, request }, ownPage('/options.html'));
  answers.push(JSON.stringify(result));
  // biome-ignore lint/suspicious/noExplicitAny: answers of several messages, read loosely in assertions
  return result as { ok: boolean; data?: any; error?: any };
}

const destination = {
  name: 'Deals server',
  sendsTo: 'discord',
  secret: WEBHOOK_URL,
  chat: '',
  channelId: FIXTURES.approvedChannelId,
  shorten: false,
  template: '{title}\n{price}\n{link}',
  disclosure: '#ad',
  addDisclosure: true,
  hashtags: '',
};

const exposed = () => [...answers, ...logged].filter((s) => s.includes(WEBHOOK_TOKEN));

describe('a Discord destination', () => {
  it('keeps the webhook URL like a token: storage.local only, pages and failures see its masked end', async () => {
    const saved = await send('destinations.save', destination);
    expect(saved.data).toMatchObject({ sendsTo: 'discord', tokenSet: true, tokenTail: WEBHOOK_TOKEN.slice(-4) });
    expect(saved.data.secret).toBeUndefined();
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
    // Saved again without the URL: kept.
    const again = await send('destinations.save', { ...destination, id: saved.data.id, secret: '', name: 'Renamed' });
    expect(again.data).toMatchObject({ name: 'Renamed', tokenSet: true });
    // Not a webhook's URL: refused, naming the field.
    expect((await send('destinations.save', { ...destination, secret: 'https://example.com/x' })).error).toMatchObject({
      kind: 'input',
      field: 'secret',
    });
    // A failure that quotes the URL (Discord's 404 words here) comes back masked.
    discord.fail({ status: 404, body: { message: `Unknown Webhook ${WEBHOOK_URL}` } });
    const failed = await send('destinations.check', { id: saved.data.id });
    expect(failed.ok).toBe(false);
    expect(JSON.stringify(failed.error)).toContain(`••••${WEBHOOK_TOKEN.slice(-4)}`);
    expect(exposed()).toEqual([]);
  });

  it('Check connection GETs the webhook and learns its server, for the link of each post', async () => {
    const saved = await send('destinations.save', destination);
    const checked = await send('destinations.check', { id: saved.data.id });
    expect(checked.data).toEqual({ bot: 'Deals hook', chat: `channel ${CHANNEL_ID}`, chatUsername: GUILD_ID });
    expect(discord.seen.map((r) => r.method)).toEqual(['GET']);
    expect((await send('destinations.list', {})).data[0].chatUsername).toBe(GUILD_ID);
  });

  it('posts one embed per press: disclosure first, the link as its URL, the card attached, linked to its message', async () => {
    const saved = await send('destinations.save', destination);
    const offers = await send('api.call', { operation: 'listOffers', input: { per_page: 50 } });
    const offerId = (offers.data.data as { id: number; tracking_url: string | null }[]).find((o) => o.tracking_url)!.id;
    const request = { destinationId: saved.data.id, source: { kind: 'offer', offerId }, postId: 'p1' };
    const prepared = await send('posting.prepare', request);
    expect(prepared.data.takesImages).toBe(true);
    const card = Buffer.from(makePng(1080, 1080)).toString('base64');
    const press = { ...request, attemptId: 'a1', caption: 'Rice\n₹99', card, title: 'Rice' };
    const [first, second] = await Promise.all([send('posting.send', press), send('posting.send', press)]);
    expect(JSON.stringify(first.error)).toBe(undefined);
    expect(second.data).toEqual(first.data);
    const posts = discord.seen.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toMatch(new RegExp(`/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}\\?wait=true$`));
    expect(posts[0]!.contentType).toMatch(/^multipart\/form-data/);
    const [embed] = payloadOf(posts[0]!).embeds;
    expect(embed).toMatchObject({
      title: 'Rice',
      description: '#ad\nRice\n₹99',
      url: prepared.data.link,
      image: { url: 'attachment://deal-card.png' },
    });
    expect(first.data).toMatchObject({ destinationName: 'Deals server', messageId: expect.any(String) });
    expect(first.data.postUrl).toBe(`https://discord.com/channels/${GUILD_ID}/${CHANNEL_ID}/${first.data.messageId}`);
    const history = await send('history.read', {});
    expect(history.data.entries[0].posted).toEqual({
      destination: 'Deals server',
      messageId: first.data.messageId,
      postUrl: first.data.postUrl,
    });
    expect(exposed()).toEqual([]);
  });

  it("edits an ended deal's message with PATCH /webhooks/<id>/<token>/messages/<message id>", async () => {
    const attempts = createPostAttempts();
    const runtime = discordKind.start({
      services: { fetch: discord.fetch, now: () => 0 } as never,
      attempts,
      record: async () => 0,
      learned: async () => {},
    });
    const saved: Destination = {
      id: 'd1',
      name: 'Deals server',
      sendsTo: 'discord',
      botToken: null,
      secret: WEBHOOK_URL,
      chat: CHANNEL_ID,
      channelId: null,
      shorten: false,
      template: '',
      disclosure: '#ad',
      addDisclosure: true,
      hashtags: '',
      chatUsername: GUILD_ID,
    };
    await runtime.markEnded?.(
      saved,
      {
        messageId: '1300000000000000001',
        chat: CHANNEL_ID,
        firstHtml: '#ad\nRice &amp; more',
        photo: true,
        title: 'Rice',
        link: 'https://x.test/a',
      },
      'Deal ended',
    );
    const [edit] = discord.seen;
    expect(edit!.method).toBe('PATCH');
    expect(edit!.url).toBe(`${WEBHOOK_URL}/messages/1300000000000000001`);
    expect(JSON.parse(edit!.body)).toEqual({
      embeds: [{ title: '⛔ Deal ended: Rice', description: '#ad\nRice & more' }],
      attachments: [],
    });
  });
});
