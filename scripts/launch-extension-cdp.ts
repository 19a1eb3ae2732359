// Chromium with the built extension, driven over the DevTools protocol alone: Playwright attaches to every target it
// can (the worker, every page) and its sessions slow each page's load, by about 30 ms for the toolbar popup. The
// benchmark's toolbar figures use this, so that only the popup itself has a debugger attached.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Cdp, connectCdp } from './cdp-client';
import { chromiumArgs, chromiumPath, extensionDir } from './launch-extension';

export interface CdpExtension {
  cdp: Cdp;
  extensionId: string;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, get: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let waited = 0; waited <= 15_000; waited += 50) {
    const value = await get();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`Chromium: no ${what} in 15 s`);
}

export async function launchExtensionOverCdp(opts: { dir?: string; extraArgs?: string[] } = {}): Promise<CdpExtension> {
  const dir = opts.dir ?? extensionDir();
  const profile = mkdtempSync(join(tmpdir(), 'ext-profile-'));
  const browser = spawn(
    chromiumPath(),
    [
      ...chromiumArgs(dir, opts.extraArgs),
      '--headless',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  /** Waits for the browser to exit (after `Browser.close`), ends it if it does not, and removes the profile. */
  const close = async () => {
    await Promise.race([exited, sleep(5_000)]);
    if (browser.exitCode === null && browser.signalCode === null) {
      browser.kill('SIGKILL');
      await Promise.race([exited, sleep(2_000)]);
    }
    try {
      // Chromium's helper processes may still be writing to the profile as the browser exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    } catch (error) {
      console.warn(`Could not remove the browser profile ${profile}`, error);
    }
  };
  try {
    const portFile = join(profile, 'DevToolsActivePort');
    const endpoint = await waitFor('DevToolsActivePort', () => {
      if (!existsSync(portFile)) return undefined;
      const [port, path] = readFileSync(portFile, 'utf8').trim().split('\n');
      return port && path ? `ws://127.0.0.1:${port}${path}` : undefined;
    });
    const cdp = await connectCdp(endpoint);
    const extensionId = await waitFor('extension service worker', async () => {
      const { targetInfos } = await cdp.send<{ targetInfos: { type: string; url: string }[] }>('Target.getTargets');
      const worker = targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith('chrome-extension://'));
      return worker ? new URL(worker.url).host : undefined;
    });
    return {
      cdp,
      extensionId,
      async close() {
        // The browser may exit before it answers: the wait for its exit below covers that.
        await Promise.race([cdp.send('Browser.close').catch(() => {}), sleep(2_000)]);
        cdp.close();
        await close();
      },
    };
  } catch (error) {
    browser.kill('SIGKILL');
    await close();
    throw error;
  }
}
