// Issue 46's one press to several destinations, as a person does it in the sandbox build: Options -> Deals, an
// offer's Post dialog on one Telegram destination, Also post to a second Telegram channel and a Discord webhook of the
// sandbox, Post now once. Three messages, each link carrying its own destination's channel, one status naming the
// three, one History row each. The webhook URL is in no page.
import type { Page } from '@playwright/test';
import { DISCORD_WEBHOOKS } from '../../sandbox/discord/state';
import { FIXTURES } from '../../sandbox/fixtures';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES } from '../../sandbox/telegram/fixtures';
import { test as base, expect } from '../support/e2e/fixtures';

declare const chrome: typeof import('@wxt-dev/browser').browser;

const hook = DISCORD_WEBHOOKS.deals;
const WEBHOOK_URL = `https://discord.com/api/webhooks/${hook.id}/${hook.token}`;

const test = base.extend({
  ext: async ({ ext, sandbox }, use) => {
    await ext.serviceWorker.evaluate(
      (origin) => chrome.storage.local.set({ telegramSandboxBaseUrl: origin, discordSandboxBaseUrl: origin }),
      sandbox.origin,
    );
    await use(ext);
  },
});
test.use({ build: 'sandbox' });

test.beforeEach(async ({ saveKey, sandbox }) => {
  await saveKey(sandbox.keys.inrLegacy.key);
});

const common = { shorten: false, template: '{title}\n{link}', disclosure: '#ad', addDisclosure: true, hashtags: '' };

async function save(page: Page, destination: Record<string, unknown>): Promise<void> {
  const saved = await page.evaluate((request) => chrome.runtime.sendMessage({ name: 'destinations.save', request }), {
    ...common,
    ...destination,
  });
  expect(saved).toMatchObject({ ok: true });
}

test('a Deals offer goes to two Telegram channels and a Discord webhook in one press, one History row each', async ({
  extensionPage,
  sandbox,
}) => {
  const page = await extensionPage('options.html#destinations');
  await save(page, {
    name: 'Public deals',
    sendsTo: 'telegram',
    botToken: TELEGRAM_BOTS.good.token,
    chat: TELEGRAM_FIXTURES.publicChat,
    channelId: FIXTURES.approvedChannelId,
  });
  await save(page, {
    name: 'Private deals',
    sendsTo: 'telegram',
    botToken: TELEGRAM_BOTS.good.token,
    chat: String(TELEGRAM_FIXTURES.privateChatId),
    channelId: FIXTURES.defaultChannelId,
  });
  await save(page, {
    name: 'Deals server',
    sendsTo: 'discord',
    secret: WEBHOOK_URL,
    chat: '',
    channelId: FIXTURES.telegramChannelId,
  });

  await page.goto(page.url().replace(/#.*$/, '#offers'));
  const offer = page
    .getByRole('region', { name: 'Deals', exact: true })
    .getByRole('list', { name: 'Offers', exact: true })
    .getByRole('listitem')
    .first();
  await offer.getByRole('button', { name: 'Post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Post' });
  await dialog.getByRole('combobox', { name: 'Destination' }).selectOption({ label: 'Public deals' });
  await expect(dialog.getByRole('textbox', { name: 'Caption' })).not.toHaveValue('', { timeout: 20_000 });
  const also = dialog.getByRole('group', { name: 'Also post to' });
  await also.getByRole('checkbox', { name: 'Private deals' }).check();
  await also.getByRole('checkbox', { name: 'Deals server' }).check();
  await dialog.getByRole('button', { name: 'Post now' }).click();

  const posted = dialog.getByRole('status').filter({ hasText: 'Posted to' });
  await expect(posted).toContainText('Public deals', { timeout: 30_000 });
  await expect(posted).toContainText('Private deals');
  await expect(posted).toContainText('Deals server');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // Three messages, one per destination, each link with its own destination's channel.
  expect(sandbox.telegram.messages).toHaveLength(2);
  expect(sandbox.discord.posts).toHaveLength(1);
  const telegramLinks = sandbox.telegram.messages.map(
    (m) => new URL(m.text.split('\n').find((line) => line.startsWith('https://')) as string),
  );
  const discordLink = new URL(sandbox.discord.posts[0]?.payload.embeds?.[0]?.url as string);
  expect([...telegramLinks, discordLink].map((u) => u.searchParams.get('cid')).sort()).toEqual(
    [FIXTURES.approvedChannelId, FIXTURES.defaultChannelId, FIXTURES.telegramChannelId].map(String).sort(),
  );
  expect(await page.content()).not.toContain(hook.token);

  await page.goto(page.url().replace(/#.*$/, '#history'));
  const rows = page
    .getByRole('region', { name: 'History' })
    .getByRole('table', { name: 'Link history' })
    .getByRole('row');
  for (const name of ['Public deals', 'Private deals', 'Deals server']) {
    await expect(rows.filter({ hasText: `Posted to ${name}` })).toHaveCount(1);
  }
  expect(await page.content()).not.toContain(hook.token);
});
