// The post converter's part of `npm run bench`: a post of 40 distinct merchant links converted in the options page
// against the sandbox with 200 ms added to every conversion (sandbox fault `latencyMs`). With at most 4 requests at
// once the floor is ⌈40/4⌉ × 200 ms; the wall time is from the Convert all click to the last row's result.
import type { Page } from '@playwright/test';
import { FIXTURES } from '../sandbox/fixtures';
import { startSandbox } from '../sandbox/server';
import { launchExtension } from './launch-extension';

declare const chrome: typeof import('@wxt-dev/browser').browser;

const LINKS = 40;
const LATENCY_MS = Number(process.env.BENCH_CONVERT_LATENCY ?? 200);
const CONCURRENCY = 4;
const RUNS = Number(process.env.BENCH_CONVERT_RUNS ?? 3);

/** Clicks Convert all and resolves with the milliseconds until the run has finished (progress bar gone). */
function clickAndTime(page: Page): Promise<number> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(async () => {
    const button = document.querySelector<HTMLButtonElement>('.converter-form button[type="submit"]');
    if (!button) throw new Error('no Convert all button');
    const t0 = performance.now();
    button.click();
    let seenProgress = false;
    for (;;) {
      const progress = document.querySelector('.converter-progress');
      if (progress) seenProgress = true;
      if (seenProgress && !progress && document.getElementById('post-converted')) return performance.now() - t0;
      if (performance.now() - t0 > 60_000) throw new Error('the run did not finish in 60 s');
      await new Promise((r) => requestAnimationFrame(r));
    }
  });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

export async function convertBench() {
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const ext = await launchExtension();
  try {
    const page = await ext.context.newPage();
    await page.goto(`chrome-extension://${ext.extensionId}/options.html#account`);
    const saved = await page.evaluate(
      ([apiKey, baseUrl]) => chrome.runtime.sendMessage({ name: 'account.save', request: { apiKey, baseUrl } }),
      [sandbox.keys.inrLegacy.key, sandbox.baseUrl] as const,
    );
    if (!(saved as { ok?: boolean }).ok) throw new Error(`could not save the sandbox key: ${JSON.stringify(saved)}`);
    await page.goto(`chrome-extension://${ext.extensionId}/options.html#convert`);
    const box = page.getByRole('textbox', { name: 'Post', exact: true });

    const walls: number[] = [];
    const requests: number[] = [];
    const converted: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      // Run 0 warms the page and the worker; its links are not reused, so every measured link needs a request.
      const post = Array.from(
        { length: LINKS },
        (_, i) => `Deal ${i + 1} 🔥 https://www.${FIXTURES.openCampaignDomain}/p/bench-${run}-${i}`,
      ).join('\n');
      await box.fill(post);
      sandbox.clearRequests();
      sandbox.clearFaults();
      sandbox.addFault({ path: '/links/convert', method: 'POST', latencyMs: LATENCY_MS, count: LINKS });
      const wall = await clickAndTime(page);
      const made = sandbox.requests().filter((r) => r.path === '/links/convert').length;
      const rows = await page.locator('table[aria-label="Links"] tbody tr td.post-result').allTextContents();
      if (run === 0) continue;
      walls.push(wall);
      requests.push(made);
      converted.push(rows.filter((r) => r === 'Converted').length);
    }
    const floorMs = Math.ceil(LINKS / CONCURRENCY) * LATENCY_MS;
    const wallMs = median(walls);
    return {
      links: LINKS,
      latencyMs: LATENCY_MS,
      concurrency: CONCURRENCY,
      runs: RUNS,
      wallMs,
      wallsMs: walls,
      floorMs,
      overFloor: wallMs / floorMs,
      requests: Math.max(...requests),
      linksNeedingRequest: LINKS,
      converted: Math.min(...converted),
    };
  } finally {
    await ext.close();
    await sandbox.close();
  }
}
