// Launches Debian's Chromium with the built extension loaded: shared by the e2e tests, the demo and the benchmark.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Logger, type Page, type Worker } from '@playwright/test';
import { chromiumPath } from './browser-paths';
import { idbRecords } from './idb-records';
import { watchWorkerStatus } from './worker-status';

export { chromiumPath };

// Callbacks given to a worker's evaluate run inside the extension, where `chrome` exists.
declare const chrome: typeof import('@wxt-dev/browser').browser;

export function extensionDir(): string {
  const dir = resolve(process.env.EXTENSION_DIR ?? '.output/chrome-mv3');
  if (!existsSync(join(dir, 'manifest.json'))) {
    throw new Error(`No built extension at ${dir}: run \`npm run build\` first.`);
  }
  return dir;
}

/**
 * Chromium flags that send every other host name to the sandbox, which answers with a merchant's product page,
 * so `http://www.<merchant-domain>/…` opens in a tab with no network.
 */
export function merchantHostArgs(sandboxOrigin: string): string[] {
  const { host } = new URL(sandboxOrigin);
  return [`--host-resolver-rules=MAP * ${host}, EXCLUDE 127.0.0.1, EXCLUDE localhost`];
}

export interface LaunchedExtension {
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

export interface LaunchOptions {
  headless?: boolean;
  /** The unpacked extension; defaults to extensionDir(). */
  dir?: string;
  /** More Chromium flags, e.g. `--host-resolver-rules=…` to serve merchant domains from the sandbox. */
  extraArgs?: string[];
  viewport?: { width: number; height: number };
  /** A profile directory to use (and keep on close): launching again on it is the same browser profile restarted. */
  profile?: string;
}

/** Chromium's flags for a test browser; `load` adds the extension at start (`--load-extension`). */
export function chromiumArgs(dir: string, extraArgs: string[] = [], load = true): string[] {
  return [
    `--disable-extensions-except=${dir}`,
    ...(load ? [`--load-extension=${dir}`] : ['--enable-unsafe-extension-debugging']),
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    // The machine has no network but the registries: keep Chromium from trying its own services.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-features=Translate,OptimizationHints,MediaRouter,HttpsUpgrades',
    ...extraArgs,
  ];
}

/** The browser process's last log lines (its output and how it exited), to explain a browser that died. */
class BrowserLog {
  private readonly lines: string[] = [];
  readonly logger: Logger = {
    isEnabled: (name) => name === 'browser',
    log: (_name, _severity, message) => {
      this.lines.push(String(message));
      if (this.lines.length > 30) this.lines.shift();
    },
  };

  /** `error` with the log's tail added to its message. */
  explain(error: unknown): Error {
    const base = error instanceof Error ? error : new Error(String(error));
    base.message += `\nThe browser's last log lines:\n${this.lines.join('\n')}`;
    return base;
  }
}

/**
 * The desktop-integration tools Chromium runs on Linux (xdg-utils), as commands that do nothing. On every
 * uninstall of an extension Chromium removes the app launcher and icons it could have made for it, by running
 * `xdg-desktop-menu` once and `xdg-icon-resource` once per icon size: shell scripts that start ~100 processes
 * (sed, grep, rm…), measured at 12 % of the e2e run's CPU on two cores, where the tests reinstall the extension
 * before each test. A browser on a throw-away profile has no business in the person's menu or icon theme anyway.
 */
function noDesktopIntegration(): string {
  const dir = join(tmpdir(), 'ext-no-xdg');
  for (const tool of ['xdg-desktop-menu', 'xdg-icon-resource']) {
    const file = join(dir, tool);
    if (existsSync(file)) continue;
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: the e2e workers start browsers at the same time.
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, '#!/bin/sh\nexit 0\n');
    chmodSync(aside, 0o755);
    renameSync(aside, file);
  }
  return dir;
}

