// The set-up the background tests over HTTP share (queue, deals): the real background against the sandbox's API and
// Telegram, with the test's clock, and messages sent as Options sends them. `backgroundPerTest` is the whole set-up
// of such a file; the parts below it serve a file that builds its own.
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BackgroundDeps } from '../../entrypoints/background/create-background';
import { telegramSandboxRecord } from '../../lib/posting/telegram-base';
import { FIXTURES } from '../../sandbox/fixtures';
import { DEMO_KEYS } from '../../sandbox/keys';
import type { SandboxHandle } from '../../sandbox/server';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES } from '../../sandbox/telegram/fixtures';
import { ownPage } from '../core/background/harness';
import {
  type TestBackground as Background,
  type TestStores as BackgroundStores,
  freshStores,
  testBackground,
} from './background-deps';

/** A background over `stores` that reaches the sandbox: the real fetch, `now`, no retries, every short-link host
 * allowed (`hop`: how short links redirect, for a test that follows one). */
export function sandboxBackground(
  stores: BackgroundStores,
  now: () => number,
  hop?: NonNullable<BackgroundDeps['shortLinks']['hop']>,
  telegram?: BackgroundDeps['telegram'],
): Background {
  return testBackground({
    stores,
    fetch: globalThis.fetch,
    now,
    transport: { maxRetries: 0, sleep: async () => {} },
    telegram,
    shortLinks: { hasPermission: async () => true, ...(hop ? { hop } : {}) },
  });
}

/** Before each test: warnings quiet, every host permission granted (the sandbox itself is reset by `sandboxForFile`). */
export function quietWorld(): void {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  fakeBrowser.permissions.contains = (async () => true) as never;
}

/** The sandbox's key saved through the background, and Telegram's API at the sandbox. */
export async function connectToSandbox(bg: Background, sandbox: SandboxHandle): Promise<void> {
  await bg.account.saveAccount({ apiKey: DEMO_KEYS.inrLegacy.key, baseUrl: sandbox.baseUrl });
  await telegramSandboxRecord.set(sandbox.origin);
}

// biome-ignore lint/suspicious/noExplicitAny: answers of several messages, read loosely in assertions
export type Answer = { ok: boolean; data?: any; error?: any };

/** A message as Options sends it, answered by `bg`. */
export async function sendFromOptions(bg: Background, name: string, request: unknown): Promise<Answer> {
  return (await bg.handleMessage({ name, request }, ownPage('/options.html'))) as Answer;
}

export interface BackgroundOverSandbox {
  /** This test's background (made before each test). */
  readonly bg: Background;
  /** Its stores, fresh for each test. */
  readonly stores: BackgroundStores;
  /** The background's time, set back to the file's starting time before each test; a test moves it. */
  clock: number;
  /** A second background over the same stores and clock: the worker started again. */
  restart(): Background;
  /** A message as Options sends it, answered by this test's background (or `background`). */
  send(name: string, request: unknown, background?: Background): Promise<Answer>;
}

/**
 * Before each test of the file: warnings quiet, host permissions granted, fresh stores, the clock at `startAt`, and
 * a background over them connected to `sandbox` (the sandbox key saved, Telegram at the sandbox); mocks restored
 * after. `hop` and `telegram` as for `sandboxBackground`. A spy on `fetch` that the background should use must be
 * set in a `beforeEach` registered before this call (the background takes `fetch` when it is made).
 */
export function backgroundPerTest(
  sandbox: SandboxHandle,
  startAt: number,
  options: { hop?: NonNullable<BackgroundDeps['shortLinks']['hop']>; telegram?: BackgroundDeps['telegram'] } = {},
): BackgroundOverSandbox {
  let bg: Background | undefined;
  let stores: BackgroundStores | undefined;
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the background is made before each test: read it inside a test');
    return value;
  };
  const world: BackgroundOverSandbox = {
    get bg() {
      return made(bg);
    },
    get stores() {
      return made(stores);
    },
    clock: startAt,
    restart: () => sandboxBackground(made(stores), () => world.clock, options.hop, options.telegram),
    send: (name, request, background) => sendFromOptions(background ?? made(bg), name, request),
  };
  beforeEach(async () => {
    quietWorld();
    world.clock = startAt;
    stores = freshStores();
    bg = world.restart();
    await connectToSandbox(bg, sandbox);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return world;
}

type SendAs = (name: string, request: unknown) => Promise<Answer>;

/**
 * A Telegram destination to the sandbox's good bot and public chat, saved through `send` (`fields` change any of
 * its fields); its id. A refused save fails the test with the background's error.
 */
export async function saveTelegramDestination(send: SendAs, fields: Record<string, unknown> = {}): Promise<string> {
  const saved = await send('destinations.save', {
    name: 'Public deals',
    sendsTo: 'telegram',
    botToken: TELEGRAM_BOTS.good.token,
    chat: TELEGRAM_FIXTURES.publicChat,
    channelId: FIXTURES.approvedChannelId,
    shorten: false,
    template: '{title}\n{link}',
    disclosure: '#ad',
    addDisclosure: true,
    hashtags: '',
    ...fields,
  });
  if (!saved.ok) throw new Error(`destinations.save: ${JSON.stringify(saved.error)}`);
  return saved.data.id as string;
}

/**
 * The queue's settings of a destination in India's time: slots 5 minutes apart from 09:00 to 21:00, nothing asked
 * before posting, no ended-deal marks, no digest (`settings` change any). A refused change fails the test.
 */
export async function setQueueSettings(
  send: SendAs,
  destinationId: string,
  settings: Record<string, unknown> = {},
): Promise<void> {
  const set = await send('queue.settings', {
    timeZone: 'Asia/Kolkata',
    destinationId,
    settings: {
      minutesBetween: 5,
      activeFrom: '09:00',
      activeUntil: '21:00',
      askBeforePosting: false,
      markEnded: false,
      digest: false,
      digestAt: '21:00',
      ...settings,
    },
  });
  if (!set.ok) throw new Error(`queue.settings: ${JSON.stringify(set.error)}`);
}
