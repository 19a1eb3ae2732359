// The link history end to end: the built extension in Chromium against a sandbox. A link copied in the popup and
// a converted post appear in Options -> History, survive a restart of the browser profile and go with Clear
// history; an offer's link copied in the popup and in Deals is there too; with Track earnings per link the copied link carries its tag in subid5 and a synced sale with that tag
// shows on its row; a campaign paused in the sandbox is marked once the index is refreshed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { FIXTURES } from '../../sandbox/fixtures';
import { type LaunchedExtension, launchExtension } from '../../scripts/launch-extension';
import { apiRequests, expect, test, testBrowserArgs } from '../support/e2e/fixtures';

declare const chrome: typeof import('@wxt-dev/browser').browser;

test.setTimeout(120_000);

const PAGE = `http://www.${FIXTURES.openCampaignDomain}/p/basmati-rice-5kg`;
const POST_LINK = `http://www.${FIXTURES.approvedCampaignDomain}/p/linen-kurta`;

async function open(ext: LaunchedExtension, path: string): Promise<Page> {
  const page = await ext.context.newPage();
  await page.goto(`chrome-extension://${ext.extensionId}/${path}`);
  return page;
}

async function saveKey(ext: LaunchedExtension, key: string, baseUrl: string) {
  const page = await open(ext, 'options.html#account');
  const result = await page.evaluate(
    ([apiKey, url]) => chrome.runtime.sendMessage({ name: 'account.save', request: { apiKey, baseUrl: url } }),
    [key, baseUrl] as const,
  );
  expect(result).toMatchObject({ ok: true });
  await page.close();
}

