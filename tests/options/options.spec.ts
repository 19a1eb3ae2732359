// The options page, as a publisher uses it, against the sandbox: account, channels, reports, records, campaigns.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatMoney } from '../../lib/core/format/money';
import { FIXTURES } from '../../sandbox/fixtures';
import { apiRequests, expect, test } from '../support/e2e/fixtures';

// Callbacks given to page.evaluate / serviceWorker.evaluate run inside the extension, where `chrome` exists.
declare const chrome: typeof import('@wxt-dev/browser').browser;

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

async function api<T>(baseUrl: string, key: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Token ${key}` } });
  return (await res.json()) as T;
}

test.describe('account', () => {
  test('a valid key is saved and the identity shown; the key never is', async ({ extensionPage, sandbox }) => {
    const page = await extensionPage('options.html#account');
    const account = region(page, 'Account');
    await account.getByLabel('API key', { exact: true }).fill(sandbox.keys.inrLegacy.key);
    await account.getByLabel('API base URL', { exact: true }).fill(sandbox.baseUrl);
    await account.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(account.getByText('Asha Verma')).toBeVisible();
    await expect(account.getByText('asha@example.in')).toBeVisible();
    await expect(account.getByText('INR').first()).toBeVisible();
    await expect(account.getByText('Full access')).toBeVisible();
    await expect(account.getByText('••••3f9a')).toBeVisible();
    expect(await page.content()).not.toContain(sandbox.keys.inrLegacy.key);
    expect(apiRequests(sandbox, '/ping')).not.toHaveLength(0);
  });

  test('an invalid key shows an alert and nothing is kept', async ({ extensionPage, sandbox }) => {
    const page = await extensionPage('options.html#account');
    const account = region(page, 'Account');
    await account.getByLabel('API key', { exact: true }).fill('not-a-real-key-0000');
    await account.getByLabel('API base URL', { exact: true }).fill(sandbox.baseUrl);
    await account.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(account.getByRole('alert')).toContainText(/API key/i);
    await expect(account.getByLabel('API key', { exact: true })).toHaveValue('not-a-real-key-0000');
    const state = await page.evaluate(() => chrome.runtime.sendMessage({ name: 'account.get', request: {} }));
    expect(state).toMatchObject({ ok: true, data: { keySet: false } });
  });

  test('an open options tab drops the "refused" banner when a new key is saved in another tab', async ({
    extensionPage,
    saveKey,
    sandbox,
  }) => {
    await saveKey(sandbox.keys.inrLegacy.key);
    // The API refuses the saved key once: the first tab says so in every section.
    sandbox.addFault({ path: '/channels', status: 401, body: '{"error":"Invalid API key"}', count: 1 });
    const first = await extensionPage('options.html#channels');
    const refused = first.getByText('The API refused your saved API key.');
    await expect(refused).toBeVisible();

    // A new key saved in a second tab: the first follows without being reloaded.
    const second = await extensionPage('options.html#account');
    const account = region(second, 'Account');
    await account.getByLabel('API key', { exact: true }).fill(sandbox.keys.usdFull.key);
    await account.getByLabel('API base URL', { exact: true }).fill(sandbox.baseUrl);
    await account.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(account.getByRole('status').or(account.getByText('Full access')).first()).toBeVisible();
    await expect(refused).toBeHidden();
  });

  test('a USD account shows dollars', async ({ extensionPage, saveKey, sandbox }) => {
    await saveKey(sandbox.keys.usdFull.key);
    const page = await extensionPage('options.html#reports/earnings');
    const earnings = page.getByRole('table', { name: 'Earnings', exact: true });
    await expect(earnings).toContainText('$');
    await expect(earnings).not.toContainText('₹');
  });
});

test.describe('channels', () => {
  test.beforeEach(async ({ saveKey, sandbox }) => saveKey(sandbox.keys.inrLegacy.key));

  test('add a channel; a 26-character name is refused before sending; a duplicate URL shows the API message', async ({
    extensionPage,
    sandbox,
  }) => {
    const page = await extensionPage('options.html#channels');
    const channels = region(page, 'Channels');
    const table = channels.getByRole('table', { name: 'Channels', exact: true });
    await expect(table.getByRole('row')).not.toHaveCount(0);

    const name = channels.getByRole('textbox', { name: 'Name', exact: true });
    const source = channels.getByRole('textbox', { name: 'Source URL', exact: true });
    await name.fill('A'.repeat(26));
    await source.fill('https://deals.example.org/');
    await channels.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Website / Blog');
    sandbox.clearRequests();
    await channels.getByRole('button', { name: 'Add channel', exact: true }).click();
    await expect(channels.getByText(/25 characters/)).toBeVisible();
    expect(apiRequests(sandbox, '/channels', 'POST')).toHaveLength(0);
    await expect(name).toHaveValue('A'.repeat(26));

    await name.fill('Deals Weekly');
    await channels.getByRole('button', { name: 'Add channel', exact: true }).click();
    await expect(table.getByRole('row').filter({ hasText: 'Deals Weekly' })).toContainText('Approved');
    expect(apiRequests(sandbox, '/channels', 'POST').map((r) => r.status)).toEqual([201]);

    await name.fill('Deals Again');
    await channels.getByRole('button', { name: 'Add channel', exact: true }).click();
    await expect(channels.getByRole('alert')).toContainText('source_url has already been taken');
    expect(apiRequests(sandbox, '/channels', 'POST').map((r) => r.status)).toEqual([201, 422]);
    await expect(name).toHaveValue('Deals Again');
    await expect(source).toHaveValue('https://deals.example.org/');
  });

  test('a 307 from the API (to the same server under another host name) is refused: the redirect message, the key still valid', async ({
    extensionPage,
    sandbox,
  }) => {
    const target = `${sandbox.baseUrl.replace('127.0.0.1', 'localhost')}/channels`;
    sandbox.clearRequests();
    sandbox.addFault({ path: '/channels', method: 'GET', status: 307, location: target });
    const page = await extensionPage('options.html#channels');
    const channels = region(page, 'Channels');
    await expect(channels.getByText(/The API answered with a redirect/)).toBeVisible();
    await expect(channels.getByText(/Check the API base URL/)).toBeVisible();
    expect(apiRequests(sandbox, '/channels', 'GET')).toHaveLength(1);
    await expect(page.getByText('The API refused your saved API key.')).toHaveCount(0);
    const stored = await page.evaluate(() => chrome.storage.local.get('account'));
    expect((stored.account as { keyInvalid: boolean }).keyInvalid).toBe(false);
  });

  test('set default', async ({ extensionPage, sandbox }) => {
    const page = await extensionPage('options.html#channels');
    const table = region(page, 'Channels').getByRole('table', { name: 'Channels', exact: true });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Set default/ }) })
      .first();
    const button = row.getByRole('button', { name: /^Set default/ });
    const label = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
    await button.click();
    await expect
      .poll(() => apiRequests(sandbox, undefined, 'POST').at(-1)?.path)
      .toMatch(/^\/channels\/\d+\/set_default$/);
    const id = Number(apiRequests(sandbox, undefined, 'POST').at(-1)?.path.split('/')[2]);
    const pub = sandbox.state.publishers.get(FIXTURES.inrPublisherId);
    expect(pub?.channels.find((c) => c.id === id)?.isDefault, label).toBe(true);
  });
});

test('a 10,000-character channel name wraps: the Channels table keeps to the page and its buttons stay on screen', async ({
  extensionPage,
  saveKey,
  sandbox,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  const real = await api<{ data: Array<Record<string, unknown>> }>(
    sandbox.baseUrl,
    sandbox.keys.inrLegacy.key,
    '/channels?per_page=50',
  );
  const long = 'W'.repeat(10_000);
  sandbox.addFault({
    path: '/channels',
    status: 200,
    body: JSON.stringify({ ...real, data: [{ ...real.data[0], name: long, status: 'approved' }] }),
    count: 5,
  });
  const page = await extensionPage('options.html#channels');
  await page.setViewportSize({ width: 1000, height: 800 });
  const table = region(page, 'Channels').getByRole('table', { name: 'Channels', exact: true });
  await expect(table.locator('th bdi')).toHaveText(long);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(1000);
  const del = await table
    .getByRole('button', { name: /^Delete/ })
    .first()
    .boundingBox();
  expect((del?.x ?? 0) + (del?.width ?? 0)).toBeLessThanOrEqual(1000);
});

test('at 390 px the campaign list needs no sideways scrolling, and each figure keeps its column name', async ({
  extensionPage,
  saveKey,
  sandbox,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  const page = await extensionPage('options.html#campaigns');
  await page.setViewportSize({ width: 390, height: 800 });
  const section = region(page, 'Campaigns');
  await expect(section.getByRole('link', { name: 'Kirana Basket' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Not scrolled inside a box either: the table itself fits.
  const box = await section.locator('table.campaigns').boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
  const label = await section
    .locator('td[data-label]')
    .first()
    .evaluate((td) => getComputedStyle(td, '::before').content);
  expect(label).toMatch(/Type/);
});

test.describe('reports and records', () => {
  test.beforeEach(async ({ saveKey, sandbox }) => saveKey(sandbox.keys.inrLegacy.key));

  test('the earnings table matches the sandbox totals and a chart is drawn', async ({ extensionPage, sandbox }) => {
    const page = await extensionPage('options.html#reports/earnings');
    const reports = region(page, 'Reports');
    const table = reports.getByRole('table', { name: 'Earnings', exact: true });
    await expect(table.getByRole('row')).not.toHaveCount(0);
    const sent = apiRequests(sandbox, '/reports/earnings').at(-1);
    const q = sent?.query as Record<string, string>;
    const truth = await api<{ totals: { total: string; pending: string; currency: string } }>(
      sandbox.baseUrl,
      sandbox.keys.inrLegacy.key,
      `/reports/earnings?start_date=${q.start_date}&end_date=${q.end_date}`,
    );
    const totalsRow = table.getByRole('row').filter({ hasText: /total/i }).last();
    await expect(totalsRow).toContainText(formatMoney(truth.totals.total, 'INR'));
    await expect(totalsRow).toContainText(formatMoney(truth.totals.pending, 'INR'));
    const chart = reports.getByRole('img', { name: 'Earnings chart', exact: true });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas')).not.toHaveCount(0);
    // The legend shows the latest month's figures while the cursor is off the chart, not "—".
    const legendValues = chart.locator('.u-legend .u-value');
    await expect(legendValues.first()).not.toHaveText('—');
    expect(await legendValues.allTextContents()).not.toContain('—');
  });

  test('reports open on Earnings; a tab click changes the address, and back or a typed hash changes the tab', async ({
    extensionPage,
  }) => {
    const page = await extensionPage('options.html');
    const reports = region(page, 'Reports');
    const tab = (name: string) => reports.getByRole('tab', { name, exact: true });
    await expect(tab('Earnings')).toHaveAttribute('aria-selected', 'true');
    await expect(reports.getByRole('table', { name: 'Earnings', exact: true })).toBeVisible();
    await tab('Performance').click();
    await expect(page).toHaveURL(/#reports\/performance$/);
    await expect(reports.getByRole('table', { name: 'Performance', exact: true })).toBeVisible();
    await page.goBack();
    await expect(tab('Earnings')).toHaveAttribute('aria-selected', 'true');
    await page.evaluate(() => {
      window.location.hash = '#reports/unmonetized';
    });
    await expect(tab('Unmonetized traffic')).toHaveAttribute('aria-selected', 'true');
    await expect(reports.getByRole('table', { name: 'Unmonetized traffic', exact: true })).toBeVisible();
  });

  test('a range over 90 days is explained and not sent', async ({ extensionPage, sandbox }) => {
    const page = await extensionPage('options.html#reports/performance');
    const reports = region(page, 'Reports');
    // The default range's report has arrived (its first row is drawn) before the log is cleared.
    await expect(
      reports.getByRole('table', { name: 'Performance', exact: true }).getByRole('row').nth(1),
    ).toBeVisible();
    await expect.poll(() => apiRequests(sandbox, '/reports/performance').length).toBe(1);
    sandbox.clearRequests();
    await reports.getByLabel('From', { exact: true }).fill('2026-01-01');
    await reports.getByLabel('To', { exact: true }).fill('2026-06-30');
    // The range's problem, not the hint beside the fields (which names 90 days too).
    const tooLong = reports.getByRole('alert').filter({ hasText: 'at most 90 days' });
    await expect(tooLong).toBeVisible();
    // Then a range that may be sent: its report is the first request since the log was cleared, so the long range
    // (settled before it) was never sent.
    await reports.getByLabel('From', { exact: true }).fill('2026-06-01');
    await expect(tooLong).toHaveCount(0);
    await expect.poll(() => apiRequests(sandbox, '/reports/performance').length).toBeGreaterThan(0);
    expect(apiRequests(sandbox, '/reports/performance').map((r) => r.query)).toEqual([
      expect.objectContaining({ start_date: '2026-06-01', end_date: '2026-06-30' }),
    ]);
  });

  test('a CSV export of transactions has every row of the filter', async ({ extensionPage, sandbox }) => {
    const page = await extensionPage('options.html#transactions');
    const section = region(page, 'Transactions');
    await expect(section.getByRole('table').first()).toBeVisible();
    const sent = apiRequests(sandbox, '/transactions').at(-1)?.query as Record<string, string>;
    const truth = await api<{ meta: { total: number } }>(
      sandbox.baseUrl,
      sandbox.keys.inrLegacy.key,
      `/transactions?${new URLSearchParams({ ...sent, page: '1', per_page: '1' })}`,
    );
    expect(truth.meta.total).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8').trim().split(/\r?\n/);
    expect(lines.length - 1).toBe(truth.meta.total);
  });
});

test('campaign HTML drawing our key alert shows as the merchant’s text; its image loads only when asked', async ({
  extensionPage,
  saveKey,
  sandbox,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  const id = FIXTURES.openCampaignId;
  const real = await api<{ data: Record<string, unknown> }>(
    sandbox.baseUrl,
    sandbox.keys.inrLegacy.key,
    `/campaigns/${id}`,
  );
  const pixel = `${sandbox.baseUrl}/pixel.gif`;
  const spoof =
    '<div class="alert" role="alert" id="key-alert" aria-live="assertive" style="border:2px solid red">' +
    '<p>The API refused your saved API key. Sign in again</p><a class="button" href="https://evil.example/">Sign in</a>' +
    `</div><img src="${pixel}?open=1" alt="Summer sale"><video autoplay src="${sandbox.baseUrl}/ad.mp4"></video>`;
  sandbox.addFault({
    path: `/campaigns/${id}`,
    status: 200,
    body: JSON.stringify({ data: { ...real.data, important_info_html: spoof } }),
    count: 5,
  });
  const page = await extensionPage(`options.html#campaigns/${id}`);
  const detail = region(page, 'Campaigns');
  await expect(detail.getByText('The API refused your saved API key. Sign in again')).toBeVisible();
  await expect(detail.getByText(/the merchant's own text, not a message from this extension/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const info = detail.locator('.important-info');
  await expect(info.locator('.alert, .button, [role], [id], [class], [style], [aria-live]')).toHaveCount(0);
  const fetched = (path: string) => sandbox.requests().filter((r) => r.path === path).length;
  expect(fetched('/pixel.gif')).toBe(0);
  expect(fetched('/ad.mp4')).toBe(0);
  await detail.getByRole('button', { name: `Load image “Summer sale” from ${new URL(pixel).host}` }).click();
  await expect.poll(() => fetched('/pixel.gif')).toBe(1);
  await detail.getByRole('button', { name: /^Load video from / }).click();
  const playing = await info
    .locator('video')
    .evaluate((v: HTMLVideoElement) => ({ paused: v.paused, auto: v.autoplay }));
  expect(playing).toEqual({ paused: true, auto: false });
});

test('campaign detail with hostile important_info_html shows the text and runs nothing', async ({
  extensionPage,
  saveKey,
  sandbox,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  const id = FIXTURES.openCampaignId;
  const real = await api<{ data: Record<string, unknown> }>(
    sandbox.baseUrl,
    sandbox.keys.inrLegacy.key,
    `/campaigns/${id}`,
  );
  const hostile =
    '<p>Read this first</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
    '<a href="javascript:window.__pwned=3">click</a><b onmouseover="window.__pwned=4">Bold rules</b>';
  sandbox.addFault({
    path: `/campaigns/${id}`,
    status: 200,
    body: JSON.stringify({ data: { ...real.data, important_info_html: hostile } }),
    count: 5,
  });
  const page = await extensionPage(`options.html#campaigns/${id}`);
  const detail = region(page, 'Campaigns');
  await expect(detail.getByText('Read this first')).toBeVisible();
  await expect(detail.getByText('Bold rules')).toBeVisible();
  await detail.getByText('Bold rules').hover();
  await detail
    .getByText('click', { exact: true })
    .click()
    .catch(() => {});
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await detail.locator('script').count()).toBe(0);
  expect(await detail.locator('[onerror], [onmouseover]').count()).toBe(0);
  expect(await detail.locator('a[href^="javascript:"]').count()).toBe(0);
});

test('the navigation groups the sections (Post, Earn, Set up), fits a 1,024 px window with room for two more, and is reached by keyboard', async ({
  extensionPage,
  saveKey,
  sandbox,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  const page = await extensionPage('options.html#channels');
  await page.setViewportSize({ width: 1024, height: 768 });
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('list', { name: 'Post' }).getByRole('link')).toHaveCount(6);
  await expect(nav.getByRole('list', { name: 'Earn' }).getByRole('link')).toHaveCount(6);
  await expect(nav.getByRole('list', { name: 'Set up' }).getByRole('link')).toHaveCount(3);
  const fits = async () => {
    const links = await nav.getByRole('link').all();
    for (const link of links) {
      const box = await link.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 9999)).toBeLessThanOrEqual(1024);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    return (await nav.boundingBox())?.height ?? 9999;
  };
  // Two rows at most, now and with two sections more (Destinations and Queue again).
  expect(await fits()).toBeLessThanOrEqual(80);
  await page.evaluate(() => {
    const post = document.querySelector('[aria-labelledby="nav-group-post"]') as HTMLElement;
    for (const [id, name] of [
      ['destinations', 'Destinations'],
      ['queue', 'Queue'],
    ]) {
      const li = document.createElement('li');
      li.innerHTML = `<a href="#${id}">${name}</a>`;
      post.append(li);
    }
  });
  expect(await fits()).toBeLessThanOrEqual(80);

  // Every link in the tab order, in the order shown.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await nav.getByRole('link').first().focus();
  const order: string[] = [];
  for (let i = 0; i < 18; i++) {
    order.push((await page.evaluate(() => document.activeElement?.getAttribute('href'))) ?? '');
    await page.keyboard.press('Tab');
  }
  expect(order.slice(0, 6)).toEqual(['#convert', '#offers', '#history', '#destinations', '#queue', '#relay']);
  expect(order).toContain('#claims');
  expect(order).toContain('#campaigns');
  await nav.getByRole('link', { name: 'Sales' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#sales$/);
  await expect(nav.getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page');
});
