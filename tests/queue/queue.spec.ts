// The publish queue in the sandbox build (as tests/posting/posting.spec.ts: only that build may talk to the sandbox's
// Telegram): Add to queue from a Deals offer's Post dialog, the duplicate guard's alert and Post anyway,
// and Options -> Queue's table and settings, named as the UI contract names them. The timing of slots, restarts,
// approval, ended deals and the digest is shown by tests/queue/queue-background.test.ts on a fake clock.
import type { Page } from '@playwright/test';
import { FIXTURES } from '../../sandbox/fixtures';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES } from '../../sandbox/telegram/fixtures';
import { test as base, expect } from '../support/e2e/fixtures';

declare const chrome: typeof import('@wxt-dev/browser').browser;

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

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function message(page: Page, name: string, request: unknown) {
  // biome-ignore lint/suspicious/noExplicitAny: the background's answer, read loosely
  const answer: any = await page.evaluate(([n, r]) => chrome.runtime.sendMessage({ name: n, request: r }), [
    name,
    request,
  ] as const);
  expect(answer).toMatchObject({ ok: true });
  return answer.data;
}

async function openPostDialog(page: Page) {
  await page.goto(page.url().replace(/#.*$/, '#offers'));
  const offer = region(page, 'Deals').getByRole('list', { name: 'Offers', exact: true }).getByRole('listitem').first();
  await offer.getByRole('button', { name: 'Post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Post' });
  await expect(dialog.getByRole('textbox', { name: 'Caption' })).not.toHaveValue('', { timeout: 20_000 });
  await expect(dialog.getByRole('img', { name: 'Deal card' })).toBeVisible({ timeout: 20_000 });
  return dialog;
}

test('Add to queue, the duplicate guard with Post anyway, and Options -> Queue with its settings', async ({
  extensionPage,
  saveKey,
  sandbox,
}) => {
  // Two Post dialogs (each loads its code, makes the link, draws the card) and the Queue section: slow on a loaded
  // machine, so more than the default 45 s.
  test.setTimeout(120_000);
  await saveKey(sandbox.keys.inrLegacy.key);
  const page = await extensionPage('options.html#destinations');
  const destination = await message(page, 'destinations.save', {
    name: 'Deals channel',
    sendsTo: 'telegram',
    botToken: TELEGRAM_BOTS.good.token,
    chat: TELEGRAM_FIXTURES.publicChat,
    channelId: FIXTURES.approvedChannelId,
    shorten: false,
    template: '{title}\n{link}',
    disclosure: '#ad',
    addDisclosure: true,
    hashtags: '',
  });
  // Asks before posting, so nothing leaves on its own while the test looks.
  await message(page, 'queue.settings', {
    destinationId: destination.id,
    settings: {
      minutesBetween: 120,
      activeFrom: '00:00',
      activeUntil: '00:00',
      askBeforePosting: true,
      markEnded: false,
      digest: false,
      digestAt: '21:00',
    },
  });

  const dialog = await openPostDialog(page);
  await dialog.getByRole('button', { name: 'Add to queue' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Added to the queue of Deals channel' })).toBeVisible();
  // The same offer again, now: stopped, saying where; Post anyway sends it.
  await dialog.getByRole('button', { name: 'Post now' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('already posted');
  await expect(alert).toContainText('Deals channel');
  expect(sandbox.telegram.messages).toHaveLength(0);
  await alert.getByRole('button', { name: 'Post anyway' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Posted to' })).toContainText('Posted to Deals channel');
  expect(sandbox.telegram.messages).toHaveLength(1);
  // Posted now: another Post now of it is stopped with when and where.
  await dialog.getByRole('button', { name: 'Close' }).click();
  const again = await openPostDialog(page);
  await again.getByRole('button', { name: 'Post now' }).click();
  await expect(again.getByRole('alert')).toContainText('already posted to Deals channel on');
  expect(sandbox.telegram.messages).toHaveLength(1);

  await page.goto(page.url().replace(/#.*$/, '#queue'));
  const queue = region(page, 'Queue');
  const table = queue.getByRole('table', { name: 'Queued posts' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('Deals channel');
  await expect(row).toContainText('Needs approval');
  await expect(row.getByRole('button', { name: 'Post now' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Remove' })).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Waiting');
  await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const group = queue.getByRole('group', { name: 'Deals channel' });
  await expect(group.getByRole('textbox', { name: 'Minutes between posts' })).toHaveValue('120');
  await expect(group.getByLabel('Active from')).toHaveValue('00:00');
  await expect(group.getByLabel('Active until')).toHaveValue('00:00');
  await expect(group.getByRole('checkbox', { name: 'Ask before posting' })).toBeChecked();
  await expect(group.getByRole('checkbox', { name: 'Mark ended deals in posts' })).not.toBeChecked();
  await group.getByRole('checkbox', { name: 'Daily digest' }).check();
  // A bad value is refused with what to do, and what was typed stays.
  await group.getByRole('textbox', { name: 'Minutes between posts' }).fill('0');
  await group.getByRole('button', { name: 'Save queue settings' }).click();
  await expect(group.getByRole('alert')).toContainText('Minutes between posts must be a whole number');
  await expect(group.getByRole('textbox', { name: 'Minutes between posts' })).toHaveValue('0');
  await group.getByRole('textbox', { name: 'Minutes between posts' }).fill('15');
  await group.getByRole('button', { name: 'Save queue settings' }).click();
  await expect(group.getByRole('status')).toContainText('Queue settings of Deals channel saved.');

  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(queue.getByRole('table', { name: 'Queued posts' })).toHaveCount(0);
});
