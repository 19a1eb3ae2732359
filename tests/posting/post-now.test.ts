// @vitest-environment node
// Posting through the background's own messages, against the sandbox's API and Telegram over HTTP: destinations and
// their token custody, Check connection's three checks, the prepared caption, Post now as exactly one post per press
// (twice pressed, and asked again by a restarted worker while the first was mid-way), a 429 tried once more, the post
// in the history with its message id, and the token in no answer, log, or storage.sync.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { captionOf } from '../../lib/posting/caption-of';
import { telegramSandboxRecord } from '../../lib/posting/telegram-base';
import { FIXTURES } from '../../sandbox/fixtures';
import { DEMO_KEYS } from '../../sandbox/keys';
import { type SandboxHandle, startSandbox } from '../../sandbox/server';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES, UNKNOWN_BOT_TOKEN } from '../../sandbox/telegram/fixtures';
import { ownPage } from '../core/background/harness';
import {
  type TestBackground as Background,
  type TestStores as BackgroundStores,
  freshStores,
  testBackground,
} from '../support/background-deps';
import { makePng } from './png-fixture';

const TOKEN = TELEGRAM_BOTS.good.token;
let sandbox: SandboxHandle;
let stores: BackgroundStores;
let bg: Background;
const answers: string[] = [];
const logged: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
});
afterAll(() => sandbox.close());

const start = () =>
  testBackground({ stores, fetch: globalThis.fetch, transport: { maxRetries: 0, sleep: async () => {} } });

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
  stores = freshStores();
  bg = start();
  await bg.account.saveAccount({ apiKey: DEMO_KEYS.inrLegacy.key, baseUrl: sandbox.baseUrl });
  await telegramSandboxRecord.set(sandbox.origin);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function send(name: string, request: unknown, background = bg) {
  const result = await background.handleMessage({ name, request }, ownPage('/options.html'));
  answers.push(JSON.stringify(result));
  // biome-ignore lint/suspicious/noExplicitAny: answers of several messages, read loosely in assertions
  return result as { ok: boolean; data?: any; error?: any };
}

const destination = {
  name: 'Deals channel',
  sendsTo: 'telegram',
  botToken: TOKEN,
  chat: TELEGRAM_FIXTURES.publicChat,
  channelId: FIXTURES.approvedChannelId,
  shorten: false,
  template: '{title}\n{price} (MRP {mrp}, {percent_off} off)\n{link}',
  disclosure: '#ad',
  addDisclosure: true,
  hashtags: 'deals',
};

async function savedDestination(overrides: Record<string, unknown> = {}) {
  const saved = await send('destinations.save', { ...destination, ...overrides });
  expect(saved.ok).toBe(true);
  return saved.data as { id: string };
}

async function anOffer(): Promise<number> {
  const list = await send('api.call', { operation: 'listOffers', input: { per_page: 50 } });
  const offer = (list.data.data as { id: number; tracking_url: string | null }[]).find((o) => o.tracking_url);
  return offer!.id;
}

const card = () => Buffer.from(makePng(1080, 1080)).toString('base64');
const posts = () => sandbox.telegram.messages;

describe('destinations and Check connection', () => {
  it('keeps the token in storage.local only and tells pages its masked tail', async () => {
    const saved = await savedDestination();
    expect(saved).toMatchObject({ name: 'Deals channel', tokenSet: true, tokenTail: TOKEN.slice(-4) });
    const list = await send('destinations.list', {});
    expect(list.data).toHaveLength(1);
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
    // Saving again without a token keeps it.
    const again = await send('destinations.save', { ...destination, id: saved.id, botToken: '', name: 'Renamed' });
    expect(again.data).toMatchObject({ name: 'Renamed', tokenSet: true });
  });

  it('refuses a bad name, token or chat before anything is sent, naming the field', async () => {
    expect((await send('destinations.save', { ...destination, name: ' ' })).error).toMatchObject({
      kind: 'input',
      field: 'name',
    });
    expect((await send('destinations.save', { ...destination, botToken: 'nope' })).error).toMatchObject({
      field: 'botToken',
    });
    expect((await send('destinations.save', { ...destination, chat: 'sandbox deals' })).error).toMatchObject({
      field: 'chat',
    });
    expect(sandbox.telegram.calls).toEqual([]);
  });

  it('passes for a good bot and says which check failed otherwise', async () => {
    expect((await send('destinations.check', { botToken: TOKEN, chat: TELEGRAM_FIXTURES.publicChat })).data).toEqual({
      bot: '@deals_sandbox_bot',
      chat: 'Sandbox Deals',
      chatUsername: 'sandbox_deals',
    });
    const badToken = await send('destinations.check', {
      botToken: UNKNOWN_BOT_TOKEN,
      chat: TELEGRAM_FIXTURES.publicChat,
    });
    expect(badToken.error.message).toMatch(/bot token \(getMe\)/);
    const unknownChat = await send('destinations.check', { botToken: TOKEN, chat: TELEGRAM_FIXTURES.unknownChat });
    expect(unknownChat.error.message).toMatch(/chat \(getChat\): @no_such_sandbox_chat was not found/);
    const notAdmin = await send('destinations.check', {
      botToken: TELEGRAM_BOTS.notAdmin.token,
      chat: TELEGRAM_FIXTURES.publicChat,
    });
    expect(notAdmin.error.message).toMatch(/not an administrator/);
  });

  it('asks for the host permission first: without it nothing is sent', async () => {
    fakeBrowser.permissions.contains = (async () => false) as never;
    const check = await send('destinations.check', { botToken: TOKEN, chat: TELEGRAM_FIXTURES.publicChat });
    expect(check.error).toMatchObject({ kind: 'no_permission', origin: 'http://127.0.0.1/*' });
    expect(sandbox.telegram.calls).toEqual([]);
  });
});

