// Options -> Deals (#offers) against the sandbox: every live offer, search and type sent to the API, terms on screen,
// offer links for the chosen channel, and Add to post into the converter's draft.
import type { Page } from '@playwright/test';
import { FIXTURES } from '../../sandbox/fixtures';
import { apiRequests, expect, test } from '../support/e2e/fixtures';

// Callbacks given to page.evaluate run inside the extension, where `chrome` exists.
declare const chrome: typeof import('@wxt-dev/browser').browser;

function deals(page: Page) {
  return page.getByRole('region', { name: 'Deals', exact: true });
}

function offersList(page: Page) {
  return deals(page).getByRole('list', { name: 'Offers', exact: true });
}

async function campaignsShown(page: Page): Promise<string[]> {
  return offersList(page).locator('.offer-campaign a').allTextContents();
}

test.beforeEach(async ({ saveKey, sandbox }) => {
  await saveKey(sandbox.keys.inrLegacy.key);
});

test('lists the live offers of several campaigns, all pages at 500 a request, with their terms', async ({
  extensionPage,
  sandbox,
}) => {
  const page = await extensionPage('options.html#offers');
  const items = offersList(page).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(10);
  expect(new Set(await campaignsShown(page)).size).toBeGreaterThan(3);
  const requests = apiRequests(sandbox, '/offers', 'GET');
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.every((r) => r.query.per_page === '500')).toBe(true);
  // A coupon's terms, on screen as text.
  const coupon = items.filter({ hasText: FIXTURES.couponCode });
  await expect(coupon.getByRole('heading', { name: 'Terms' })).toBeVisible();
  await expect(coupon.getByText(`Use code ${FIXTURES.couponCode} at checkout. One use per customer.`)).toBeVisible();
});

test('a search sends q and shows what matches', async ({ extensionPage, sandbox }) => {
  const page = await extensionPage('options.html#offers');
  await expect(offersList(page).getByRole('listitem').first()).toBeVisible();
  await deals(page).getByRole('textbox', { name: 'Search', exact: true }).fill('kirana');
  await expect.poll(() => apiRequests(sandbox, '/offers').some((r) => r.query.q === 'kirana')).toBe(true);
  await expect.poll(async () => [...new Set(await campaignsShown(page))]).toEqual(['Kirana Basket']);
});

test('the coupon filter sends offer_type=coupon and shows only offers with a code', async ({
  extensionPage,
  sandbox,
}) => {
  const page = await extensionPage('options.html#offers');
  const items = offersList(page).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  await deals(page).getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Coupons' });
  await expect.poll(() => apiRequests(sandbox, '/offers').some((r) => r.query.offer_type === 'coupon')).toBe(true);
  await expect.poll(() => items.count()).toBeLessThan(before);
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  await expect(offersList(page).getByRole('button', { name: 'Copy code', exact: true })).toHaveCount(count);
  await expect(offersList(page).locator('.coupon-code')).toHaveCount(count);
});

test('Copy offer link copies a link carrying the chosen channel, and says only the channel goes with it', async ({
  extensionPage,
  sandbox,
}) => {
  const page = await extensionPage('options.html#offers');
  await expect(offersList(page).getByRole('listitem').first()).toBeVisible();
  await deals(page)
    .getByRole('combobox', { name: 'Channel', exact: true })
    .selectOption({ label: 'Asha on Instagram' });
  await expect
    .poll(() => apiRequests(sandbox, '/offers').some((r) => r.query.channel_id === String(FIXTURES.approvedChannelId)))
    .toBe(true);
  const first = offersList(page).getByRole('listitem').first();
  await expect(deals(page).getByText(/carries only your channel “Asha on Instagram”.*no sub IDs/)).toBeVisible();
  await first.getByRole('button', { name: 'Copy offer link', exact: true }).click();
  await expect(first.getByText('Offer link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(copied);
  expect(url.protocol).toBe('https:');
  expect(url.searchParams.get('cid')).toBe(String(FIXTURES.approvedChannelId));
});

test('Add to post puts the offer’s title and link into the converter’s draft', async ({ extensionPage }) => {
  const page = await extensionPage('options.html#offers');
  const first = offersList(page).getByRole('listitem').first();
  await expect(first).toBeVisible();
  const title = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await first.getByRole('button', { name: 'Add to post', exact: true }).click();
  await expect(first.getByText('Added to the post draft.')).toBeVisible();
  const stored = (await page.evaluate(() => chrome.storage.local.get('postDraft'))).postDraft as { value?: unknown };
  const draft = (stored?.value ?? stored) as {
    text: string;
    updatedAt: number;
  };
  const [line1, line2] = draft.text.split('\n');
  expect(line1).toBe(title);
  expect(new URL(line2 ?? '').searchParams.get('cid')).toBe(String(FIXTURES.defaultChannelId));
  expect(draft.updatedAt).toBeGreaterThan(0);
});

test('one offer opens alone with GET /offers/:id', async ({ extensionPage, sandbox }) => {
  const page = await extensionPage('options.html#offers');
  const first = offersList(page).getByRole('listitem').first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await first.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/#offers\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(deals(page).getByRole('heading', { name: title, level: 3 })).toBeVisible();
  expect(apiRequests(sandbox, `/offers/${id}`, 'GET')).toHaveLength(1);
  await deals(page).getByRole('link', { name: 'Back to all deals' }).click();
  await expect(offersList(page).getByRole('listitem').first()).toBeVisible();
});

test('a key without read:offers is told which scope is missing, and nothing is sent', async ({
  extensionPage,
  saveKey,
  sandbox,
}) => {
  await saveKey(sandbox.keys.inrLimited.key);
  const page = await extensionPage('options.html#offers');
  await expect(deals(page).getByRole('status').filter({ hasText: 'read:offers' })).toBeVisible();
  expect(apiRequests(sandbox, '/offers')).toHaveLength(0);
});
