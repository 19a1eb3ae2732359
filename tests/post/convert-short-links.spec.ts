// Store short links in the built extension (issue 25, item 1; issue 27, item 7): a local short-link server stands in
// for amzn.to and fkrt.it (Chromium maps those names to it), redirecting to merchant pages that send no CORS header.
// The short link is followed hop by hop and converted to the merchant's affiliate link without the store's page ever
// being requested; one permission request covers every short host of the post; refused, the merchant links still
// convert and the short-link rows say why; a redirect to 127.0.0.1 is stopped before it is requested.
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { startSandbox } from '../../sandbox/server';
import { type LaunchedExtension, launchExtension, profileAllowing } from '../../scripts/launch-extension';
import { apiRequests, test as base, expect, saveKeyIn, setUp } from '../support/e2e/fixtures';

declare const chrome: typeof import('@wxt-dev/browser').browser;

const MERCHANT = 'http://www.kiranabasket.in/p/basmati-rice-5kg';
const MERCHANT_2 = 'http://m.styleloom.in/kurta-blue';
const PLAIN = 'https://www.kiranabasket.in/p/sugar-1kg';
const TELEGRAM = 'https://t.me/dealsindia';

interface ShortServer {
  server: Server;
  port: number;
  hits: string[];
}

async function startShortServer(): Promise<ShortServer> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0] ?? '';
    hits.push(`${host}${req.url}`);
    const port = (server.address() as AddressInfo).port;
    if (host === 'amzn.to' && req.url === '/3xYz12Q') res.writeHead(301, { Location: MERCHANT }).end();
    else if (host === 'fkrt.it' && req.url === '/k9') res.writeHead(302, { Location: MERCHANT_2 }).end();
    else if (host === 'amzn.to' && req.url === '/local') {
      res.writeHead(302, { Location: `http://127.0.0.1:${port}/admin` }).end();
    } else {
      // A store's page, or a local service: HTML without any Access-Control-Allow-Origin header.
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<title>Store</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

type World = { sandbox: Sandbox; ext: LaunchedExtension; short: ShortServer };

const test = base.extend<{ allowed: string[]; shortWorld: World }>({
  allowed: [[], { option: true }],
  shortWorld: async ({ allowed }, use, testInfo) => {
    const sandbox = await startSandbox({ port: 0, quiet: true });
    const short = await startShortServer();
    const to = `127.0.0.1:${short.port}`;
    // The short hosts and the stores' names reach the local server; the API is the sandbox on 127.0.0.1.
    const rules = ['amzn.to', 'fkrt.it', 'www.kiranabasket.in', 'm.styleloom.in'].map((h) => `MAP ${h} ${to}`);
    const extraArgs = [`--host-resolver-rules=${rules.join(', ')}`];
    const profile = await setUp(testInfo, () => profileAllowing(allowed, extraArgs));
    const ext = await setUp(testInfo, () => launchExtension({ profile, extraArgs }));
    await saveKeyIn(ext, sandbox, sandbox.keys.inrLegacy.key);
    short.hits.length = 0;
    await use({ sandbox, ext, short });
    await ext.close();
    rmSync(profile, { recursive: true, force: true });
    short.server.closeAllConnections();
    short.server.close();
    await sandbox.close();
  },
});

/**
 * The browser's permission prompt, refused as a person would refuse it: each request the page makes is recorded
 * (its origins) and answered no. (A headless prompt is never shown, so it could not be answered otherwise.)
 */
async function refusePrompts(ext: LaunchedExtension): Promise<{ calls: (page: Page) => Promise<string[][]> }> {
  await ext.context.addInitScript(() => {
    const w = window as unknown as { __asked: string[][] };
    w.__asked = [];
    if (typeof chrome === 'undefined' || !chrome.permissions) return;
    chrome.permissions.request = ((p: { origins?: string[] }) => {
      w.__asked.push(p.origins ?? []);
      return Promise.resolve(false);
    }) as typeof chrome.permissions.request;
  });
  return { calls: (page) => page.evaluate(() => (window as unknown as { __asked: string[][] }).__asked) };
}

async function rows(page: Page) {
  return page
    .getByRole('table', { name: 'Links' })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      Object.fromEntries(
        trs.map((r) => {
          const cells = [...r.querySelectorAll('td')].map((c) => c.textContent ?? '');
          return [cells[0], { newLink: cells[1], result: cells[3], note: cells[4] }];
        }),
      ),
    );
}

const POST = [
  '🔥 Basmati ₹399 👉 http://amzn.to/3xYz12Q',
  'Kurta 50% off: http://fkrt.it/k9',
  `Sugar ${PLAIN}`,
  `Join us: ${TELEGRAM}`,
].join('\n');