describe('Post now', () => {
  it('prepares an offer with the destination’s channel and disclosure, and posts it as one sendPhoto into the history', async () => {
    const { id } = await savedDestination();
    const offerId = await anOffer();
    const source = { kind: 'offer', offerId };
    const prepared = await send('posting.prepare', { destinationId: id, source, postId: 'p1' });
    const view = (await send('destinations.list', {})).data[0];
    const rendered = captionOf(prepared.data, view);
    expect(rendered.startsWith('#ad\n')).toBe(true);
    expect(new URL(prepared.data.link).searchParams.get('cid')).toBe(String(FIXTURES.approvedChannelId));
    const caption = rendered.replace('\n', '\n<b>& ');
    const request = { destinationId: id, source, postId: 'p1', attemptId: 'a1', caption, card: card(), title: 'T' };
    const sent = await send('posting.send', request);
    expect(sent.data).toMatchObject({ destinationName: 'Deals channel', messageId: 1 });
    expect(sent.data.postUrl).toBe('https://t.me/sandbox_deals/1');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.sent).toContain('&lt;b&gt;&amp; ');
    expect(posts()[0]!.text.startsWith('#ad\n<b>& ')).toBe(true);
    expect(posts()[0]!.replyMarkup).toEqual({ inline_keyboard: [[{ text: 'Buy now', url: prepared.data.link }]] });
    const history = await send('history.read', {});
    expect(history.data.entries).toEqual([
      expect.objectContaining({
        source: 'posting',
        link: prepared.data.link,
        posted: { destination: 'Deals channel', messageId: 1, postUrl: 'https://t.me/sandbox_deals/1' },
      }),
    ]);
  });

  it('sends one post for one press: pressed twice at once, and asked again after it was sent', async () => {
    const { id } = await savedDestination();
    const request = { destinationId: id, source: { kind: 'offer', offerId: await anOffer() }, postId: 'p2' };
    const press = { ...request, attemptId: 'a2', caption: '#ad\nRice', card: null, title: 'Rice' };
    const [first, second] = await Promise.all([send('posting.send', press), send('posting.send', press)]);
    const third = await send('posting.send', press);
    expect(first.data.messageId).toBe(1);
    expect(second.data).toEqual(first.data);
    expect(third.data).toEqual(first.data);
    expect(sandbox.telegram.calls.filter((c) => c.method === 'sendMessage')).toHaveLength(1);
  });

  it('never posts again when a restarted worker is asked for a press that stopped mid-way', async () => {
    const { id } = await savedDestination();
    const request = { destinationId: id, source: { kind: 'offer', offerId: await anOffer() }, postId: 'p3' };
    const press = { ...request, attemptId: 'a3', caption: '#ad\nRice', card: card(), title: 'Rice' };
    sandbox.telegram.hold();
    const stopped = send('posting.send', press);
    await sandbox.telegram.held();
    const restarted = start();
    const again = await send('posting.send', press, restarted);
    expect(again.error.message).toMatch(/unknown\. Check the chat/);
    sandbox.telegram.release();
    await stopped;
    expect(sandbox.telegram.calls.filter((c) => c.method === 'sendPhoto')).toHaveLength(1);
    expect(posts()).toHaveLength(1);
  });

  it('waits a 429’s retry_after and tries exactly once more', async () => {
    const { id } = await savedDestination();
    sandbox.telegram.tooMany(1, 0);
    const request = {
      destinationId: id,
      source: { kind: 'link', url: 'https://www.kiranabasket.in/rice' },
      postId: 'p4',
    };
    const sent = await send('posting.send', {
      ...request,
      attemptId: 'a4',
      caption: '#ad\nRice',
      card: null,
      title: 'Rice',
    });
    expect(sent.data.messageId).toBe(1);
    expect(sandbox.telegram.calls.filter((c) => c.method === 'sendMessage').map((c) => c.status)).toEqual([429, 200]);
  });

  it('splits a caption too long for the photo: a short caption with the link and disclosure, then the whole text', async () => {
    const { id } = await savedDestination();
    const request = { destinationId: id, source: { kind: 'offer', offerId: await anOffer() }, postId: 'p5' };
    const caption = `#ad\n${'Long words 😀 '.repeat(120)}`;
    const sent = await send('posting.send', { ...request, attemptId: 'a5', caption, card: card(), title: 'Rice' });
    expect(sent.data).toMatchObject({ messageId: 1, followUpId: 2 });
    const [photo, message] = posts();
    expect(photo!.text.startsWith('#ad\nRice\nhttps://')).toBe(true);
    expect(message!.text).toBe(caption.trim());
  });

  it('never lets the token into an answer, a log or storage.sync, whatever fails', async () => {
    const { id } = await savedDestination();
    await send('destinations.check', { id, chat: TELEGRAM_FIXTURES.unknownChat });
    await send('destinations.check', { botToken: TELEGRAM_BOTS.notAdmin.token, chat: TELEGRAM_FIXTURES.publicChat });
    await send('posting.send', {
      destinationId: id,
      source: { kind: 'link', url: 'https://www.kiranabasket.in/' },
      postId: 'p6',
      attemptId: 'a6',
      caption: 'x'.repeat(5000),
      card: null,
      title: 'x',
    });
    console.error('A failure quoting', new Error(`token ${TOKEN}`));
    expect(answers.length).toBeGreaterThan(3);
    for (const text of [...answers, ...logged, JSON.stringify(await fakeBrowser.storage.sync.get(null))]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(TOKEN.split(':')[1]);
    }
    expect(logged.join('\n')).toContain(`••••${TOKEN.slice(-4)}`);
  });
});
