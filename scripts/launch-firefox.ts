// Launches Debian's Firefox ESR with the built Firefox extension (.output/firefox-mv2) installed as a temporary
// add-on, driven by puppeteer-core over WebDriver BiDi (Playwright cannot drive a stock Firefox).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { firefoxPath } from './browser-paths';

/**
 * The extension's `moz-extension://` host. Firefox picks a random one per profile; the pref
 * `extensions.webextensions.uuids` fixes it, so tests know the pages' addresses before installing.
 */
export const FIREFOX_EXTENSION_UUID = '6f1c2a3e-0b7d-4c59-9a51-2e8f3d4c5b61';

export function firefoxExtensionDir(): string {
  const dir = resolve(process.env.FIREFOX_EXTENSION_DIR ?? '.output/firefox-mv2');
  if (!existsSync(join(dir, 'manifest.json'))) {
    throw new Error(`No Firefox build at ${dir}: run \`npm run build:firefox\` first.`);
  }
  return dir;
}

/** The add-on id the build declares (browser_specific_settings.gecko.id); without one Firefox makes one up. */
export function geckoId(dir: string): string {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const id: unknown = manifest.browser_specific_settings?.gecko?.id;
  if (typeof id !== 'string' || !id) {
    throw new Error(`${dir}/manifest.json has no browser_specific_settings.gecko.id: the Firefox build needs one.`);
  }
  return id;
}

export interface LaunchedFirefox {
  browser: Browser;
  /** `moz-extension://<uuid>` */
  origin: string;
  /** Opens an extension page (`options.html#account`, `popup.html?url=…`) in a new tab, once it has loaded. */
  openExtensionPage(path: string): Promise<Page>;
  /** Uninstalls the extension (its storage, IndexedDB and granted permissions go with it) and installs it again. */
  reinstall(): Promise<void>;
  close(): Promise<void>;
}

export interface FirefoxLaunchOptions {
  dir?: string;
  headless?: boolean;
  /**
   * Sends every plain-http request except 127.0.0.1/localhost through this local port, so merchant pages
   * (`http://www.kiranabasket.in/…`) are served by the sandbox with no network, as Chromium's host rules do.
   */
  proxyPort?: number;
  /** More about:config prefs. */
  prefs?: Record<string, unknown>;
}

export async function launchFirefox(opts: FirefoxLaunchOptions = {}): Promise<LaunchedFirefox> {
  const dir = opts.dir ?? firefoxExtensionDir();
  const id = geckoId(dir);
  const origin = `moz-extension://${FIREFOX_EXTENSION_UUID}`;
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: opts.headless ?? true,
    dumpio: process.env.FIREFOX_DUMPIO === '1',
    // WebDriver BiDi refuses to open moz-extension:// pages without it.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [id]: FIREFOX_EXTENSION_UUID }),
      // Lets a page read the clipboard back (navigator.clipboard.readText) without a paste prompt.
      'dom.events.testing.asyncClipboard': true,
      // browserAction.openPopup() without a click, so a test can open the real toolbar popup.
      'extensions.openPopupWithoutUserGesture.enabled': true,
      // Merchant pages are plain http on the sandbox: no https-first attempt first.
      'dom.security.https_first': false,
      ...(opts.proxyPort
        ? {
            'network.proxy.type': 1,
            'network.proxy.http': '127.0.0.1',
            'network.proxy.http_port': opts.proxyPort,
            'network.proxy.no_proxies_on': '127.0.0.1,localhost',
          }
        : {}),
      ...opts.prefs,
    },
  });
  let installed: string;
  try {
    installed = await browser.installExtension(dir);
  } catch (error) {
    await browser.close();
    throw error;
  }
  return {
    browser,
    origin,
    async reinstall() {
      await browser.uninstallExtension(installed);
      // Uninstalling forgets the extension's fixed host: give it back before installing again.
      await evaluateInChrome(
        browser,
        `Services.prefs.setStringPref('extensions.webextensions.uuids', ${JSON.stringify(JSON.stringify({ [id]: FIREFOX_EXTENSION_UUID }))})`,
      );
      installed = await browser.installExtension(dir);
    },
    async openExtensionPage(path) {
      const page = await browser.newPage();
      await openInPage(page, `${origin}/${path}`);
      return page;
    },
    close: () => browser.close(),
  };
}

/**
 * Loads a moz-extension:// address. Puppeteer never sees such a navigation finish (it waits until its timeout
 * and the page's url() stays about:blank), so give it a moment, then wait for the document itself.
 */
export async function openInPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { timeout: 500 }).catch(() => undefined);
  await page.waitForFunction(
    (expected: string) => location.href === expected && document.readyState === 'complete',
    { timeout: 10_000, polling: 50 },
    url,
  );
}

/**
 * Fires the extension's key binding for `shortcut` ("Alt+Shift+L") in the browser window. Keys typed into a page
 * over WebDriver BiDi never reach Firefox's own shortcuts, so this runs in the browser's chrome (allowed by
 * --remote-allow-system-access): it finds the <key> Firefox made for the extension's command and fires it.
 */
export async function pressExtensionShortcut(firefox: LaunchedFirefox, shortcut: string): Promise<void> {
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  const modifiers = parts.map((m) => m.toLowerCase()).sort();
  const expression = `(() => {
    const wanted = ${JSON.stringify({ key, modifiers })};
    const keys = [...document.querySelectorAll('keyset[id^="ext-keyset-id-"] > key')];
    const match = keys.find((k) => k.getAttribute('key') === wanted.key &&
      (k.getAttribute('modifiers') ?? '').split(',').filter(Boolean).sort().join(',') === wanted.modifiers.join(','));
    if (!match) return 'bound: ' + keys.map((k) => k.getAttribute('modifiers') + '+' + k.getAttribute('key')).join(', ');
    match.doCommand();
    return 'fired';
  })()`;
  const value = await evaluateInChrome(firefox.browser, expression);
  if (value !== 'fired') throw new Error(`Firefox has no extension key for ${shortcut} (${value})`);
}

/** Runs `expression` in the browser window's own chrome document (allowed by --remote-allow-system-access). */
async function evaluateInChrome(browser: Browser, expression: string): Promise<unknown> {
  // biome-ignore lint/suspicious/noExplicitAny: the BiDi connection is not part of puppeteer's typed API
  const connection = (browser as any).connection;
  const tree = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
  const window = tree.result.contexts.find((c: { url: string }) => c.url === 'chrome://browser/content/browser.xhtml');
  if (!window) throw new Error('No Firefox browser window to run in');
  const { result } = await connection.send('script.evaluate', {
    expression,
    target: { context: window.context },
    awaitPromise: false,
  });
  return result.type === 'success' ? result.result.value : JSON.stringify(result.exceptionDetails?.text);
}
