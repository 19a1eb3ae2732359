// Each Playwright worker keeps one sandbox and, per build of the extension a test asks for, one Chromium with it
// installed, and every test starts from a clean world: the extension as freshly installed (no storage, IndexedDB
// record, optional permission, alarm, notification, page or service-worker memory left; one blank tab: reset in
// place, or uninstalled and installed again when that leaves anything, see `cleanStart`) and the sandbox back to its
// seeded state with an empty request log. The production build
// (.output/chrome-mv3) is the default; a file about posting asks for the sandbox build with
// `test.use({ build: 'sandbox' })` (see SANDBOX_BUILD). A test that needs a browser of its own asks for one with
// `test.use({ ownBrowser: true })` (or launch options); it still shares the worker's sandbox.
import { resolve } from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { FIXTURES } from '../../../sandbox/fixtures';
import { type SandboxHandle, startSandbox } from '../../../sandbox/server';
import { idbRecords } from '../../../scripts/idb-records';
import {
  extensionDir,
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

/**
 * The sandbox build (`npm run build:sandbox`): the only one whose Bot API base may be the sandbox's fake Telegram (a
 * production build talks to api.telegram.org only), so the posting and queue files use it.
 */
export const SANDBOX_BUILD = resolve(process.env.SANDBOX_EXTENSION_DIR ?? '.output-sandbox/chrome-mv3-sandbox');

/**
 * The flags of every test's Chromium: the merchant hosts sent to the sandbox, and new tabs put into the renderer
 * processes already running where the browser allows it (an extension page into the extension's): starting a
 * renderer is most of a new tab's time on a 2-core machine (1.3 s instead of 1.7 s for an options page and a
 * second tab, loaded machine), and a test opens several.
 */
export function testBrowserArgs(sandboxOrigin: string): string[] {
  return [...merchantHostArgs(sandboxOrigin), '--renderer-process-limit=1'];
}

/** Which built extension a test runs: the production build (`npm run build`) or the sandbox build. */
export type Build = 'production' | 'sandbox';

function buildDir(build: Build): string {
  return build === 'sandbox' ? SANDBOX_BUILD : extensionDir();
}

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
  /** The build the test's browser runs (the shared one of the worker, or its own). */
  build: Build;
}

interface WorkerFixtures {
  world: SharedWorld;
}

/** A reused browser of one build; `dirty` once a test has used it since it was launched or reset. */
interface SharedBrowser {
  browser: ReinstallableExtension;
  dirty: boolean;
}

/** The worker's sandbox and its lazily launched, reused browsers (one per build asked for). */
class SharedWorld {
  private readonly browsers = new Map<Build, SharedBrowser>();

  constructor(readonly sandbox: Sandbox) {}

  /** Brings the browsers used since the last reset and then the sandbox back to their starting state. */
  async reset(testInfo: TestInfo): Promise<void> {
    for (const [build, shared] of this.browsers) {
      if (!shared.dirty) continue;
      try {
        await cleanStart(shared.browser, testInfo);
        shared.dirty = false;
      } catch (error) {
        // A browser that cannot be reset is replaced: the next test that needs one launches it.
        testInfo.annotations.push({ type: 'browser relaunched', description: String(error) });
        await this.closeBrowser(build);
      }
    }
    // After the extension's reset: its old worker can no longer reach the sandbox.
    this.sandbox.reset();
  }

  async extension(build: Build, testInfo: TestInfo): Promise<LaunchedExtension> {
    let shared = this.browsers.get(build);
    if (!shared) {
      const browser = await this.launch(build, testInfo);
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      shared = { browser, dirty: false };
      this.browsers.set(build, shared);
    }
    shared.dirty = true;
    const { browser } = shared;
    return {
      context: browser.context,
      extensionId: browser.extensionId,
      get serviceWorker() {
        return browser.serviceWorker;
      },
      // A test that closes the shared browser gets a new one in the next test.
      close: () => this.closeBrowser(build),
    };
  }

  /**
   * A new browser with the extension installed. A browser that fails to start is tried once more, and the failure
   * is kept on the test: CI once saw a fresh Chromium close 4 s into installing the extension, which no test here
   * could do anything about (hundreds of launches on this machine never repeated it).
   */
  private async launch(build: Build, testInfo: TestInfo): Promise<ReinstallableExtension> {
    const launch = () =>
      launchReinstallableExtension({ dir: buildDir(build), extraArgs: testBrowserArgs(this.sandbox.origin) });
    try {
      return await launch();
    } catch (error) {
      testInfo.annotations.push({ type: 'browser launch failed, tried again', description: String(error) });
      return launch();
    }
  }

  async closeBrowser(build: Build): Promise<void> {
    const shared = this.browsers.get(build);
    this.browsers.delete(build);
    await shared?.browser.close().catch(() => {});
  }

  async closeAll(): Promise<void> {
    for (const build of [...this.browsers.keys()]) await this.closeBrowser(build);
  }
}

/**
 * One blank tab, everything else closed, and the extension as freshly installed: reset in place (its data removed,
 * its worker restarted: `resetInPlace`), or, when that fails or leaves anything behind, uninstalled and installed
 * again. The in-place reset costs a third of a reinstall's CPU (on every uninstall Chromium forks its browser process
 * seven times to remove desktop shortcuts), a fifth of the suite's CPU on two cores.
 */
