// The background service worker in real Chromium: key set in the options page, badge per tab from the campaign
// index, the context menu item, the shortcut, and surviving a stopped worker.
import type { Worker } from '@playwright/test';
import { FIXTURES } from '../../sandbox/fixtures';
import { apiRequests, expect, test } from '../support/e2e/fixtures';
import { stopServiceWorker } from '../support/e2e/stop-worker';
import { WHATSAPP_DESTINATION } from '../support/whatsapp-destination';

// Callbacks given to page.evaluate / serviceWorker.evaluate run inside the extension, where `chrome` exists.
declare const chrome: typeof import('@wxt-dev/browser').browser;

async function badgeOf(sw: Worker, tabUrlPrefix: string): Promise<{ text: string; title: string }> {
  return sw.evaluate(async (prefix) => {
    const tabs = await chrome.tabs.query({});
    const tab = tabs.find((t) => t.url?.startsWith(prefix));
    if (!tab?.id) throw new Error(`no tab at ${prefix}`);
    return {
      text: await chrome.action.getBadgeText({ tabId: tab.id }),
      title: await chrome.action.getTitle({ tabId: tab.id }),
    };
  }, tabUrlPrefix);
}

test('after saving a key in the options page, merchant tabs get the badge of their access status', async ({
  ext,
  extensionPage,
  sandbox,
}) => {
  const options = await extensionPage('options.html#account');
  await options.getByLabel('API key', { exact: true }).fill(sandbox.keys.inrLegacy.key);
  await options.getByLabel('API base URL', { exact: true }).fill(sandbox.baseUrl);
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.getByText('asha@example.in')).toBeVisible();

  const domainOf = (id: number) => sandbox.state.campaigns.find((c) => c.id === id)?.domain as string;
  const sites = [
    { url: `http://www.${FIXTURES.openCampaignDomain}/products/rice`, status: 'Open' },
    { url: `http://m.${FIXTURES.approvedCampaignDomain}/kurta`, status: 'Approved' },
    { url: `http://shop.${FIXTURES.coInCampaignDomain}/phones`, status: 'Approved' },
    { url: `http://www.${domainOf(FIXTURES.pendingCampaignId)}/`, status: 'Pending' },
    { url: `http://www.${domainOf(FIXTURES.blockedCampaignId)}/`, status: 'Blocked' },
    { url: `http://www.${domainOf(FIXTURES.notAppliedCampaignId)}/`, status: 'Not applied' },
  ];
  const badges = new Map<string, string>();
  for (const site of sites) {
    const page = await ext.context.newPage();
    await page.goto(site.url);
    await expect.poll(async () => (await badgeOf(ext.serviceWorker, site.url)).title).toContain(site.status);
    const { text } = await badgeOf(ext.serviceWorker, site.url);
    expect(text, site.url).not.toBe('');
    badges.set(site.status, text);
  }
  // Earning, pending, blocked and needs-a-request look different.
  expect(
    new Set([badges.get('Open'), badges.get('Pending'), badges.get('Blocked'), badges.get('Not applied')]).size,
  ).toBe(4);
  expect(badges.get('Open')).toBe(badges.get('Approved'));

  const plain = await ext.context.newPage();
  const plainUrl = `http://www.${FIXTURES.noCampaignDomain}/recipes/dal`;
  await plain.goto(plainUrl);
  await expect.poll(async () => (await badgeOf(ext.serviceWorker, plainUrl)).text).toBe('');
  // A site without a campaign looks exactly like a tab the extension never touched (the manifest's defaults).
  const untouched = await ext.serviceWorker.evaluate(async () => ({
    text: await chrome.action.getBadgeText({}),
    title: await chrome.action.getTitle({}),
  }));
  expect(untouched.title).toBe('Affiliate Link Maker');
  expect(await badgeOf(ext.serviceWorker, plainUrl)).toEqual(untouched);
  // Tab changes are answered from the index: no campaign request per tab.
  expect(apiRequests(sandbox, '/campaigns').length).toBeGreaterThan(0);
  const before = apiRequests(sandbox).length;
  await plain.bringToFront();
  await (await ext.context.newPage()).goto(sites[0]?.url as string);
  expect(apiRequests(sandbox).length).toBe(before);
});

