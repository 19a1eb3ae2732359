// The Firefox suite's harness: one sandbox and one Firefox ESR with the built Firefox extension (.output/firefox-mv2)
// for the whole run, and each test file starts from a clean world: the extension installed afresh, one blank tab, the
// sandbox back to its seeded state. A new feature's Firefox test is one file:
//
//   const ff = useFirefox();
//   test('…', async () => {
//     await ff.saveKey(ff.sandbox.keys.inrLegacy.key);
//     const popup = await ff.openPopup('https://www.kiranabasket.in/');
//     await ff.fill(popup, 'Sub ID 1', 'newsletter');
//     expect(ff.requests('/links/convert').at(-1)?.body).toMatchObject({ subid: 'newsletter' });
//   });
//
// Tests of one file share the browser and the sandbox, so they run in order and may build on each other; the
// sandbox's request log is cleared before each test.
import type { ElementHandle, Page } from 'puppeteer-core';
import { beforeAll, beforeEach, expect } from 'vitest';
import type { LoggedRequest } from '../../sandbox/controls/request-log';
import { type SandboxHandle, startSandbox } from '../../sandbox/server';
import { idbRecords } from '../../scripts/idb-records';
import { type LaunchedFirefox, launchFirefox, pressExtensionShortcut } from '../../scripts/launch-firefox';
import { findNamedInPage } from './find-named';

// Functions given to evaluate() run inside the extension's pages, where Firefox's `browser` exists.
declare const browser: typeof import('@wxt-dev/browser').browser;

export interface FirefoxSuite {
  readonly sandbox: SandboxHandle;
  readonly firefox: LaunchedFirefox;
  /** An extension page in a new tab, loaded: `options.html#account`. */
  openPage(path: string): Promise<Page>;
  /** `popup.html?url=<url>` in a new tab. */
  openPopup(url: string): Promise<Page>;
  /** A web page in a new tab (merchant hosts are served by the sandbox). */
  openTab(url: string): Promise<Page>;
  /**
   * Runs `fn` in an extension page of its own (the options page in a background tab), where `browser.*` has the
   * extension's permissions: tabs, browserAction, contextMenus, commands, storage, runtime messaging.
   */
  inExtension<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<Awaited<R>>;
  /** Sends a message to the background as the extension's pages do, and returns its answer. */
  send(name: string, request: unknown): Promise<{ ok: boolean; data?: unknown; error?: unknown }>;
  /** What the clipboard holds (read in an extension page: web pages on plain http have no navigator.clipboard). */
  readClipboard(): Promise<string>;
  /** Saves an API key for the sandbox through the background's own `account.save` (the real /ping check). */
  saveKey(apiKey: string): Promise<void>;
  /** Requests the sandbox received for `path` (e.g. "/links/convert"), oldest first. */
  requests(path?: string, method?: string): LoggedRequest[];
  /**
   * Presses a shortcut the extension declared, e.g. "Alt+Shift+L", in the browser window (Firefox's own key
   * binding for the extension's command fires, as from the keyboard). Fails if Firefox bound no such key.
   */
  pressShortcut(shortcut: string): Promise<void>;
  /**
   * Opens the real toolbar popup on the active tab (closing one left open: Firefox opens one panel at a time) and
   * waits until its document exists. Its document is not a tab puppeteer drives: check what it did in requests().
   */
  openToolbarPopup(): Promise<void>;
  /** The toolbar button's badge text and tooltip on the first tab whose url starts with `urlPrefix`. */
  badgeOf(urlPrefix: string): Promise<{ text: string; title: string }>;
  /** The control named `name` (its accessible name, exactly; see ../shared/ui-contract.md), once it is there. */
  named(page: Page, name: string, role?: string): Promise<ElementHandle<Element>>;
  fill(page: Page, name: string, value: string, role?: string): Promise<void>;
  click(page: Page, name: string, role?: string): Promise<void>;
  /** Opens the disclosure (`<details>`) whose summary starts with `label`, as a click on it would. */
  disclose(page: Page, label: string): Promise<void>;
  /** The value (inputs) or text (anything else) of the control named `name`, once it is there. */
  valueOf(page: Page, name: string, role?: string): Promise<string>;
  /** The text of every element with `role` (e.g. "alert", "status") on the page. */
  textsOf(page: Page, role: string): Promise<string[]>;
}

interface World {
  sandbox: SandboxHandle;
  firefox: LaunchedFirefox;
}

// The files run one after another in one process that keeps its modules (vitest.firefox.config.ts), so this outlives
// each file: a Firefox start was 8 s of each file's time on two cores. Puppeteer closes the browser as the process
// exits; a world that failed to start is tried again by the next file.
let shared: Promise<World> | null = null;

function sharedWorld(): Promise<World> {
  if (!shared) {
    const starting = (async () => {
      const sandbox = await startSandbox({ port: 0, quiet: true });
      try {
        return { sandbox, firefox: await launchFirefox({ proxyPort: Number(new URL(sandbox.origin).port) }) };
      } catch (error) {
        await sandbox.close();
        throw error;
      }
    })();
    shared = starting;
    starting.catch(() => {
      if (shared === starting) shared = null;
    });
  }
  return shared;
}