/** Opens the popup for `url`, waits for the link and copies it; resolves with the link copied. */
async function copyInPopup(ext: LaunchedExtension, url: string): Promise<{ popup: Page; link: string }> {
  const popup = await open(ext, `popup.html?url=${encodeURIComponent(url)}`);
  const box = popup.getByRole('textbox', { name: 'Affiliate link', exact: true });
  await expect(box).toHaveValue(/^https?:\/\//);
  const link = await box.inputValue();
  await popup.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(popup.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  return { popup, link };
}

/** A sandbox test control over HTTP (sandbox/README.md, "Test controls"); resolves with its JSON answer. */
async function control(sandbox: { origin: string }, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${sandbox.origin}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `POST /__sandbox${path}`).toBe(200);
  return res.json();
}

function historyRegion(page: Page) {
  return page.getByRole('region', { name: 'History' });
}

async function historyRows(page: Page) {
  const table = historyRegion(page).getByRole('table', { name: 'Link history' });
  await expect(table).toBeVisible();
  return table;
}

test('a copied link and a converted post are in Link history, survive a restart, and go with Clear history', async ({
  sandbox,
}) => {
  const profile = mkdtempSync(join(tmpdir(), 'history-profile-'));
  const launch = () => launchExtension({ profile, extraArgs: testBrowserArgs(sandbox.origin) });
  let ext = await launch();
  try {
    await ext.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await saveKey(ext, sandbox.keys.inrLegacy.key, sandbox.baseUrl);
    const { link } = await copyInPopup(ext, PAGE);

    const convert = await open(ext, 'options.html#convert');
    const region = convert.getByRole('region', { name: 'Convert a post' });
    await region.getByRole('textbox', { name: 'Post', exact: true }).fill(`Today's pick: ${POST_LINK} !`);
    await region.getByRole('button', { name: 'Convert all' }).click();
    await expect(region.getByRole('status').filter({ hasText: 'links converted' })).toBeVisible();

    sandbox.clearRequests();
    const options = await open(ext, 'options.html#history');
    const table = await historyRows(options);
    await expect(table).toContainText(link);
    await expect(table).toContainText('linen-kurta');
    await expect(table).toContainText('Post of 1 link:');
    await expect(historyRegion(options).getByRole('button', { name: /^Copy link/ })).toHaveCount(2);
    // The channel by its name, kept with the entry (the popup and the converter listed the channels).
    await expect(table.getByRole('row').filter({ hasText: link })).toContainText('Asha Finds Blog');
    // The link on one line (cut with an ellipsis, whole in its title), and the time in the page's one date format.
    const linkText = table.locator('.history-link-text').first();
    // One line is about 1.2–1.5 × the font size; a second line would make it at least 2.4 ×.
    const heightInEms = await linkText.evaluate(
      (el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).fontSize),
    );
    expect(heightInEms).toBeLessThan(2);
    await expect(linkText).toHaveAttribute('title', /^https?:\/\//);
    await expect(table.getByRole('row').filter({ hasText: link })).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const qr = table
      .getByRole('row')
      .filter({ hasText: link })
      .getByRole('button', { name: /^QR code for / });
    await qr.click();
    await expect(table.getByRole('img', { name: /^QR code of the link for / })).toBeVisible();
    expect(apiRequests(sandbox), 'the history page makes no API request').toEqual([]);

    await ext.context.close();
    ext = await launch();
    const again = await open(ext, 'options.html#history');
    const after = await historyRows(again);
    await expect(after).toContainText(link);
    await expect(after).toContainText('linen-kurta');

    await historyRegion(again).getByRole('button', { name: 'Clear history' }).click();
    await expect(historyRegion(again).getByText('No links in the history yet.')).toBeVisible();
    await again.reload();
    await expect(historyRegion(again).getByText('No links in the history yet.')).toBeVisible();
  } finally {
    await ext.context.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
});

test('Track earnings per link: the tag in Sub ID 5 and subid5, a synced sale with it on the link row', async ({
  ext,
  sandbox,
  saveKey: save,
}) => {
  await save(sandbox.keys.inrLegacy.key);
  const options = await open(ext, 'options.html#history');
  await historyRegion(options).getByRole('checkbox', { name: 'Track earnings per link' }).check();
  await expect(historyRegion(options).getByRole('checkbox', { name: 'Track earnings per link' })).toBeChecked();

  const { popup, link } = await copyInPopup(ext, PAGE);
  const slot5 = popup.getByRole('textbox', { name: 'Sub ID 5', exact: true });
  // The disclosure opens by itself when a sub ID is set.
  if (!(await slot5.isVisible())) await popup.locator('summary', { hasText: 'Sub IDs' }).click();
  const tag = await slot5.inputValue();
  expect(tag).toMatch(/^t\d{4}-[a-z2-9]{4}$/);
  expect(new URL(link).searchParams.get('subid5')).toBe(tag);
  expect(apiRequests(sandbox, '/links/convert').at(-1)?.body).toMatchObject({ subid5: tag });

  // A sale through that link, carrying its tag in the fifth sub ID, added through the sandbox's HTTP control.
  const added = await control(sandbox, '/transactions', {
    key: sandbox.keys.inrLegacy.key,
    add: 1,
    commission: '150.00',
    campaign_id: FIXTURES.openCampaignId,
    sub_ids: { '5': tag },
  });
  expect((added as { data: { sub_id_5: string | null }[] }).data[0]?.sub_id_5).toBe(tag);

  const salesPage = await open(ext, 'options.html#sales');
  const sales = salesPage.getByRole('region', { name: 'Sales' });
  await sales.getByRole('checkbox', { name: 'Sales alerts' }).check();
  await sales.getByRole('button', { name: 'Sync now' }).click();
  await expect(sales.getByRole('status', { name: 'Last sync' })).toContainText('sales in the copy', {
    timeout: 30_000,
  });

  await options.reload();
  const table = await historyRows(options);
  const row = table.getByRole('row').filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹150.00');
});

test('a campaign paused in the sandbox: after the index refresh its links are marked', async ({
  ext,
  sandbox,
  saveKey: save,
}) => {
  await save(sandbox.keys.inrLegacy.key);
  await copyInPopup(ext, PAGE);
  const options = await open(ext, 'options.html#history');
  const table = await historyRows(options);
  await expect(table).toContainText('Kirana');
  await expect(table).not.toContainText('No longer earns');

  await control(sandbox, '/campaigns', { id: FIXTURES.openCampaignId, status: 'paused' });
  const refreshed = await options.evaluate(() =>
    chrome.runtime.sendMessage({ name: 'campaigns.refreshIndex', request: {} }),
  );
  expect(refreshed).toMatchObject({ ok: true });

  await options.reload();
  await expect(await historyRows(options)).toContainText('No longer earns: the campaign is paused or deleted');
  await expect(historyRegion(options).getByText(/^1 link in the history no longer earns/)).toBeVisible();
});

test('an offer’s link copied in the popup and in Deals is in Link history, with its code and channel', async ({
  ext,
  sandbox,
  saveKey: save,
}) => {
  await save(sandbox.keys.inrLegacy.key);
  const popup = await open(ext, `popup.html?url=${encodeURIComponent(PAGE)}`);
  const coupon = popup
    .getByRole('list', { name: 'Offers' })
    .getByRole('listitem')
    .filter({ hasText: FIXTURES.couponCode });
  await coupon.getByRole('button', { name: 'Copy offer link', exact: true }).click();
  await expect.poll(() => popup.evaluate(() => navigator.clipboard.readText())).toMatch(/[?&]offer_id=\d+/);
  const link = await popup.evaluate(() => navigator.clipboard.readText());

  const deals = await open(ext, 'options.html#offers');
  const first = deals
    .getByRole('region', { name: 'Deals' })
    .getByRole('list', { name: 'Offers' })
    .getByRole('listitem');
  await first.first().getByRole('button', { name: 'Add to post', exact: true }).click();
  await expect(first.first().getByText(/Added to the post draft/)).toBeVisible();

  sandbox.clearRequests();
  const options = await open(ext, 'options.html#history');
  const table = await historyRows(options);
  const row = table.getByRole('row').filter({ hasText: link });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`coupon ${FIXTURES.couponCode}`);
  await expect(row.getByRole('cell').last()).toContainText('Offer');
  await expect(row).toContainText('Asha Finds Blog');
  await expect(row).not.toContainText('No longer earns');
  // The offer added to a post is the other row.
  await expect(table.getByRole('row').filter({ hasText: 'offer_id=' })).toHaveCount(2);
  expect(apiRequests(sandbox), 'the history page makes no API request').toEqual([]);
});
