// A post from a product page, in the sandbox build against the sandbox's merchant pages and its Telegram: the popup's
// Post reads the page's own structured data (scripting on the tab showing it), the caption holds the product's name
// and its price with the time it was read, and Post now carries Telegram's large link preview of the page (or, once
// the publisher allows the store's photo on the card, the card with the photo). A destination whose channel breaks
// the campaign's rules says May not earn in the dialog, and still posts. A page without product data says so.
//
// The toolbar popup's `activeTab` grant cannot be given by a test (no toolbar click), so the browser starts on a
// profile in which the merchant hosts were already allowed (as after the person answered Allow).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { FIXTURES } from '../../sandbox/fixtures';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES } from '../../sandbox/telegram/fixtures';
import { launchExtension, profileAllowing } from '../../scripts/launch-extension';
import { test as base, expect, testBrowserArgs } from '../support/e2e/fixtures';

declare const chrome: typeof import('@wxt-dev/browser').browser;

const SANDBOX_BUILD = resolve(process.env.SANDBOX_EXTENSION_DIR ?? '.output-sandbox/chrome-mv3-sandbox');
const KIRANA_PRODUCT = `http://www.${FIXTURES.openCampaignDomain}/p/basmati-rice-5kg`;
const ALLOWED = ['http://m.styleloom.in/*', `http://www.${FIXTURES.openCampaignDomain}/*`];

const test = base.extend({
  ext: async ({ sandbox }, use) => {
    const args = testBrowserArgs(sandbox.origin);
    const profile = await profileAllowing(ALLOWED, args, SANDBOX_BUILD);
    const ext = await launchExtension({ dir: SANDBOX_BUILD, extraArgs: args, profile });
    await ext.serviceWorker.evaluate(
      (origin) => chrome.storage.local.set({ telegramSandboxBaseUrl: origin }),
      sandbox.origin,
    );
    await use(ext);
    await ext.close();
    rmSync(profile, { recursive: true, force: true });
  },
});

// Each test starts its own browser twice (the profile's first run, then the test's); the machine may be loaded.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ saveKey, sandbox }) => {
  await saveKey(sandbox.keys.inrLegacy.key);
});

async function saveDestination(page: Page, channelId: number): Promise<void> {
  const saved = await page.evaluate(
    ([token, chat, channelId]) =>
      chrome.runtime.sendMessage({
        name: 'destinations.save',
        request: {
          name: 'Deals channel',
          sendsTo: 'telegram',
          botToken: token,
          chat,
          channelId,
          shorten: false,
          template: '{title}\n{price} (MRP {mrp}, {percent_off} off)\n{link}',
          disclosure: '#ad',
          addDisclosure: true,
          hashtags: '',
        },
      }),
    [TELEGRAM_BOTS.good.token, TELEGRAM_FIXTURES.publicChat, channelId] as const,
  );
  expect(saved).toMatchObject({ ok: true });
}

/** The merchant's page in a tab, then the popup about it (opened in a tab, as "Open in a tab" does) and its Post. */
async function postDialogFor(
  ext: { context: import('@playwright/test').BrowserContext },
  openPopup: (url: string) => Promise<Page>,
  url: string,
) {
  const merchant = await ext.context.newPage();
  await merchant.goto(url);
  const popup = await openPopup(url);
  await expect(popup.getByRole('textbox', { name: 'Affiliate link', exact: true })).toHaveValue(/^https?:\/\//, {
    timeout: 20_000,
  });
  await popup.getByRole('button', { name: 'Post', exact: true }).click();
  const dialog = popup.getByRole('dialog', { name: 'Post' });
  await expect(dialog.getByRole('textbox', { name: 'Caption' })).not.toHaveValue('', { timeout: 20_000 });
  return dialog;
}

const clock = /\b([01]\d|2[0-3]):[0-5]\d\b/;

