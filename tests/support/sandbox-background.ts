// The set-up the background tests over HTTP share (queue, deals): the real background against the sandbox's API and
// Telegram, with the test's clock, and messages sent as Options sends them. `backgroundPerTest` is the whole set-up
// of such a file; the parts below it serve a file that builds its own.
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BackgroundDeps } from '../../entrypoints/background/create-background';
import { telegramSandboxRecord } from '../../lib/posting/telegram-base';
import { DEMO_KEYS } from '../../sandbox/keys';
import type { SandboxHandle } from '../../sandbox/server';
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
