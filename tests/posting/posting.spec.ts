// Posting to Telegram against the sandbox's Bot API, in the sandbox build (`npm run build:sandbox`: a development
// build may point the Bot API at the sandbox; a production build talks to api.telegram.org only, so this file runs
// the worker's Chromium of that build). Options -> Destinations' Check connection, a Deals offer posted with its card
// (one photo, the disclosure first, `<b>&` escaped, the destination's channel in the link, a 429 waited once, the post
// in History with its message id), a converted post sent as written and stopped when converted again, and a worker
// stopped mid-post that never posts twice.
import type { Page } from '@playwright/test';
import { FIXTURES } from '../../sandbox/fixtures';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES, UNKNOWN_BOT_TOKEN } from '../../sandbox/telegram/fixtures';
import { test as base, expect } from '../support/e2e/fixtures';
import { stopServiceWorker } from '../support/e2e/stop-worker';

declare const chrome: typeof import('@wxt-dev/browser').browser;

const TOKEN = TELEGRAM_BOTS.good.token;

// The worker's browser of the sandbox build, freshly installed, told where the sandbox's Telegram is.
const test = base.extend({
  ext: async ({ ext, sandbox }, use) => {
    await ext.serviceWorker.evaluate(
      (origin) => chrome.storage.local.set({ telegramSandboxBaseUrl: origin }),
      sandbox.origin,
    );
    await use(ext);
  },
});
test.use({ build: 'sandbox' });

