// Each Playwright worker keeps one sandbox and one Chromium with the built extension, and every test starts from a
// clean world: the extension freshly installed (uninstalled and installed again over CDP: no storage, IndexedDB,
// optional permissions, alarms, notifications, menus or service-worker memory left; one blank tab) and the sandbox
// back to its seeded state with an empty request log. A test that needs a browser of its own asks for one with
// `test.use({ ownBrowser: true })` (or launch options); it still shares the worker's sandbox.
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { type SandboxHandle, startSandbox } from '../../../sandbox/server';
import {
  type LaunchedExtension,
  type LaunchOptions,
  launchExtension,
  launchReinstallableExtension,
  merchantHostArgs,
  type ReinstallableExtension,
} from '../../../scripts/launch-extension';

// Callbacks given to page.evaluate / serviceWorker.evaluate run inside the extension, where `chrome` exists.
declare const chrome: typeof import('@wxt-dev/browser').browser;

type Sandbox = SandboxHandle;

export interface Fixtures {
  sandbox: Sandbox;
  ext: LaunchedExtension;
  /** The options page, open at `#account`. */
  extensionPage: (path: string) => Promise<Page>;
  /** Saves an API key through the background's own `account.save` (the real /ping check). */
  saveKey: (apiKey: string) => Promise<void>;
  /** Opens `popup.html?url=<url>` in a tab. */
  openPopup: (url: string) => Promise<Page>;
  /**
   * A Chromium for this test alone instead of the worker's shared one: `true`, or launch options (different
   * flags, a kept profile…). Its merchant hosts still go to the worker's sandbox.
   */
  ownBrowser: boolean | Omit<LaunchOptions, 'dir'>;
}

interface WorkerFixtures {
  world: SharedWorld;
}

/** The worker's sandbox and its lazily launched, reused browser. */
class SharedWorld {
  private browser: ReinstallableExtension | null = null;
  /** A test has used the browser since it was launched or reset. */
  private dirty = false;

  constructor(readonly sandbox: Sandbox) {}

  /** Brings the browser (if there is one) and then the sandbox back to their starting state. */
  async reset(testInfo: TestInfo): Promise<void> {
    if (this.browser && this.dirty) {
      try {
        await freshInstall(this.browser);
        this.dirty = false;
      } catch (error) {
        // A browser that cannot be reset is replaced: the next test that needs one launches it.
        testInfo.annotations.push({ type: 'browser relaunched', description: String(error) });
        await this.closeBrowser();
      }
    }
    // After the extension's reset: its old worker can no longer reach the sandbox.
    this.sandbox.reset();
  }

  async extension(testInfo: TestInfo): Promise<LaunchedExtension> {
    if (!this.browser) {
      this.browser = await this.launch(testInfo);
      await this.browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    }
    this.dirty = true;
    const browser = this.browser;
    return {
      context: browser.context,
      extensionId: browser.extensionId,
      get serviceWorker() {
        return browser.serviceWorker;
      },
      // A test that closes the shared browser gets a new one in the next test.
      close: () => this.closeBrowser(),
    };
  }

  /**
   * A new browser with the extension installed. A browser that fails to start is tried once more, and the failure
   * is kept on the test: CI once saw a fresh Chromium close 4 s into installing the extension, which no test here
   * could do anything about (hundreds of launches on this machine never repeated it).
   */
  private async launch(testInfo: TestInfo): Promise<ReinstallableExtension> {
    const launch = () => launchReinstallableExtension({ extraArgs: merchantHostArgs(this.sandbox.origin) });
    try {
      return await launch();
    } catch (error) {
      testInfo.annotations.push({ type: 'browser launch failed, tried again', description: String(error) });
      console.warn(`The test browser failed to start, trying once more: ${String(error)}`);
      return launch();
    }
  }

  async closeBrowser(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    this.dirty = false;
    await browser?.close().catch(() => {});
  }
}

/** One blank tab, everything else closed, then the extension uninstalled and installed again. */
async function freshInstall(browser: ReinstallableExtension): Promise<void> {
  const { context } = browser;
  const blank = await context.newPage();
  for (const page of context.pages()) if (page !== blank) await page.close();
  await browser.reinstall();
  const left = await browser.serviceWorker.evaluate(async () => ({
    storage: Object.keys(await chrome.storage.local.get(null)),
    origins: (await chrome.permissions.getAll()).origins ?? [],
    notifications: Object.keys(await chrome.notifications.getAll()),
  }));
  const required = ['http://127.0.0.1/*', 'http://localhost/*'];
  if (left.storage.length || left.notifications.length || left.origins.some((o) => !required.includes(o))) {
    throw new Error(`The reinstalled extension is not clean: ${JSON.stringify(left)}`);
  }
  const extensionPages = context.pages().filter((p) => p.url().startsWith('chrome-extension://'));
  if (extensionPages.length) throw new Error(`Extension pages outlived the reinstall: ${extensionPages.length}`);
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const world = new SharedWorld(await startSandbox({ port: 0, quiet: true }));
      await use(world);
      await world.closeBrowser();
      await world.sandbox.close();
    },
    { scope: 'worker' },
  ],
  ownBrowser: [false, { option: true }],
  sandbox: async ({ world }, use, testInfo) => {
    await world.reset(testInfo);
    await use(world.sandbox);
  },
  ext: async ({ world, sandbox, ownBrowser }, use, testInfo) => {
    if (ownBrowser === false) {
      await use(await world.extension(testInfo));
      return;
    }
    const options = ownBrowser === true ? {} : ownBrowser;
    const ext = await launchExtension({
      ...options,
      extraArgs: [...merchantHostArgs(sandbox.origin), ...(options.extraArgs ?? [])],
    });
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

/** A sandbox and a Chromium with the built extension, for a file that keeps its own (see a11y.spec.ts). */
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
