// @vitest-environment node
// Telegram's faults on Post now, named as what they are (issue 44, item 6), against the sandbox's Telegram over HTTP:
// a hung send ends at the time limit and is "outcome unknown", as is a 500 after Telegram posted, and neither lets the
// next press post a second copy; a chat that became a supergroup moves the destination after saying so; a kicked bot
// is said as such; a 429 asking for a day says when, without "tried again".
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { telegramSandboxRecord } from '../../lib/posting/telegram-base';
import { DEMO_KEYS } from '../../sandbox/keys';
import { type SandboxHandle, startSandbox } from '../../sandbox/server';
import { TELEGRAM_FIXTURES } from '../../sandbox/telegram/fixtures';
import { ownPage } from '../core/background/harness';
import { type TestBackground as Background, freshStores, testBackground } from '../support/background-deps';
import { saveTelegramDestination } from '../support/sandbox-background';

const TIME_LIMIT_MS = 300;
let sandbox: SandboxHandle;
let bg: Background;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
});
afterAll(() => sandbox.close());

beforeEach(async () => {
  sandbox.reset();
  for (const method of ['warn', 'error', 'info'] as const) vi.spyOn(console, method).mockImplementation(() => {});
  fakeBrowser.permissions.contains = (async () => true) as never;
  bg = testBackground({
    stores: freshStores(),
    fetch: globalThis.fetch,
    transport: { maxRetries: 0, sleep: async () => {} },
    telegram: { timeoutMs: TIME_LIMIT_MS, uploadTimeoutMs: TIME_LIMIT_MS },
  });
  await bg.account.saveAccount({ apiKey: DEMO_KEYS.inrLegacy.key, baseUrl: sandbox.baseUrl });
  await telegramSandboxRecord.set(sandbox.origin);
});
afterEach(() => {
  sandbox.telegram.release();
  vi.restoreAllMocks();
});

// biome-ignore lint/suspicious/noExplicitAny: answers of several messages, read loosely in assertions
type Answer = { ok: boolean; data?: any; error?: any };

async function send(name: string, request: unknown): Promise<Answer> {
  return (await bg.handleMessage({ name, request }, ownPage('/options.html'))) as Answer;
}

async function savedDestination(): Promise<string> {
  return saveTelegramDestination(send, { name: 'Deals channel' });
}

const press = (destinationId: string, attemptId: string) => ({
  destinationId,
  source: { kind: 'link', url: 'https://www.kiranabasket.in/p/basmati-rice-5kg' },
  postId: `post-${attemptId}`,
  attemptId,
  caption: '#ad\nRice',
  card: null,
  title: 'Rice',
});
const sends = () => sandbox.telegram.calls.filter((c) => c.method === 'sendMessage');

describe('Telegram faults on Post now', () => {
  it('ends a hung send at the time limit as outcome unknown; pressing again sends no second copy', async () => {
    const id = await savedDestination();
    sandbox.telegram.hold();
    const started = Date.now();
    const hung = await send('posting.send', press(id, 'hang'));
    expect(Date.now() - started).toBeLessThan(TIME_LIMIT_MS + 5000);
    expect(hung.error).toMatchObject({ kind: 'outcome_unknown' });
    expect(hung.error.message).toMatch(/whether it went out is unknown\. Check the chat/);
    sandbox.telegram.release();
    await expect.poll(() => sandbox.telegram.messages.length).toBe(1);
    const again = await send('posting.send', press(id, 'hang'));
    expect(again.error).toMatchObject({ kind: 'outcome_unknown' });
    expect(sends()).toHaveLength(1);
  });

  it('calls a 500 after Telegram posted "outcome unknown, check the chat", not failed; the next press posts nothing', async () => {
    const id = await savedDestination();
    sandbox.telegram.fault({ kind: 'error-after-post' });
    const first = await send('posting.send', press(id, 'five-hundred'));
    expect(first.error).toMatchObject({ kind: 'outcome_unknown' });
    expect(first.error.message).toMatch(/Check the chat/);
    expect(first.error.message).not.toMatch(/refused|failed/i);
    const again = await send('posting.send', press(id, 'five-hundred'));
    expect(again.error).toMatchObject({ kind: 'outcome_unknown' });
    expect(sends()).toHaveLength(1);
    expect(sandbox.telegram.messages).toHaveLength(1);
  });

  it('says a chat became a supergroup, then the destination posts to its new id', async () => {
    const id = await savedDestination();
    const newId = String(TELEGRAM_FIXTURES.privateChatId);
    sandbox.telegram.fault({ kind: 'migrated', to: TELEGRAM_FIXTURES.privateChatId });
    const moved = await send('posting.send', press(id, 'migrate'));
    expect(moved.error).toMatchObject({ kind: 'telegram', reason: 'migrated', status: 400 });
    expect(moved.error.message).toContain(newId);
    expect((await send('destinations.list', {})).data[0].chat).toBe(newId);
    const again = await send('posting.send', press(id, 'migrate'));
    expect(again.ok).toBe(true);
    expect(sandbox.telegram.messages.map((m) => String(m.chatId))).toEqual([newId]);
  });

  it('says the bot was kicked, not that Check connection failed', async () => {
    const id = await savedDestination();
    sandbox.telegram.fault({ kind: 'kicked' });
    const kicked = await send('posting.send', press(id, 'kicked'));
    expect(kicked.error).toMatchObject({ kind: 'telegram', reason: 'kicked', status: 403 });
    expect(kicked.error.message).toMatch(/bot was removed from @sandbox_deals/);
    expect(kicked.error.message).not.toMatch(/Check connection/);
  });

  it('says when to try after a 429 asking for a day, without "tried again" or "a minute"', async () => {
    const id = await savedDestination();
    sandbox.telegram.tooMany(1, 86_400);
    const before = Date.now();
    const limited = await send('posting.send', press(id, 'day'));
    expect(limited.error).toMatchObject({ kind: 'telegram', reason: 'rate_limited', status: 429 });
    expect(limited.error.message).not.toMatch(/tried again|a minute/);
    expect(limited.error.message).toMatch(/before \S+/);
    const retryAt = Date.parse(limited.error.retryAt);
    expect(retryAt - before).toBeGreaterThanOrEqual(86_400_000 - 1000);
    expect(retryAt - Date.now()).toBeLessThanOrEqual(86_400_000 + 1000);
    expect(sends()).toHaveLength(1);
  });
});