test.beforeEach(async ({ saveKey, sandbox }) => {
  await saveKey(sandbox.keys.inrLegacy.key);
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A Telegram (or WhatsApp) destination saved through the background's own message (the UI's form is test 1's). */
async function saveDestination(page: Page, sendsTo: 'telegram' | 'whatsapp' = 'telegram'): Promise<void> {
  const saved = await page.evaluate(
    ([token, chat, channelId, sendsTo]) =>
      chrome.runtime.sendMessage({
        name: 'destinations.save',
        request: {
          name: 'Deals channel',
          sendsTo,
          ...(sendsTo === 'telegram' ? { botToken: token } : {}),
          chat,
          channelId,
          shorten: false,
          template: '{title}\n{price} (MRP {mrp}, {percent_off} off)\n{link}',
          disclosure: '#ad',
          addDisclosure: true,
          hashtags: 'deals',
        },
      }),
    [TOKEN, sendsTo === 'telegram' ? TELEGRAM_FIXTURES.publicChat : '', FIXTURES.approvedChannelId, sendsTo] as const,
  );
  expect(saved).toMatchObject({ ok: true });
}

/** Options -> Deals, the first offer's Post dialog, its caption rendered and its card drawn. */
async function openPostDialog(page: Page) {
  await page.goto(page.url().replace(/#.*$/, '#offers'));
  const offer = region(page, 'Deals').getByRole('list', { name: 'Offers', exact: true }).getByRole('listitem').first();
  await offer.getByRole('button', { name: 'Post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Post' });
  // Its code loads on first use, then the link is made and the card drawn: slower on a loaded machine.
  await expect(dialog.getByRole('textbox', { name: 'Caption' })).not.toHaveValue('', { timeout: 20_000 });
  await expect(dialog.getByRole('img', { name: 'Deal card' })).toBeVisible({ timeout: 20_000 });
  return dialog;
}

test('Check connection passes for an administrator bot and says which check failed otherwise', async ({
  extensionPage,
  sandbox,
}) => {
  const page = await extensionPage('options.html#destinations');
  const section = region(page, 'Destinations');
  await section.getByRole('button', { name: 'Add destination' }).click();
  await section.getByRole('textbox', { name: 'Destination name' }).fill('Deals channel');
  await expect(section.getByRole('combobox', { name: 'Sends to' })).toHaveValue('telegram');
  const token = section.getByLabel('Bot token');
  const chat = section.getByRole('textbox', { name: 'Chat' });
  const check = section.getByRole('button', { name: 'Check connection' });
  const alert = section.getByRole('alert');

  await token.fill(UNKNOWN_BOT_TOKEN);
  await chat.fill(TELEGRAM_FIXTURES.publicChat);
  await check.click();
  await expect(alert).toContainText('failed at the bot token (getMe)');

  await token.fill(TOKEN);
  await chat.fill(TELEGRAM_FIXTURES.unknownChat);
  await check.click();
  await expect(alert).toContainText(`failed at the chat (getChat): ${TELEGRAM_FIXTURES.unknownChat} was not found`);

  await token.fill(TELEGRAM_BOTS.notAdmin.token);
  await chat.fill(TELEGRAM_FIXTURES.publicChat);
  await check.click();
  await expect(alert).toContainText('the bot is not an administrator of @sandbox_deals');

  await token.fill(TOKEN);
  await check.click();
  await expect(section.getByRole('status').filter({ hasText: 'Connected' })).toHaveText(
    'Connected: the bot @deals_sandbox_bot may post to Sandbox Deals.',
  );
  await expect(section.getByRole('checkbox', { name: 'Add the disclosure' })).toBeChecked();
  await expect(section.getByRole('textbox', { name: 'Disclosure' })).toHaveValue('#ad');
  await section.getByRole('button', { name: 'Save destination' }).click();
  const item = section.getByRole('list', { name: 'Destinations' }).getByRole('listitem');
  await expect(item).toContainText('Deals channel');
  await item.getByRole('button', { name: 'Edit' }).click();
  await expect(section.getByText(`Saved: ••••${TOKEN.slice(-4)}`)).toBeVisible();
  // The token is in no page, and not in storage.sync.
  expect(await page.content()).not.toContain(TOKEN);
  expect(await page.evaluate(() => chrome.storage.sync.get(null))).toEqual({});
  expect(sandbox.telegram.calls.map((c) => c.method)).toContain('getChatMember');
});

test('a Deals offer is posted with its card as one photo: disclosure first, escaped, its channel, a 429 waited, in History', async ({
  extensionPage,
  sandbox,
}) => {
  const page = await extensionPage('options.html#destinations');
  await saveDestination(page);
  const dialog = await openPostDialog(page);
  const caption = dialog.getByRole('textbox', { name: 'Caption' });
  const typed = (await caption.inputValue()).replace('\n', '\nTyped <b>& ');
  await caption.fill(typed);
  await expect(dialog.getByLabel('Caption length')).toHaveText(new RegExp(`^${typed.length} / 1024$`));
  await expect(dialog.getByRole('checkbox', { name: 'Include deal card' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Download card' })).toBeEnabled();

  sandbox.telegram.tooMany(1, 1);
  await dialog.getByRole('button', { name: 'Post now' }).click();
  const posted = dialog.getByRole('status').filter({ hasText: 'Posted to' });
  await expect(posted).toContainText('Posted to Deals channel.');
  await expect(posted.getByRole('link', { name: 'Open post' })).toHaveAttribute('href', 'https://t.me/sandbox_deals/1');

  // Exactly one photo (the 429, then once more), its caption as sent.
  expect(sandbox.telegram.calls.filter((c) => c.method === 'sendPhoto').map((c) => c.status)).toEqual([429, 200]);
  expect(sandbox.telegram.messages).toHaveLength(1);
  const [message] = sandbox.telegram.messages;
  expect(message!.photo).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
  // Its line breaks arrive as typed, LF (Chromium's FormData would have sent CRLF: lib/posting/multipart.ts).
  expect(message!.sent.startsWith('#ad\nTyped &lt;b&gt;&amp; ')).toBe(true);
  expect(message!.sent).not.toContain('\r');
  expect(message!.text.length).toBeLessThanOrEqual(1024);
  const link = message!.text.split('\n').find((line) => line.startsWith('https://'))!;
  expect(new URL(link).searchParams.get('cid')).toBe(String(FIXTURES.approvedChannelId));
  expect(message!.replyMarkup).toEqual({ inline_keyboard: [[{ text: 'Buy now', url: link }]] });

  await page.goto(page.url().replace(/#.*$/, '#history'));
  const row = region(page, 'History').getByRole('table', { name: 'Link history' }).getByRole('row').nth(1);
  await expect(row).toContainText('Posted to Deals channel, message 1');
  await expect(row.getByRole('link', { name: 'Open post' })).toHaveAttribute('href', 'https://t.me/sandbox_deals/1');
});

test('a worker stopped mid-post sends no second post when Post now is pressed again', async ({
  ext,
  extensionPage,
  sandbox,
}) => {
  const page = await extensionPage('options.html#destinations');
  await saveDestination(page);
  const dialog = await openPostDialog(page);
  sandbox.telegram.hold();
  const postNow = dialog.getByRole('button', { name: 'Post now' });
  await postNow.click();
  await sandbox.telegram.held();
  await stopServiceWorker(ext);
  sandbox.telegram.release();
  // The page got no answer: it says so, and the same press may be asked again.
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(postNow).toBeEnabled();
  await postNow.click();
  await expect(dialog.getByRole('alert')).toContainText('whether it went out is unknown. Check the chat');
  expect(sandbox.telegram.calls.filter((c) => c.method === 'sendPhoto')).toHaveLength(1);
  expect(sandbox.telegram.messages).toHaveLength(1);
});

test('a converted post goes out as written, its first earning link on Buy now; converted again (new tags) it is stopped as already posted', async ({
  extensionPage,
  sandbox,
}) => {
  const page = await extensionPage('options.html#destinations');
  await saveDestination(page);
  // Track earnings per link on: every conversion run tags its links anew.
  await page.evaluate(() => chrome.storage.local.set({ historySettings: { keep: true, trackEarnings: true } }));
  // The recipe link has no campaign: it stays as written, and the Buy now button skips it.
  const post = `Deals today\nRecipe https://dailyrecipes.net/dal-makhani\nRice ${FIXTURES.openCampaignUrl}p/rice-5kg\nKurta ${FIXTURES.approvedCampaignUrl}kurta-blue`;
  const convertAndOpen = async () => {
    await page.goto(page.url().replace(/#.*$/, '#convert'));
    await page.reload();
    const converter = page.getByRole('region', { name: 'Convert a post' });
    await converter.getByRole('textbox', { name: 'Post', exact: true }).fill(post);
    await converter.getByRole('button', { name: 'Convert all' }).click();
    await expect(converter.getByRole('status').filter({ hasText: 'links converted' })).toBeVisible();
    await converter.getByRole('button', { name: 'Post', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Post' });
    const caption = dialog.getByRole('textbox', { name: 'Caption' });
    // The disclosure first, the converted text, the destination's hashtags.
    await expect(caption).toHaveValue(/^#ad\nDeals today\nRecipe [^\n]*\nRice https:\/\/track\.[^\n]*subid5=/, {
      timeout: 20_000,
    });
    return { dialog, text: await caption.inputValue() };
  };

  const first = await convertAndOpen();
  await first.dialog.getByRole('button', { name: 'Post now' }).click();
  await expect(first.dialog.getByRole('status').filter({ hasText: 'Posted to' })).toContainText(
    'Posted to Deals channel.',
  );
  expect(sandbox.telegram.messages).toHaveLength(1);
  const [message] = sandbox.telegram.messages;
  expect(message!.text).toBe(first.text);
  const links = first.text.split(/\s/).filter((word) => word.startsWith('https://'));
  expect(links).toHaveLength(3);
  expect(links[0]).toBe('https://dailyrecipes.net/dal-makhani');
  expect(message!.replyMarkup).toEqual({ inline_keyboard: [[{ text: 'Buy now', url: links[1] }]] });

  // History: the converted post's links, grouped under their post, say where it went.
  await page.goto(page.url().replace(/#.*$/, '#history'));
  const history = region(page, 'History').getByRole('table', { name: 'Link history' });
  const posted = history.getByRole('row').filter({ hasText: 'Post · posted to Deals channel, message 1' });
  await expect(posted).toHaveCount(2);
  await expect(posted.first().getByRole('link', { name: 'Open post' })).toHaveAttribute(
    'href',
    'https://t.me/sandbox_deals/1',
  );

  const second = await convertAndOpen();
  expect(second.text).not.toBe(first.text);
  await second.dialog.getByRole('button', { name: 'Post now' }).click();
  await expect(second.dialog.getByRole('alert')).toContainText('already posted to Deals channel');
  await expect(second.dialog.getByRole('button', { name: 'Post anyway' })).toBeVisible();
  expect(sandbox.telegram.messages).toHaveLength(1);
});

test('Copy for WhatsApp puts the caption in *bold* form and the card as a PNG on the clipboard; Open WhatsApp carries the text', async ({
  extensionPage,
  sandbox,
}) => {
  const page = await extensionPage('options.html#destinations');
  await saveDestination(page, 'whatsapp');
  const dialog = await openPostDialog(page);
  const caption = await dialog.getByRole('textbox', { name: 'Caption' }).inputValue();
  // The template starts with the title: the disclosure first, then the title, the prices and the link.
  const [disclosure, title, ...rest] = caption.split('\n');
  expect(disclosure).toBe('#ad');
  expect(title).toBeTruthy();
  const expected = ['#ad', `*${title}*`, ...rest].join('\n');
  const card = await dialog
    .getByRole('img', { name: 'Deal card' })
    .evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
  expect(card.width).toBe(1200);
  await expect(dialog.getByRole('button', { name: 'Post now' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Copy for WhatsApp' }).click();
  await expect(dialog.getByRole('link', { name: 'Open WhatsApp' })).toBeVisible();

  // The clipboard as another application would read it: one item, the text and the card.
  const clip = await page.evaluate(async () => {
    const items = await navigator.clipboard.read();
    const item = items[0]!;
    const png = new Uint8Array(await (await item.getType('image/png')).arrayBuffer());
    return {
      items: items.length,
      types: [...item.types].sort(),
      text: await (await item.getType('text/plain')).text(),
      head: [...png.subarray(0, 24)],
      bytes: png.length,
    };
  });
  expect(clip.items).toBe(1);
  expect(clip.types).toEqual(['image/png', 'text/plain']);
  expect(clip.text).toBe(expected);
  const link = rest.find((line) => line.startsWith('https://'))!;
  expect(new URL(link).searchParams.get('cid')).toBe(String(FIXTURES.approvedChannelId));
  // A PNG: its signature, its IHDR chunk, and the card's width and height.
  const head = Uint8Array.from(clip.head);
  expect([...head.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(String.fromCharCode(...head.subarray(12, 16))).toBe('IHDR');
  const view = new DataView(head.buffer);
  expect({ width: view.getUint32(16), height: view.getUint32(20) }).toEqual(card);
  expect(clip.bytes).toBeGreaterThan(1000);
  expect(clip.bytes).toBeLessThan(10 * 1024 * 1024);

  // Open WhatsApp: WhatsApp's own https share address with the same text (not followed: no internet here).
  const href = await dialog.getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href');
  const share = new URL(href!);
  expect(share.protocol).toBe('https:');
  expect(['wa.me', 'api.whatsapp.com']).toContain(share.host);
  expect(share.searchParams.get('text')).toBe(expected);
  expect(sandbox.telegram.calls).toEqual([]);
});
