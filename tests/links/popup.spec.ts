// The popup, as a publisher uses it: real Chromium, the built extension, the sandbox API, the UI contract's names.
import type { Page } from '@playwright/test';
import { FIXTURES } from '../../sandbox/fixtures';
import { apiRequests, expect, test } from '../support/e2e/fixtures';

// Callbacks given to serviceWorker.evaluate run inside the extension, where `chrome` exists.
declare const chrome: typeof import('@wxt-dev/browser').browser;

const PRODUCT = `https://www.${FIXTURES.openCampaignDomain}/products/basmati-rice-5kg`;

async function linkValue(popup: Page): Promise<string> {
  const box = popup.getByRole('textbox', { name: 'Affiliate link', exact: true });
  await expect(box).toHaveValue(/^https?:\/\//);
  return box.inputValue();
}

test.beforeEach(async ({ saveKey, sandbox }) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  sandbox.clearRequests();
});

test('at 400 x 600 the first screen holds the link, Copy, its QR code, Short link, Channel, Access status and Request access', async ({
  openPopup,
  sandbox,
}) => {
  const domain = sandbox.state.campaigns.find((c) => c.id === FIXTURES.notAppliedCampaignId)?.domain as string;
  const popup = await openPopup(`https://www.${domain}/sale`);
  await popup.setViewportSize({ width: 400, height: 600 });
  await linkValue(popup);
  await expect(popup.getByLabel('Access status', { exact: true })).toHaveText('Not applied');
  const controls = [
    popup.getByRole('textbox', { name: 'Affiliate link', exact: true }),
    popup.getByRole('button', { name: 'Copy', exact: true }),
    popup.getByRole('checkbox', { name: 'Short link', exact: true }),
    popup.getByRole('combobox', { name: 'Channel', exact: true }),
    popup.getByLabel('Access status', { exact: true }),
    popup.getByRole('button', { name: 'Request access', exact: true }),
    popup.getByRole('button', { name: 'QR code', exact: true }),
  ];
  // The QR code beside the link is drawn once the popup is idle.
  await expect(popup.getByRole('button', { name: 'QR code', exact: true }).locator('svg path')).toHaveCount(1);
  for (const control of controls) {
    await expect(control).toBeInViewport({ ratio: 1 });
    const box = await control.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(600);
  }
  expect(await popup.evaluate(() => window.scrollY)).toBe(0);
  // A link that will not earn says so in words before it is copied.
  await expect(popup.getByText('This link will not earn:')).toBeVisible();

  const subIds = popup.locator('summary', { hasText: 'Sub IDs' });
  await expect(subIds).toHaveText('Sub IDs');
  await subIds.click();
  for (let i = 1; i <= 5; i++) {
    await expect(popup.getByRole('textbox', { name: `Sub ID ${i}`, exact: true })).toBeVisible();
  }
});