async function cleanStart(browser: ReinstallableExtension, testInfo: TestInfo): Promise<void> {
  const { context } = browser;
  const blank = await context.newPage();
  for (const page of context.pages()) if (page !== blank) await page.close();
  try {
    await browser.resetInPlace(blank);
    await expectClean(browser);
  } catch (error) {
    testInfo.annotations.push({ type: 'extension reinstalled', description: String(error) });
    await browser.reinstall();
    await expectClean(browser);
  }
}

/** Throws unless the extension keeps nothing: nothing in chrome.storage or IndexedDB, no
 * notification, no grant beyond the manifest's, no page or document of its own. */
async function expectClean(browser: ReinstallableExtension): Promise<void> {
  const left = await browser.serviceWorker.evaluate(async () => {
    const required = chrome.runtime.getManifest().host_permissions ?? [];
    const contexts = await chrome.runtime.getContexts({});
    return {
      storage: [
        ...Object.keys(await chrome.storage.local.get(null)),
        ...Object.keys(await chrome.storage.session.get(null)),
        ...Object.keys(await chrome.storage.sync.get(null)),
      ],
      origins: ((await chrome.permissions.getAll()).origins ?? []).filter((o) => !required.includes(o)),
      notifications: Object.keys(await chrome.notifications.getAll()),
      contexts: contexts.filter((c) => c.contextType !== 'BACKGROUND').map((c) => c.contextType),
    };
  });
  const records = await browser.serviceWorker.evaluate(idbRecords, false);
  if (records.length || Object.values(left).some((found) => found.length > 0)) {
    throw new Error(`The extension is not clean: ${JSON.stringify({ ...left, records })}`);
  }
  const extensionPages = browser.context.pages().filter((p) => p.url().startsWith('chrome-extension://'));
  if (extensionPages.length) throw new Error(`Extension pages outlived the reset: ${extensionPages.length}`);
}

/**
 * Runs a set-up step (a browser launched, or the worker's reset) without counting it against the test's timeout:
 * the first test of a worker would otherwise pay for the browser's start, which on a loaded machine took a third of
 * the limit before the test itself had begun. For a file's own fixtures that launch a browser too.
 */
export async function setUp<T>(testInfo: TestInfo, step: () => Promise<T>): Promise<T> {
  const start = Date.now();
  const result = await step();
  if (testInfo.timeout > 0) testInfo.setTimeout(testInfo.timeout + (Date.now() - start));
  return result;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const world = new SharedWorld(await startSandbox({ port: 0, quiet: true }));
      await use(world);
      await world.closeAll();
      await world.sandbox.close();
    },
    { scope: 'worker' },
  ],
  ownBrowser: [false, { option: true }],
  build: ['production', { option: true }],
  sandbox: async ({ world }, use, testInfo) => {
    await setUp(testInfo, () => world.reset(testInfo));
    await use(world.sandbox);
  },
  ext: async ({ world, sandbox, ownBrowser, build }, use, testInfo) => {
    if (ownBrowser === false) {
      await use(await setUp(testInfo, () => world.extension(build, testInfo)));
      return;
    }
    const options = ownBrowser === true ? {} : ownBrowser;
    const ext = await launchExtension({
      ...options,
      dir: buildDir(build),
      extraArgs: [...testBrowserArgs(sandbox.origin), ...(options.extraArgs ?? [])],
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
  const ext = await launchExtension({ extraArgs: testBrowserArgs(sandbox.origin) });
  return {
    sandbox,
    ext,
    close: async () => {
      await ext.close();
      await sandbox.close();
    },
  };
}

/** Saves an API key through the background's own `account.save` (the real /ping check), then waits for its campaign index. */
export async function saveKeyIn(ext: LaunchedExtension, sandbox: Sandbox, apiKey: string): Promise<void> {
  // The lightest page of the extension's origin (the background answers its own pages only): the options page
  // would load and render a whole section first.
  const page = await ext.context.newPage();
  await page.goto(`chrome-extension://${ext.extensionId}/manifest.json`);
  const result = await page.evaluate(
    ([key, baseUrl]) =>
      chrome.runtime.sendMessage({
        name: 'account.save',
        request: { apiKey: key, baseUrl },
      }),
    [apiKey, sandbox.baseUrl] as const,
  );
  expect(result, 'account.save through the background').toMatchObject({ ok: true });
  // The campaign index is built for the new key a moment after the save: a test that opens the popup at once would
  // otherwise race it (a person takes longer than that to reach a merchant page).
  await expect
    .poll(
      () =>
        page.evaluate(
          (url) => chrome.runtime.sendMessage({ name: 'site.info', request: { url } }),
          FIXTURES.openCampaignUrl,
        ),
      { message: 'the campaign index built for the saved key', timeout: 20_000 },
    )
    .toMatchObject({ ok: true, data: { indexedAt: expect.any(String) } });
  await page.close();
}

/** The API requests the sandbox received for `path` (e.g. "/links/convert"), oldest first. */
export function apiRequests(sandbox: Sandbox, path?: string, method?: string) {
  return sandbox.requests().filter((r) => (!path || r.path === path) && (!method || r.method === method));
}