test.describe('short-link hosts allowed earlier', () => {
  test.use({ allowed: ['http://amzn.to/*', 'http://fkrt.it/*'] });

  test('a store short link converts to the merchant affiliate link (the store page sends no CORS header and is never loaded)', async ({
    shortWorld: world,
  }) => {
    const { ext, sandbox, short } = world;
    const prompts = await refusePrompts(ext);
    const page = await ext.context.newPage();
    await page.goto(`chrome-extension://${ext.extensionId}/options.html#convert`);
    const region = page.getByRole('region', { name: 'Convert a post' });
    await region.getByRole('textbox', { name: 'Post', exact: true }).fill(POST);
    // Allowed already (remembered): nothing to explain, nothing asked.
    await expect(region.getByText(/This post has short links/)).toHaveCount(0);
    sandbox.clearRequests();
    await region.getByRole('button', { name: 'Convert all' }).click();
    await expect(region.getByRole('status').filter({ hasText: 'links converted' })).toBeVisible({ timeout: 20_000 });

    expect(await prompts.calls(page)).toEqual([]);
    const byLink = await rows(page);
    expect(byLink['http://amzn.to/3xYz12Q']?.result).toBe('Converted');
    expect(byLink['http://fkrt.it/k9']?.result).toBe('Converted');
    expect(byLink[PLAIN]?.result).toBe('Converted');
    expect(byLink[TELEGRAM]?.result).toBe('Skipped');
    expect(byLink[TELEGRAM]?.note).toContain('Not a store (t.me)');
    const amazon = new URL(byLink['http://amzn.to/3xYz12Q']?.newLink ?? '');
    expect(amazon.searchParams.get('url')).toBe(MERCHANT);
    expect(new URL(byLink['http://fkrt.it/k9']?.newLink ?? '').searchParams.get('url')).toBe(MERCHANT_2);
    // The short links were requested; the stores' pages (which send no CORS header) never were, nor t.me.
    expect(short.hits.sort()).toEqual(['amzn.to/3xYz12Q', 'fkrt.it/k9']);
    const sent = apiRequests(sandbox, '/links/convert', 'POST').map((r) => (r.body as { url: string }).url);
    expect(sent.sort()).toEqual([MERCHANT, MERCHANT_2, PLAIN].sort());
  });

  test('a short link redirecting to 127.0.0.1 is stopped before it is requested, and the address is not sent', async ({
    shortWorld: world,
  }) => {
    const { ext, sandbox, short } = world;
    const page = await ext.context.newPage();
    await page.goto(`chrome-extension://${ext.extensionId}/options.html#convert`);
    const region = page.getByRole('region', { name: 'Convert a post' });
    await region.getByRole('textbox', { name: 'Post', exact: true }).fill('Deal http://amzn.to/local');
    sandbox.clearRequests();
    await region.getByRole('button', { name: 'Convert all' }).click();
    await expect(region.getByRole('status').filter({ hasText: 'links converted' })).toBeVisible({ timeout: 20_000 });
    const byLink = await rows(page);
    expect(byLink['http://amzn.to/local']?.result).toBe('Failed');
    expect(byLink['http://amzn.to/local']?.note).toContain('this computer or the local network');
    expect(short.hits).toEqual(['amzn.to/local']);
    expect(apiRequests(sandbox, '/links/convert')).toHaveLength(0);
  });
});

test('one permission request covers every short host; refused, merchant links still convert and short-link rows say why', async ({
  shortWorld: world,
}) => {
  const { ext, sandbox, short } = world;
  const prompts = await refusePrompts(ext);
  const page = await ext.context.newPage();
  await page.goto(`chrome-extension://${ext.extensionId}/options.html#convert`);
  const region = page.getByRole('region', { name: 'Convert a post' });
  await region.getByRole('textbox', { name: 'Post', exact: true }).fill(POST);
  // Explained before it is asked.
  await expect(region.getByText(/This post has short links \(amzn\.to, fkrt\.it\)/)).toBeVisible();
  sandbox.clearRequests();
  await region.getByRole('button', { name: 'Convert all' }).click();
  await expect(region.getByRole('status').filter({ hasText: 'links converted' })).toBeVisible({ timeout: 20_000 });
  expect(await prompts.calls(page)).toEqual([['http://amzn.to/*', 'http://fkrt.it/*']]);
  const byLink = await rows(page);
  expect(byLink[PLAIN]?.result).toBe('Converted');
  for (const link of ['http://amzn.to/3xYz12Q', 'http://fkrt.it/k9']) {
    expect(byLink[link]?.result).toBe('Failed');
    expect(byLink[link]?.note).toContain('access to amzn.to, fkrt.it was not allowed');
    expect(byLink[link]?.note).toContain('Try again');
  }
  expect(short.hits).toEqual([]);
  expect(apiRequests(sandbox, '/links/convert', 'POST').map((r) => (r.body as { url: string }).url)).toEqual([PLAIN]);
});
