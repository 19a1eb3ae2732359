// Stops the extension's service worker as Chromium does after 30 s idle, and waits until it is gone.
// `Target.closeTarget` alone proved unreliable on a loaded machine (a CI run saw the worker outlive it for 8 s), so
// the worker is also stopped through the ServiceWorker domain of an extension page (whose storage partition holds
// the extension's workers), and both are repeated until no worker target of the extension is left.
import type { BrowserContext, Worker } from '@playwright/test';

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

export async function stopServiceWorker(
  ext: { context: BrowserContext; extensionId: string; serviceWorker: Worker },
  { timeoutMs = 20_000 } = {},
): Promise<void> {
  const page = await ext.context.newPage();
  try {
    await page.goto(`chrome-extension://${ext.extensionId}/manifest.json`);
    const cdp = await ext.context.newCDPSession(page);
    const workers = async () => {
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
      return targetInfos.filter(
        (t) => t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${ext.extensionId}/`),
      );
    };
    if ((await workers()).length === 0) throw new Error('No service worker of the extension is running');
    await cdp.send('ServiceWorker.enable');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await cdp.send('ServiceWorker.stopAllWorkers');
      for (const t of await workers()) await cdp.send('Target.closeTarget', { targetId: t.targetId }).catch(() => {});
      const until = Date.now() + 1_000;
      while (Date.now() < until) {
        if ((await workers()).length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (Date.now() > deadline) throw new Error(`The service worker did not stop within ${timeoutMs} ms`);
    }
  } finally {
    await page.close();
  }
}