test('a product page’s name and price (with the time read) fill the caption; Post now carries the large link preview, then the card with the photo', async ({
  ext,
  extensionPage,
  openPopup,
  sandbox,
}) => {
  const options = await extensionPage('options.html#destinations');
  await saveDestination(options, FIXTURES.approvedChannelId);
  const dialog = await postDialogFor(ext, openPopup, FIXTURES.productPageUrl);

  const caption = await dialog.getByRole('textbox', { name: 'Caption' }).inputValue();
  const [disclosure, title, price] = caption.split('\n');
  expect(disclosure).toBe('#ad');
  expect(title).toBe(FIXTURES.productName);
  expect(price).toMatch(
    new RegExp(`^₹${FIXTURES.productPrice} at ${clock.source} \\(MRP ₹${FIXTURES.productMrp}, 50% off\\)$`),
  );
  const readAt = clock.exec(price!)![0];
  await expect(dialog.getByText(`From the page: ${FIXTURES.productName}`)).toContainText(`Price read at ${readAt}`);
  await expect(dialog.getByText(/^May not earn/)).toHaveCount(0);

  // The page names a photo, not yet allowed on the card for this store: no card, Telegram's own preview instead.
  await expect(dialog.getByRole('checkbox', { name: 'Include deal card' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Post now' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Posted to' })).toContainText('Posted to Deals channel.');
  expect(sandbox.telegram.calls.filter((c) => c.method === 'sendMessage').map((c) => c.status)).toEqual([200]);
  const [message] = sandbox.telegram.messages;
  expect(message!.photo).toBeNull();
  expect(message!.text).toContain(`${FIXTURES.productName}\n₹${FIXTURES.productPrice} at ${readAt}`);
  expect(message!.linkPreview).toEqual({
    url: FIXTURES.productPageUrl,
    prefer_large_media: true,
    show_above_text: true,
  });

  // The publisher allows StyleLoom's photo on the card: from then on the card carries it and goes as the photo.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.page().getByRole('button', { name: 'Post', exact: true }).click();
  const again = dialog.page().getByRole('dialog', { name: 'Post' });
  const card = again.getByRole('img', { name: 'Deal card' });
  const cardHeight = () => card.evaluate((img) => (img as HTMLImageElement).naturalHeight);
  await again.getByRole('checkbox', { name: 'Include deal card' }).check();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect.poll(cardHeight).toBeGreaterThan(0);
  const withoutPhoto = await cardHeight();
  await again.getByRole('checkbox', { name: /^Product photo on the card for styleloom\.in/ }).check();
  // Drawn again with the photo's band (560 px) under the disclosure.
  await expect.poll(cardHeight, { timeout: 20_000 }).toBeGreaterThan(withoutPhoto + 400);
  const withPhoto = await cardHeight();
  await again.getByRole('button', { name: 'Post now' }).click();
  // The duplicate guard stops the same deal posted twice; posting it anyway is the publisher's choice.
  await again.getByRole('button', { name: 'Post anyway' }).click();
  await expect(again.getByRole('status').filter({ hasText: 'Posted to' })).toBeVisible({ timeout: 20_000 });
  const photo = sandbox.telegram.messages[1]!;
  expect(photo.photo).toMatchObject({ width: 1200, height: withPhoto });
  expect(photo.text).toContain(FIXTURES.productName);
});

test('a destination whose channel is Telegram, on a campaign without social media: May not earn in the dialog, and Post now still posts', async ({
  ext,
  extensionPage,
  openPopup,
  sandbox,
}) => {
  const options = await extensionPage('options.html#destinations');
  await saveDestination(options, FIXTURES.telegramChannelId);
  const dialog = await postDialogFor(ext, openPopup, KIRANA_PRODUCT);
  await expect(dialog.getByText(/^May not earn: /)).toHaveText(
    'May not earn: the campaign does not allow social media, and your channel Deals Telegram is Telegram.',
  );
  const postNow = dialog.getByRole('button', { name: 'Post now' });
  await expect(postNow).toBeEnabled();
  await postNow.click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Posted to' })).toBeVisible({ timeout: 20_000 });
  expect(sandbox.telegram.messages).toHaveLength(1);
});

test('a page without product data: the dialog says so and the caption uses the page’s title', async ({
  ext,
  extensionPage,
  openPopup,
}) => {
  const options = await extensionPage('options.html#destinations');
  await saveDestination(options, FIXTURES.approvedChannelId);
  const dialog = await postDialogFor(ext, openPopup, FIXTURES.plainPageUrl);
  await expect(dialog.getByText(/has no product data/)).toBeVisible();
  const caption = await dialog.getByRole('textbox', { name: 'Caption' }).inputValue();
  expect(caption.split('\n')[1]).toBe('Size Guide | StyleLoom');
  expect(caption).not.toMatch(/₹/);
});