test('the "Copy affiliate link" menu item exists and the shortcut is declared', async ({ ext }) => {
  // Created on install: poll, since the test may start before the worker's install handler has run.
  await expect
    .poll(() =>
      ext.serviceWorker.evaluate(async () => {
        try {
          await chrome.contextMenus.update('copy-affiliate-link', {});
          return 'exists';
        } catch (e) {
          return String(e);
        }
      }),
    )
    .toBe('exists');
  const commands = await ext.serviceWorker.evaluate(() => chrome.commands.getAll());
  expect(commands.map((c) => c.name)).toContain('copy-affiliate-link');
  const manifest = await ext.serviceWorker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest.commands?.['copy-affiliate-link']?.suggested_key).toBeTruthy();
});

test('after the service worker is stopped, conversion still works without the key again', async ({
  ext,
  saveKey,
  openPopup,
  sandbox,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  // Returns once no worker of the extension is left: the popup's answer below comes from a new one.
  await stopServiceWorker(ext);

  const popup = await openPopup(`https://www.${FIXTURES.openCampaignDomain}/products/atta-10kg`);
  await expect(popup.getByRole('textbox', { name: 'Affiliate link', exact: true })).toHaveValue(/^https?:\/\//);
  await expect(popup.getByRole('alert')).toHaveCount(0);
});

test('a stopped worker with the settings a publisher turns on: the short link with its tag, Sales today, then the options and campaign', async ({
  ext,
  saveKey,
  extensionPage,
  openPopup,
  sandbox,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  const options = await extensionPage('options.html');
  const send = (name: string, request: object) =>
    options.evaluate(([n, r]) => chrome.runtime.sendMessage({ name: n, request: r }), [name, request] as const);
  // Sales alerts on and synced (the popup's Sales line), short links by default, Track earnings per link.
  expect(await send('sales.settings', { enabled: true })).toMatchObject({ ok: true });
  expect(await send('sales.syncNow', {})).toMatchObject({ ok: true });
  await ext.serviceWorker.evaluate(() =>
    chrome.storage.local.set({
      settings: { preferShortLink: true, indexRefreshHours: 6 },
      historySettings: { keep: true, trackEarnings: true },
    }),
  );
  await stopServiceWorker(ext);

  // The popup's first answer comes from a worker starting: the link and what sits below it all arrive.
  const popup = await openPopup(`https://www.${FIXTURES.openCampaignDomain}/products/dal-1kg`);
  const box = popup.getByRole('textbox', { name: 'Affiliate link', exact: true });
  await expect(box).toHaveValue(new RegExp(`^https?://${FIXTURES.shortHost.replace(/\./g, '\\.')}/`));
  await expect(popup.getByRole('checkbox', { name: 'Short link', exact: true })).toBeChecked();
  await expect(popup.getByRole('status', { name: 'Sales today' })).toBeVisible();
  await expect(popup.getByRole('combobox', { name: 'Channel', exact: true })).toBeVisible();
  await expect(popup.getByLabel('Access status', { exact: true })).toHaveText('Open');
  await expect(popup.locator('details.sub-ids summary')).toHaveText('Sub IDs · 1 set');
  expect(apiRequests(sandbox, '/links/convert').at(-1)?.body).toMatchObject({
    shorten: true,
    subid5: expect.stringMatching(/^t\d{4}-[a-z2-9]{4}$/),
  });
  await expect(popup.getByRole('alert')).toHaveCount(0);
});

test('a worker started again loads the publishing engine kept from its install: a destination saved, listed, and the queue', async ({
  ext,
  extensionPage,
}) => {
  // The engine is /publishing.js, imported only in the worker's install event and then on first use: a new worker
  // may load it only because the installed worker kept it.
  await stopServiceWorker(ext);
  const page = await extensionPage('options.html#destinations');
  const send = (name: string, request: unknown) =>
    page.evaluate(([n, r]) => chrome.runtime.sendMessage({ name: n, request: r }), [name, request] as const);
  const saved = await send('destinations.save', WHATSAPP_DESTINATION);
  expect(saved).toMatchObject({ ok: true });
  expect(await send('destinations.list', {})).toMatchObject({
    ok: true,
    data: [{ name: 'WhatsApp group', sendsTo: 'whatsapp' }],
  });
  expect(await send('queue.state', {})).toMatchObject({ ok: true, data: { items: [] } });
});
