// Each test gets its own sandbox (fresh seeded state, free port) and its own Chromium with the built extension.
import { test as base, expect, type Page } from '@playwright/test';
import { startSandbox } from '../../sandbox/server';
import { type LaunchedExtension, launchExtension, merchantHostArgs } from '../../scripts/launch-extension';

// Callbacks given to page.evaluate / serviceWorker.evaluate run inside the extension, where `chrome` exists.
declare const chrome: typeof import('@wxt-dev/browser').browser;

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

export interface Fixtures {
  sandbox: Sandbox;
  ext: LaunchedExtension;
  /** The options page, open at `#account`. */
  extensionPage: (path: string) => Promise<Page>;
  /** Saves an API key through the background's own `account.save` (the real /ping check). */
  saveKey: (apiKey: string) => Promise<void>;
  /** Opens `popup.html?url=<url>` in a tab. */
  openPopup: (url: string) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
  sandbox: async ({}, use) => {
    const sandbox = await startSandbox({ port: 0, quiet: true });
    await use(sandbox);
    await sandbox.close();
  },
  ext: async ({ sandbox }, use) => {
    const ext = await launchExtension({ extraArgs: merchantHostArgs(sandbox.origin) });
    await ext.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await use(ext);
    await ext.close();
  },
  extensionPage: async ({ ext }, use) => {
    await use(async (path: string) => {
      const page = await ext.context.newPage();
      await page.goto(`chrome-extension://${ext.extensionId}/${path}`);
      return page;
    });
  },
  saveKey: async ({ ext, sandbox }, use) => {
    await use((apiKey: string) => saveKeyIn(ext, sandbox, apiKey));
  },
  openPopup: async ({ ext }, use) => {
    await use(async (url: string) => {
      const page = await ext.context.newPage();
      await page.goto(`chrome-extension://${ext.extensionId}/popup.html?url=${encodeURIComponent(url)}`);
      return page;
    });
  },
});

export { expect };

/** A sandbox and a Chromium with the built extension, as the `sandbox` and `ext` fixtures start them. */
export async function startWorld(): Promise<{ sandbox: Sandbox; ext: LaunchedExtension; close: () => Promise<void> }> {
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const ext = await launchExtension({ extraArgs: merchantHostArgs(sandbox.origin) });
  return {
    sandbox,
    ext,
    close: async () => {
      await ext.close();
      await sandbox.close();
    },
  };
}

/** Saves an API key through the background's own `account.save` (the real /ping check). */
export async function saveKeyIn(ext: LaunchedExtension, sandbox: Sandbox, apiKey: string): Promise<void> {
  const page = await ext.context.newPage();
  await page.goto(`chrome-extension://${ext.extensionId}/options.html#account`);
  const result = await page.evaluate(
    ([key, baseUrl]) =>
      chrome.runtime.sendMessage({
        name: 'account.save',
        request: { apiKey: key, baseUrl },
      }),
    [apiKey, sandbox.baseUrl] as const,
  );
  expect(result, 'account.save through the background').toMatchObject({ ok: true });
  await page.close();
}

/** The API requests the sandbox received for `path` (e.g. "/links/convert"), oldest first. */
export function apiRequests(sandbox: Sandbox, path?: string, method?: string) {
  return sandbox.requests().filter((r) => (!path || r.path === path) && (!method || r.method === method));
}
