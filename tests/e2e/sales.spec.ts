// Sales alerts end to end: the built extension in Chromium against a sandbox. Switch Sales alerts on, sync, a sale
// arrives in the sandbox, Sync now: one notification (the worker's chrome.notifications) and the popup's Sales today.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FIXTURES } from '../../sandbox/fixtures';
import { expect, test } from './fixtures';

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
