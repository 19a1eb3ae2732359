// The set-up the queue's and posting's background tests share: the real background against the sandbox's API and
// Telegram over HTTP, with the test's clock, and messages sent as Options sends them.
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BackgroundDeps } from '../../entrypoints/background/create-background';
import { telegramSandboxRecord } from '../../lib/posting/telegram-base';
import { DEMO_KEYS } from '../../sandbox/keys';
import type { SandboxHandle } from '../../sandbox/server';
import { ownPage } from '../core/background/harness';
import {
  type TestBackground as Background,
  type TestStores as BackgroundStores,
  testBackground,
} from '../support/background-deps';

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

/** Before each test: the sandbox as it starts, warnings quiet, every host permission granted. */
export function resetSandboxWorld(sandbox: SandboxHandle): void {
  sandbox.reset();
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