function launchContext(
  opts: LaunchOptions,
  profile: string,
  args: string[],
  log?: BrowserLog,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: opts.headless ?? true,
    viewport: opts.viewport ?? { width: 1100, height: 800 },
    args,
    env: { ...process.env, PATH: `${noDesktopIntegration()}:${process.env.PATH ?? ''}` },
    ...(log ? { logger: log.logger } : {}),
  });
}

export async function launchExtension(opts: LaunchOptions = {}): Promise<LaunchedExtension> {
  const dir = opts.dir ?? extensionDir();
  const profile = opts.profile ?? mkdtempSync(join(tmpdir(), 'ext-profile-'));
  const context = await launchContext(opts, profile, chromiumArgs(dir, opts.extraArgs));
  const serviceWorker =
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(serviceWorker.url()).host;
  return {
    context,
    extensionId,
    serviceWorker,
    async close() {
      await context.close();
      if (!opts.profile) rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A new browser profile in which the person already allowed the optional host permissions `origins` (as after
 * answering Allow on an earlier run: Chromium keeps them in the profile's Preferences). A headless permission prompt
 * is never shown, so tests and the benchmark write the answer where the browser keeps it; launch on the profile
 * returned (and remove it afterwards). The first such profile of a build and origins is made by a run of the
 * browser; the process keeps a copy, and the next ones are copies of it (no browser started).
 */
export async function profileAllowing(origins: string[], extraArgs: string[] = [], dir?: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'ext-profile-'));
  if (origins.length === 0) return profile;
  const key = JSON.stringify([resolve(dir ?? extensionDir()), [...origins].sort()]);
  const made = madeProfiles.get(key);
  if (made && existsSync(made)) {
    cpSync(made, profile, { recursive: true });
    return profile;
  }
  const first = await launchExtension({ profile, extraArgs, ...(dir ? { dir } : {}) });
  await first.close();
  const file = join(profile, 'Default', 'Preferences');
  const prefs = JSON.parse(readFileSync(file, 'utf8'));
  const settings = prefs.extensions.settings[first.extensionId];
  for (const kind of ['granted_permissions', 'active_permissions']) settings[kind].explicit_host.push(...origins);
  writeFileSync(file, JSON.stringify(prefs));
  const kept = mkdtempSync(join(tmpdir(), 'ext-profile-made-'));
  cpSync(profile, kept, { recursive: true });
  if (madeProfiles.size === 0) process.once('exit', () => forgetMadeProfiles());
  madeProfiles.set(key, kept);
  return profile;
}

/** The profiles `profileAllowing` made in this process, by build and origins: copied for the next ones asked for. */
const madeProfiles = new Map<string, string>();

function forgetMadeProfiles(): void {
  for (const kept of madeProfiles.values()) rmSync(kept, { recursive: true, force: true });
  madeProfiles.clear();
}

export interface ReinstallableExtension extends LaunchedExtension {
  /** The extension's newest service worker (a stopped worker that starts again comes back under a new handle). */
  readonly serviceWorker: Worker;
  /**
   * Uninstalls the extension and installs it again from the same folder: a fresh install with the same id. Chromium
   * deletes its storage, IndexedDB databases, granted optional permissions, alarms, notifications, menus and pages,
   * and the new service worker starts from nothing (`runtime.onInstalled` fires with "install"). Resolves once the
   * new worker is running.
   */
  reinstall(): Promise<Worker>;
  /**
   * The state of a fresh install without installing again (see `forgetEverything`): what the extension stored,
   * scheduled, showed or was granted is removed, then its service worker is stopped (its memory gone) and started
   * again, as Chromium starts it after an idle stop. What only an install does is kept: the menus created at
   * install, and the engine script the installed worker loaded. `page` is any tab of the browser, through which the
   * worker is stopped and started.
   */
  resetInPlace(page: Page): Promise<void>;
}

/**
 * Run in the extension's service worker: removes all it keeps outside its memory but menus. Everything here is
 * general (no name of ours): chrome.storage in every area, alarms, notifications, host permissions beyond the
 * manifest's required ones, and an offscreen document or side panel (the caller closes the tabs); the IndexedDB
 * records are `idbRecords`'.
 */
async function forgetEverything(): Promise<void> {
  await Promise.all([
    chrome.storage.local.clear(),
    chrome.storage.session.clear(),
    chrome.storage.sync.clear(),
    chrome.alarms.clearAll(),
  ]);
  for (const id of Object.keys(await chrome.notifications.getAll())) await chrome.notifications.clear(id);
  const required = new Set(chrome.runtime.getManifest().host_permissions ?? []);
  const granted = (await chrome.permissions.getAll()).origins ?? [];
  const extra = granted.filter((origin) => !required.has(origin));
  if (extra.length) await chrome.permissions.remove({ origins: extra });
  for (const open of await chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT', 'SIDE_PANEL'] })) {
    if (open.contextType === 'OFFSCREEN_DOCUMENT') await chrome.offscreen.closeDocument();
    // A side panel stays open in its window when its tabs are closed (Chrome 141 has sidePanel.close).
    else await (chrome.sidePanel as unknown as SidePanelClose).close({ windowId: open.windowId });
  }
}

interface SidePanelClose {
  close(options: { windowId: number }): Promise<void>;
}

/**
 * Chromium with the extension installed over the DevTools protocol (`Extensions.loadUnpacked`) rather than by
 * `--load-extension`: only an extension installed that way may be uninstalled over the protocol, which is what
 * makes `reinstall()` possible. (`chrome.runtime.reload()` leaves a `--load-extension` extension unloaded.)
 */
export async function launchReinstallableExtension(
  opts: Omit<LaunchOptions, 'profile'> = {},
): Promise<ReinstallableExtension> {
  const dir = opts.dir ?? extensionDir();
  const profile = mkdtempSync(join(tmpdir(), 'ext-profile-'));
  const log = new BrowserLog();
  const context = await launchContext(opts, profile, chromiumArgs(dir, opts.extraArgs, false), log);
  try {
    const browser = context.browser();
    if (!browser) throw new Error('No browser behind the persistent context: cannot install over CDP');
    const cdp = await browser.newBrowserCDPSession();
    const isOurs = (worker: Worker, id: string | null) =>
      worker.url().startsWith(id ? `chrome-extension://${id}/` : 'chrome-extension://');
    const install = async (id: string | null) => {
      const started = context.waitForEvent('serviceworker', { predicate: (w) => isOurs(w, id), timeout: 15_000 });
      // Without this, a refused install is reported as the wait's "browser has been closed" once the browser is
      // closed below, and the refusal itself is lost.
      started.catch(() => {});
      const installed = await cdp.send('Extensions.loadUnpacked', { path: dir });
      return { id: installed.id, worker: await started };
    };
    const first = await install(null);
    const extensionId = first.id;
    // The newest worker: an uninstalled or stopped one may linger in context.serviceWorkers() for a while, and
    // Chromium refuses it the extension's APIs.
    let lastWorker = first.worker;
    context.on('serviceworker', (worker) => {
      if (isOurs(worker, extensionId)) lastWorker = worker;
    });
    return {
      context,
      extensionId,
      get serviceWorker() {
        return lastWorker;
      },
      async reinstall() {
        await cdp.send('Extensions.uninstall', { id: extensionId });
        const again = await install(extensionId);
        if (again.id !== extensionId) throw new Error(`Reinstalled as ${again.id}, not ${extensionId}`);
        lastWorker = again.worker;
        return lastWorker;
      },
      async resetInPlace(page) {
        await lastWorker.evaluate(forgetEverything);
        await lastWorker.evaluate(idbRecords, true);
        const session = await context.newCDPSession(page);
        try {
          const until = await watchWorkerStatus(session, extensionId);
          await session.send('ServiceWorker.stopAllWorkers');
          await until('stopped');
          await session.send('ServiceWorker.startWorker', { scopeURL: `chrome-extension://${extensionId}/` });
          await until('running');
        } finally {
          await session.detach().catch(() => {});
        }
      },
      async close() {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    throw log.explain(error);
  }
}