test('at 320 px wide (or 200 % zoom of a 640 px window) the popup needs no sideways scrolling', async ({
  openPopup,
}) => {
  const popup = await openPopup(PRODUCT);
  await popup.setViewportSize({ width: 320, height: 600 });
  await linkValue(popup);
  await expect(popup.getByLabel('Access status', { exact: true })).toBeVisible();
  expect(await popup.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const name of ['Copy', 'Share']) {
    const box = await popup.getByRole('button', { name, exact: true }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(320);
  }
  const channel = await popup.getByRole('combobox', { name: 'Channel', exact: true }).boundingBox();
  expect((channel?.x ?? 0) + (channel?.width ?? 999)).toBeLessThanOrEqual(320);
});

test('with Track earnings per link on: the tag leaves Sub IDs closed, and the first screen fits 400 x 600 and 320 px', async ({
  ext,
  openPopup,
  sandbox,
}) => {
  await ext.serviceWorker.evaluate(() =>
    chrome.storage.local.set({ historySettings: { keep: true, trackEarnings: true } }),
  );
  const domain = sandbox.state.campaigns.find((c) => c.id === FIXTURES.notAppliedCampaignId)?.domain as string;
  const popup = await openPopup(`https://www.${domain}/sale`);
  await popup.setViewportSize({ width: 400, height: 600 });
  const link = await linkValue(popup);
  // Every link carries the tag in subid5 …
  expect(new URL(link).searchParams.get('subid5')).toMatch(/^t\d{4}-[a-z2-9]{4}$/);
  // … and it is ours: the disclosure counts it but stays closed.
  const subIds = popup.locator('details.sub-ids');
  await expect(subIds.locator('summary')).toHaveText('Sub IDs · 1 set');
  await expect(subIds).not.toHaveAttribute('open', '');
  await expect(popup.getByLabel('Access status', { exact: true })).toHaveText('Not applied');
  const controls = [
    popup.getByRole('textbox', { name: 'Affiliate link', exact: true }),
    popup.getByRole('button', { name: 'Copy', exact: true }),
    popup.getByRole('combobox', { name: 'Channel', exact: true }),
    popup.getByLabel('Access status', { exact: true }),
    popup.getByRole('button', { name: 'Request access', exact: true }),
  ];
  for (const control of controls) {
    await expect(control).toBeInViewport({ ratio: 1 });
    const box = await control.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(600);
  }
  // The verdict is said once.
  await expect(popup.getByText('This link will not earn:')).toHaveCount(1);
  await expect(popup.getByText(/will not earn yet: the campaign needs approval/)).toHaveCount(0);

  // Opened, the Sub IDs grid fits the popup at 400 and at 320 px: nothing wider than the viewport.
  await subIds.locator('summary').click();
  for (const width of [400, 320]) {
    await popup.setViewportSize({ width, height: 600 });
    for (let i = 1; i <= 5; i++) {
      const box = await popup.getByRole('textbox', { name: `Sub ID ${i}`, exact: true }).boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(width);
    }
    const widest = await popup.evaluate(() =>
      Math.max(
        document.documentElement.scrollWidth,
        ...[...document.querySelectorAll('body *')].map((el) => el.getBoundingClientRect().right),
      ),
    );
    expect(widest).toBeLessThanOrEqual(width);
  }
});

test('shows the tracking link on open, after one conversion request', async ({ openPopup, sandbox }) => {
  const popup = await openPopup(PRODUCT);
  const link = await linkValue(popup);
  const url = new URL(link);
  expect(url.host).toBe(FIXTURES.trackingHost);
  expect(url.searchParams.get('url')).toBe(PRODUCT);
  expect(url.searchParams.get('source')).toBe('api');
  expect(apiRequests(sandbox, '/links/convert')).toHaveLength(1);
  await expect(popup.getByLabel('Access status', { exact: true })).toHaveText('Open');
});

test('the toolbar popup converts the active tab’s page (its first requests leave before its bundle)', async ({
  ext,
  sandbox,
}) => {
  const merchant = await ext.context.newPage();
  const page = `http://www.${FIXTURES.openCampaignDomain}/products/toor-dal-1kg`;
  await merchant.goto(page);
  await merchant.bringToFront();
  sandbox.clearRequests();
  // The real toolbar popup (no ?url=): Playwright cannot drive its document, so the API's log shows what it did.
  const opened = await ext.serviceWorker.evaluate(() => chrome.action.openPopup().then(() => true));
  expect(opened).toBe(true);
  await expect
    .poll(() => ext.serviceWorker.evaluate(() => chrome.runtime.getContexts({ contextTypes: ['POPUP'] })))
    .toEqual([expect.objectContaining({ documentUrl: expect.stringMatching(/\/popup\.html$/) })]);
  await expect
    .poll(() => apiRequests(sandbox, '/links/convert').map((r) => r.body))
    .toEqual([{ url: page, shorten: false }]);
  // The campaign was found for the tab's site, so the popup went on to its offers.
  await expect.poll(() => apiRequests(sandbox, '/offers').length).toBeGreaterThan(0);
});

test('sub IDs and the short link reach the API and the shown link', async ({ openPopup, sandbox }) => {
  const popup = await openPopup(PRODUCT);
  await linkValue(popup);
  await popup.locator('summary', { hasText: 'Sub IDs' }).click();
  await popup.getByRole('textbox', { name: 'Sub ID 1', exact: true }).fill('newsletter');
  await popup.getByRole('textbox', { name: 'Sub ID 3', exact: true }).fill('nov-week4');
  await expect
    .poll(() => apiRequests(sandbox, '/links/convert').at(-1)?.body)
    .toMatchObject({ subid: 'newsletter', subid3: 'nov-week4' });
  // The request is out before its answer is shown: wait for the link that carries them.
  await expect
    .poll(async () => {
      const tracking = new URL(await linkValue(popup)).searchParams;
      return [tracking.get('subid'), tracking.get('subid3')];
    })
    .toEqual(['newsletter', 'nov-week4']);

  await popup.getByRole('checkbox', { name: 'Short link', exact: true }).check();
  await expect
    .poll(() => apiRequests(sandbox, '/links/convert').at(-1)?.body)
    .toMatchObject({ shorten: true, subid: 'newsletter' });
  await expect(popup.getByRole('textbox', { name: 'Affiliate link', exact: true })).toHaveValue(
    new RegExp(`^https?://${FIXTURES.shortHost.replace(/\./g, '\\.')}/`),
  );
  // What was typed is kept.
  await expect(popup.getByRole('textbox', { name: 'Sub ID 1', exact: true })).toHaveValue('newsletter');

  // Reopened on the site: the short-link choice and the sub IDs are remembered (the disclosure opens by itself).
  await popup.close();
  const again = await openPopup(PRODUCT);
  await expect(again.getByRole('checkbox', { name: 'Short link', exact: true })).toBeChecked();
  await expect(again.getByRole('textbox', { name: 'Sub ID 1', exact: true })).toHaveValue('newsletter');
  await expect(again.locator('summary', { hasText: 'Sub IDs' })).toHaveText('Sub IDs · 2 set');
});

test('changing the channel converts again with that channel', async ({ openPopup, sandbox }) => {
  const popup = await openPopup(PRODUCT);
  await linkValue(popup);
  const channel = popup.getByRole('combobox', { name: 'Channel', exact: true });
  await channel.selectOption(String(FIXTURES.approvedChannelId));
  await expect
    .poll(() => apiRequests(sandbox, '/links/convert').at(-1)?.body)
    .toMatchObject({ channel_id: FIXTURES.approvedChannelId });
  await expect
    .poll(async () => new URL(await linkValue(popup)).searchParams.get('cid'))
    .toBe(String(FIXTURES.approvedChannelId));
});

test('Copy puts the shown link on the clipboard and says so', async ({ openPopup }) => {
  const popup = await openPopup(PRODUCT);
  const link = await linkValue(popup);
  await popup.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(popup.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await popup.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test('request access on a not-applied campaign, then it is pending', async ({ openPopup, sandbox }) => {
  const campaign = sandbox.state.campaigns.find((c) => c.id === FIXTURES.notAppliedCampaignId);
  const popup = await openPopup(`https://www.${campaign?.domain}/item/1`);
  await expect(popup.getByLabel('Access status', { exact: true })).toHaveText('Not applied');
  await popup.getByRole('button', { name: 'Request access', exact: true }).click();
  await popup.getByRole('textbox', { name: 'Promotion details', exact: true }).fill('Weekly deals newsletter');
  await popup.getByRole('button', { name: 'Send request', exact: true }).click();
  await expect(popup.getByLabel('Access status', { exact: true })).toHaveText('Pending');
  const sent = apiRequests(sandbox, `/campaigns/${FIXTURES.notAppliedCampaignId}/request_access`, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.status).toBe(201);
  expect(sent[0]?.body).toMatchObject({ promotion_details: 'Weekly deals newsletter' });
});

test('a rejected campaign in its cooldown shows the re-apply date', async ({ openPopup, sandbox }) => {
  const campaign = sandbox.state.campaigns.find((c) => c.id === FIXTURES.rejectedInCooldownCampaignId);
  const popup = await openPopup(`https://${campaign?.domain}/`);
  await expect(popup.getByLabel('Access status', { exact: true })).toHaveText('Rejected');
  await popup.getByRole('button', { name: 'Request access', exact: true }).click();
  await popup.getByRole('button', { name: 'Send request', exact: true }).click();
  await expect(popup.getByRole('alert')).toContainText(FIXTURES.rejectedInCooldownReapplyDate());
  await expect(popup.getByLabel('Access status', { exact: true })).toHaveText('Rejected');
});

test('offers of the campaign are listed with a copyable coupon', async ({ openPopup }) => {
  const popup = await openPopup(`https://www.${FIXTURES.couponCampaignDomain}/`);
  const offers = popup.getByRole('list', { name: 'Offers' });
  const coupon = offers.getByRole('listitem').filter({ hasText: FIXTURES.couponCode });
  await expect(coupon).toBeVisible();
  await coupon.getByRole('button', { name: 'Copy code', exact: true }).click();
  expect(await popup.evaluate(() => navigator.clipboard.readText())).toBe(FIXTURES.couponCode);
});

test('monetize with the AI rewrite, and when the AI fails', async ({ openPopup, sandbox }) => {
  const popup = await openPopup(PRODUCT);
  await linkValue(popup);
  await popup.locator('summary', { hasText: 'Post with your link' }).click();
  const title = popup.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Basmati rice 5 kg');
  await popup.getByRole('textbox', { name: 'Description', exact: true }).fill('Aged long-grain rice.');
  await popup.getByRole('checkbox', { name: 'Rewrite with AI', exact: true }).check();
  await popup.getByRole('button', { name: 'Monetize', exact: true }).click();
  const post = popup.getByRole('textbox', { name: 'Post text', exact: true });
  await expect(post).toHaveValue(/https?:\/\//);
  const rewritten = await post.inputValue();
  expect(rewritten.split('\n')[0]).not.toBe('Basmati rice 5 kg');
  expect(apiRequests(sandbox, '/links/monetize').at(-1)?.body).toMatchObject({ rewrite_using_ai: true });

  sandbox.setAiFailure(true);
  await title.fill('Basmati rice 10 kg');
  await popup.getByRole('button', { name: 'Monetize', exact: true }).click();
  await expect(post).toHaveValue(/^Basmati rice 10 kg/);
  await expect(popup.getByRole('status').filter({ hasText: /AI/ })).toBeVisible();
  // What the person typed stays.
  await expect(title).toHaveValue('Basmati rice 10 kg');
});

test('a page that cannot carry a link says so and sends nothing', async ({ openPopup, sandbox }) => {
  for (const url of ['chrome://extensions/', 'about:blank', 'file:///home/me/notes.html']) {
    const popup = await openPopup(url);
    await expect(popup.getByRole('status').first()).toBeVisible();
    await expect(popup.getByRole('textbox', { name: 'Affiliate link', exact: true })).toHaveCount(0);
    await popup.close();
  }
  expect(apiRequests(sandbox, '/links/convert')).toHaveLength(0);
  expect(apiRequests(sandbox, '/offers')).toHaveLength(0);
});

test('a 500 from the API shows an alert, and the popup keeps working', async ({ openPopup, sandbox }) => {
  sandbox.addFault({ path: '/links/convert', status: 500, body: '{"error":"Internal server error"}', count: 10 });
  const popup = await openPopup(PRODUCT);
  await expect(popup.getByRole('alert')).toBeVisible();
  // The campaign still shows (it comes from the index), and a retry works once the API is back.
  await expect(popup.getByLabel('Access status', { exact: true })).toHaveText('Open');
  sandbox.clearFaults();
  await popup.getByRole('button', { name: 'Try again' }).first().click();
  await linkValue(popup);
});

test('text from the API does not widen the popup: 10,000-character name, status and coupon code', async ({
  openPopup,
  sandbox,
}) => {
  const key = sandbox.keys.inrLegacy.key;
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${sandbox.baseUrl}${path}`, {
      ...init,
      headers: { Authorization: `Token ${key}`, 'Content-Type': 'application/json' },
    });
    return (await res.json()) as { data: Record<string, unknown> & Array<Record<string, unknown>> };
  };
  const long = 'W'.repeat(10_000);
  const id = FIXTURES.openCampaignId;
  const detail = await call(`/campaigns/${id}`);
  const converted = await call('/links/convert', { method: 'POST', body: JSON.stringify({ url: PRODUCT }) });
  const offers = await call('/offers?per_page=5');
  const offer = { ...offers.data[0], title: long, coupon_code: `C${long}`, offer_type: 'coupon', campaign_id: id };
  sandbox.addFault({
    path: '/links/convert',
    status: 200,
    body: JSON.stringify({ data: { ...converted.data, campaign: { id, name: long } } }),
    count: 5,
  });
  sandbox.addFault({
    path: `/campaigns/${id}`,
    status: 200,
    body: JSON.stringify({ data: { ...detail.data, name: long, access_status: `s${long}` } }),
    count: 5,
  });
  sandbox.addFault({
    path: '/offers',
    status: 200,
    body: JSON.stringify({ ...offers, data: [offer] }),
    count: 5,
  });

  // A site the campaign index does not know: the campaign comes from the conversion and its detail.
  const popup = await openPopup('https://www.not-in-the-index.example/p/1');
  await popup.setViewportSize({ width: 380, height: 700 });
  await expect(popup.getByText(long, { exact: true }).first()).toBeVisible();
  await expect(popup.getByRole('list', { name: 'Offers' })).toContainText(`C${long.slice(0, 20)}`);
  const widths = await popup.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.doc).toBeLessThanOrEqual(380);
  expect(widths.body).toBeLessThanOrEqual(380);
  // The controls stay on screen.
  const copy = await popup.getByRole('button', { name: 'Copy', exact: true }).boundingBox();
  expect((copy?.x ?? 0) + (copy?.width ?? 0)).toBeLessThanOrEqual(380);
});
