// The post converter's part of `npm run bench`: a post of 40 distinct merchant links converted in the options page
// against the sandbox with 200 ms added to every conversion (sandbox fault `latencyMs`). With at most 4 requests at
// once the floor is ⌈40/4⌉ × 200 ms; the wall time is from the Convert all click to the last row's result.
// The second measurement: 40 links of which 10 are store short links (amzn.to, served by a local short-link server that
// answers each with a redirect after the same 200 ms). Each short link costs one hop and one conversion through the
// same four places, so the floor is ⌈(40 + 10)/4⌉ × 200 ms.
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { FIXTURES } from '../sandbox/fixtures';
import { startSandbox } from '../sandbox/server';
import { launchExtension, merchantHostArgs, profileAllowing } from './launch-extension';

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

export async function convertBench(shortLinks = 0) {
  const sandbox = await startSandbox({ port: 0, quiet: true });
  const merchant = `www.${FIXTURES.openCampaignDomain}`;
  const short = createServer((req, res) => {
    setTimeout(() => res.writeHead(301, { Location: `http://${merchant}/p/short${req.url}` }).end(), LATENCY_MS);
  });
  await new Promise<void>((resolve) => short.listen(0, '127.0.0.1', resolve));
  const shortPort = (short.address() as AddressInfo).port;
  // amzn.to reaches the short-link server; every other name the sandbox (its merchant pages).
  const sandboxHost = new URL(sandbox.origin).host;
  const extraArgs =
    shortLinks > 0
      ? [
          `--host-resolver-rules=MAP amzn.to 127.0.0.1:${shortPort}, MAP * ${sandboxHost}, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
        ]
      : merchantHostArgs(sandbox.origin);
  const profile = await profileAllowing(shortLinks > 0 ? ['http://amzn.to/*'] : [], extraArgs);
  const ext = await launchExtension({ profile, extraArgs });
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
      const post = Array.from({ length: LINKS }, (_, i) =>
        i < shortLinks
          ? `Deal ${i + 1} 🔥 http://amzn.to/b${run}x${i}`
          : `Deal ${i + 1} 🔥 https://${merchant}/p/bench-${run}-${i}`,
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
    const floorMs = Math.ceil((LINKS + shortLinks) / CONCURRENCY) * LATENCY_MS;
    const wallMs = median(walls);
    return {
      links: LINKS,
      shortLinks,
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
    rmSync(profile, { recursive: true, force: true });
    short.closeAllConnections();
    short.close();
    await sandbox.close();
  }
}
