// Sales alerts end to end: the built extension in Chromium against a sandbox. Switch Sales alerts on, sync, a sale
// arrives in the sandbox, Sync now: one notification (the worker's chrome.notifications) and the popup's Sales today.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FIXTURES } from '../../sandbox/fixtures';
import { expect, test } from '../support/e2e/fixtures';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

declare const chrome: typeof import('@wxt-dev/browser').browser;

test.setTimeout(120_000);

test('a sale added in the sandbox: one notification and Sales today in the popup', async ({
  ext,
  sandbox,
  saveKey,
  extensionPage,
  openPopup,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  const options = await extensionPage('options.html#sales');
  const sales = options.getByRole('region', { name: 'Sales' });
  await sales.getByRole('checkbox', { name: 'Sales alerts' }).check();
  await expect(
    sales.getByRole('group', { name: 'Notify me about' }).getByRole('checkbox', { name: 'New sales' }),
  ).toBeChecked();
  await sales.getByRole('button', { name: 'Sync now' }).click();
  const lastSync = sales.getByRole('status', { name: 'Last sync' });
  await expect(lastSync).toContainText('sales in the copy', { timeout: 20_000 });
  await expect(sales.getByRole('table', { name: 'Synced sales' })).toBeVisible();
  const notifications = () => ext.serviceWorker.evaluate(async () => Object.keys(await chrome.notifications.getAll()));
  expect(await notifications(), 'the first sync is history, not news').toEqual([]);

  const added = await fetch(`${sandbox.origin}/__sandbox/transactions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: sandbox.keys.inrLegacy.key, add: 1, commission: '150.00', sub_id: 'e2e-post' }),
  });
  expect(added.status).toBe(200);

  await sales.getByRole('button', { name: 'Sync now' }).click();
  await expect.poll(notifications, { timeout: 20_000 }).toHaveLength(1);
  await expect(sales.getByRole('table', { name: 'Earnings by sub ID' })).toContainText('e2e-post');
  await sales.getByRole('textbox', { name: 'Search' }).fill('e2e-post');
  await expect(sales.getByRole('table', { name: 'Synced sales' }).getByRole('row')).toHaveCount(2);
  expect(await seriousViolations(options)).toEqual([]);

  const popup = await openPopup(`https://www.${FIXTURES.openCampaignDomain}/p/rice`);
  await expect(popup.getByRole('status', { name: 'Sales today' })).toHaveText('1 sale · ₹150.00');
  await expect(popup.getByRole('status', { name: 'Sales this month' })).toContainText('sales · ₹');
  expect(await seriousViolations(popup)).toEqual([]);
});

test('ties shuffled per request and 1,200 sales in one second: Sales today equals what the API holds', async ({
  sandbox,
  saveKey,
  extensionPage,
  openPopup,
}) => {
  const key = sandbox.keys.inrLegacy.key;
  await saveKey(key);
  const options = await extensionPage('options.html#sales');
  const sales = options.getByRole('region', { name: 'Sales' });
  await sales.getByRole('checkbox', { name: 'Sales alerts' }).check();
  const lastSync = sales.getByRole('status', { name: 'Last sync' });
  await expect(lastSync).toContainText('sales in the copy', { timeout: 20_000 });

  const post = (path: string, body: unknown) =>
    fetch(`${sandbox.origin}/__sandbox${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/tie-order', { shuffle: true })).status).toBe(200);
  const added = await post('/transactions', { key, add: 1200, commission: '10.25' });
  const stamps = new Set(((await added.json()) as { data: { updated_at: string }[] }).data.map((t) => t.updated_at));
  expect(stamps.size, 'all 1,200 stamped in one second').toBe(1);

  for (let i = 0; i < 2; i++) {
    await sales.getByRole('button', { name: 'Sync now' }).click();
    await expect(sales.getByRole('button', { name: 'Sync now' })).toBeEnabled({ timeout: 30_000 });
    await expect(lastSync).toContainText('sales in the copy');
  }

  // What the API holds for today (UTC, the browser's day here), read without the extension, ties shuffled or not.
  const today = new Date().toISOString().slice(0, 10);
  let count = 0;
  let paise = 0;
  for (let page = 1; ; page++) {
    const url = `${sandbox.baseUrl}/transactions?start_date=${today}&end_date=${today}&sort=id&order=asc&per_page=500&page=${page}`;
    const answer = (await (await fetch(url, { headers: { Authorization: `Token ${key}` } })).json()) as {
      data: { status: string; user_commission: string | null }[];
      meta: { next_page: number | null };
    };
    for (const t of answer.data) {
      if (t.status === 'rejected') continue;
      count++;
      paise += Math.round(Number(t.user_commission ?? '0') * 100);
    }
    if (answer.meta.next_page === null) break;
  }
  expect(count).toBeGreaterThanOrEqual(1200);
  const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

  const popup = await openPopup(`https://www.${FIXTURES.openCampaignDomain}/p/rice`);
  await expect(popup.getByRole('status', { name: 'Sales today' })).toHaveText(
    `${count.toLocaleString('en')} sales · ${money}`,
  );
});
