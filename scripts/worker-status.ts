// Whether an extension's service worker runs, as the browser reports it over the DevTools protocol's ServiceWorker
// domain: to wait for a stop or a start (the e2e world's reset, the benchmark's cold opens). Playwright's Worker
// says neither: it emits no `close` for a worker stopped while it is attached, nor a new `serviceworker` when the
// worker starts again.
import type { CdpSessionLike } from './cdp-client';

/** The running status of the extension's worker as the browser reports it, to wait for a stop or a start. */
export async function watchWorkerStatus(session: CdpSessionLike, extensionId: string) {
  const ours = `chrome-extension://${extensionId}/`;
  let status = 'unknown';
  const waiters = new Set<() => void>();
  session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    const mine = versions.filter((v) => v.scriptURL.startsWith(ours));
    if (mine.length === 0) return;
    status = mine.some((v) => v.runningStatus === 'running')
      ? 'running'
      : mine.every((v) => v.runningStatus === 'stopped')
        ? 'stopped'
        : 'changing';
    for (const wake of waiters) wake();
  });
  await session.send('ServiceWorker.enable');
  return (wanted: 'running' | 'stopped') =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (status !== wanted) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`The service worker is ${status}, not ${wanted}, after 10 s`));
      }, 10_000);
      waiters.add(check);
      check();
    });
}