/** One blank tab, the extension installed afresh, the sandbox seeded again. */
async function freshWorld(): Promise<World> {
  const world = await sharedWorld();
  const { browser } = world.firefox;
  const blank = await browser.newPage();
  for (const page of await browser.pages()) if (page !== blank) await page.close();
  await world.firefox.reinstall();
  world.sandbox.reset();
  return world;
}

/** Call at the top of a test file: its tests get the run's sandbox and Firefox, cleaned for the file. */
export function useFirefox(): FirefoxSuite {
  let sandbox: SandboxHandle | undefined;
  let firefox: LaunchedFirefox | undefined;
  let probe: Page | undefined;

  beforeAll(async () => {
    ({ sandbox, firefox } = await freshWorld());
    // The background opens its first stores as it starts: a database may be there, but holds nothing yet.
    const left = {
      storage: await suite.inExtension(async () => Object.keys(await browser.storage.local.get(null))),
      records: await suite.inExtension(idbRecords, false),
    };
    if (left.storage.length || left.records.length) {
      throw new Error(`The reinstalled extension is not clean: ${JSON.stringify(left)}`);
    }
  }, 60_000);
  beforeEach(() => {
    sandbox?.clearRequests();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} did not start (see the beforeAll error above)`);
    return value;
  };

  const suite: FirefoxSuite = {
    get sandbox() {
      return need(sandbox, 'The sandbox');
    },
    get firefox() {
      return need(firefox, 'Firefox');
    },
    openPage: (path) => suite.firefox.openExtensionPage(path),
    openPopup: (url) => suite.firefox.openExtensionPage(`popup.html?url=${encodeURIComponent(url)}`),
    async openTab(url) {
      const page = await suite.firefox.browser.newPage();
      await page.goto(url, { timeout: 15_000 });
      return page;
    },
    async inExtension(fn, ...args) {
      if (!probe || probe.isClosed()) probe = await suite.openPage('options.html#account');
      // biome-ignore lint/suspicious/noExplicitAny: puppeteer's evaluate typing does not follow a generic fn
      return probe.evaluate(fn as any, ...args) as any;
    },
    send: (name, request) =>
      suite.inExtension((n: string, r: unknown) => browser.runtime.sendMessage({ name: n, request: r }), name, request),
    readClipboard: () => suite.inExtension(() => navigator.clipboard.readText()),
    async saveKey(apiKey) {
      const result = await suite.send('account.save', { apiKey, baseUrl: suite.sandbox.baseUrl });
      expect(result, 'account.save through the background').toMatchObject({ ok: true });
    },
    requests: (path, method) =>
      suite.sandbox.requests().filter((r) => (!path || r.path === path) && (!method || r.method === method)),
    pressShortcut: (shortcut) => pressExtensionShortcut(suite.firefox, shortcut),
    async openToolbarPopup() {
      type View = { close(): void; location: { pathname: string } };
      const popups = () =>
        suite.inExtension(() =>
          (browser.extension.getViews({ type: 'popup' }) as unknown as View[]).map((w) => w.location.pathname),
        );
      await suite.inExtension(() => {
        for (const view of browser.extension.getViews({ type: 'popup' }) as unknown as View[]) view.close();
      });
      await expect.poll(popups).toEqual([]);
      await suite.inExtension(() => (browser.browserAction as unknown as { openPopup(): Promise<void> }).openPopup());
      await expect.poll(popups).toEqual(['/popup.html']);
    },
    badgeOf: (urlPrefix) =>
      suite.inExtension(async (prefix: string) => {
        const tab = (await browser.tabs.query({})).find((t) => t.url?.startsWith(prefix));
        if (tab?.id === undefined) throw new Error(`no tab at ${prefix}`);
        // Firefox's MV2 namespace returns promises; the shared types describe Chrome's callbacks.
        const action = browser.browserAction as unknown as {
          getBadgeText(details: { tabId: number }): Promise<string>;
          getTitle(details: { tabId: number }): Promise<string>;
        };
        return {
          text: await action.getBadgeText({ tabId: tab.id }),
          title: await action.getTitle({ tabId: tab.id }),
        };
      }, urlPrefix),
    async named(page, name, role) {
      const handle = await page.waitForFunction(findNamedInPage, { timeout: 8_000, polling: 50 }, name, role ?? null);
      return handle as ElementHandle<Element>;
    },
    async fill(page, name, value, role) {
      const handle = await suite.named(page, name, role);
      // Replace what is there, as a person selecting all and typing would.
      await handle.evaluate((el) => (el as HTMLInputElement).select());
      await handle.type(value);
      await handle.dispose();
    },
    async click(page, name, role) {
      const handle = await suite.named(page, name, role);
      await handle.click();
      await handle.dispose();
    },
    async disclose(page, label) {
      const summary = await page.waitForFunction(
        (text: string) =>
          [...document.querySelectorAll('details > summary')].find((s) => s.textContent?.trim().startsWith(text)),
        { timeout: 8_000, polling: 50 },
        label,
      );
      await (summary as ElementHandle<Element>).click();
      await summary.dispose();
    },
    async valueOf(page, name, role) {
      const handle = await suite.named(page, name, role);
      const value = await handle.evaluate((el) =>
        el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? '').trim(),
      );
      await handle.dispose();
      return value;
    },
    textsOf: (page, role) =>
      page.evaluate(
        (r: string) => [...document.querySelectorAll(`[role="${r}"]`)].map((el) => el.textContent?.trim() ?? ''),
        role,
      ),
  };
  return suite;
}
