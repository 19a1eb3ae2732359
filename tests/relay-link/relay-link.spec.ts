// The extension connected to a team relay, end to end (issue 47): the relay started as a publisher starts it (its
// own embedded Postgres, the sandbox's Telegram), Options -> Relay connects with the owner's code (the team and the
// role said, the Members table, Invite member showing a code once), the Post dialog's Add to queue puts a deal in the
// relay's queue (Options -> Queue shows it with the relay's note and who queued it), the browser is closed, the
// relay posts it to the sandbox's Telegram, and at the next start History has the post with its message and the
// member's sub ID tag. Disconnect brings this browser's own queue back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { FIXTURES } from '../../sandbox/fixtures';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES } from '../../sandbox/telegram/fixtures';
import { type LaunchedExtension, launchExtension } from '../../scripts/launch-extension';
import { test as base, expect, SANDBOX_BUILD, setUp, testBrowserArgs } from '../support/e2e/fixtures';
import { type RelayProcess, relayCall, startRelayProcess } from './relay-process';

declare const chrome: typeof import('@wxt-dev/browser').browser;

// The relay starts while the browser launches; the fixture stops it (and its Postgres) even after a timeout.
const test = base.extend<{ relayStarting: Promise<RelayProcess> }>({
  relayStarting: async ({ sandbox }, use) => {
    const starting = startRelayProcess(sandbox.origin);
    starting.catch(() => {});
    await use(starting);
    await (await starting.catch(() => null))?.stop();
  },
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function open(ext: LaunchedExtension, path: string): Promise<Page> {
  const page = await ext.context.newPage();
  await page.goto(`chrome-extension://${ext.extensionId}/${path}`);
  return page;
}

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
  return dialog;
}

test('connected to a relay: Add to queue goes there, the relay posts with the browser closed, History shows it', async ({
  sandbox,
  relayStarting,
}, testInfo) => {
  test.setTimeout(150_000);
  const profile = mkdtempSync(join(tmpdir(), 'relay-link-profile-'));
  const launch = () => launchExtension({ profile, dir: SANDBOX_BUILD, extraArgs: testBrowserArgs(sandbox.origin) });
  let ext: LaunchedExtension | null = null;
  let relay: RelayProcess | null = null;
  try {
    ext = await setUp(testInfo, launch);
    relay = await setUp(testInfo, () => relayStarting);
    // The team's destination on the relay (the owner's bot), asking before posting so nothing leaves unseen.
    const added = await relayCall(relay, 'POST', '/destinations', {
      name: 'Team deals',
      chat: TELEGRAM_FIXTURES.publicChat,
      botToken: TELEGRAM_BOTS.good.token,
      settings: { minutesBetween: 1, activeFrom: '00:00', activeUntil: '00:00', askBeforePosting: true },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const page = await open(ext, 'options.html#account');
    await ext.serviceWorker.evaluate(
      (origin) => chrome.storage.local.set({ telegramSandboxBaseUrl: origin }),
      sandbox.origin,
    );
    await message(page, 'account.save', { apiKey: sandbox.keys.inrLegacy.key, baseUrl: sandbox.baseUrl });
    await message(page, 'destinations.save', {
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

    // Options -> Relay: a wrong code is refused with what to do; the owner's is accepted.
    await page.goto(page.url().replace(/#.*$/, '#relay'));
    const relaySection = region(page, 'Relay');
    await relaySection.getByRole('textbox', { name: 'Relay address' }).fill(relay.origin);
    await relaySection.getByLabel('Member code').fill('rly_00000000-0000-0000-0000-000000000000_wrong');
    await relaySection.getByRole('button', { name: 'Check connection' }).click();
    await expect(relaySection.getByRole('alert')).toContainText('did not accept this member code');
    await relaySection.getByLabel('Member code').fill(relay.ownerCode);
    await relaySection.getByRole('button', { name: 'Check connection' }).click();
    await expect(relaySection.getByRole('status').filter({ hasText: 'Connected to' })).toContainText(
      'Connected to Deals team as Olga (Owner)',
    );
    const stored = await ext.serviceWorker.evaluate(() => chrome.storage.local.get('relayConnection'));
    expect(JSON.stringify(stored)).toContain(relay.ownerCode);
    expect(await relaySection.textContent()).not.toContain(relay.ownerCode);
    const members = relaySection.getByRole('table', { name: 'Members' });
    await expect(members).toContainText('Olga');
    await expect(members).toContainText('Owner');
    await relaySection.getByRole('textbox', { name: "New member's name" }).fill('Ravi');
    await relaySection.getByRole('button', { name: 'Invite member' }).click();
    await expect(relaySection.getByRole('status').filter({ hasText: 'is invited' })).toContainText(/rly_\S+/);
    await expect(members).toContainText('Ravi');
    await expect(members).toContainText('Contributor');

    // The Post dialog's Add to queue goes to the relay; the same deal again is stopped by the relay's guard, which
    // says who queued it.
    const dialog = await openPostDialog(page);
    await dialog.getByRole('button', { name: 'Add to queue' }).click();
    // The post is made (its link again with the member's tag) and handed to the relay: slow on a loaded machine.
    await expect(dialog.getByRole('status').filter({ hasText: 'Team deals' })).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    const again = await openPostDialog(page);
    await again.getByRole('button', { name: 'Add to queue' }).click();
    await expect(again.getByRole('alert')).toContainText('Already queued by Olga', { timeout: 20_000 });
    await again.getByRole('button', { name: 'Close' }).click();

    await page.goto(page.url().replace(/#.*$/, '#queue'));
    const queue = region(page, 'Queue');
    await expect(queue.getByText('Sent by the relay, also while this browser is closed')).toBeVisible();
    const row = queue.getByRole('table', { name: 'Queued posts' }).getByRole('row').nth(1);
    await expect(row).toContainText('Team deals');
    await expect(row).toContainText('Olga');
    await expect(row).toContainText('Needs approval');
    await expect(row.getByRole('button', { name: 'Approve' })).toBeVisible();
    const queued = await relayCall(relay, 'GET', '/queue');
    expect(queued.body.posts).toHaveLength(1);
    const post = queued.body.posts[0];
    const subId = (await relayCall(relay, 'GET', '/me')).body.member.subId as string;
    // The link carries the member's sub ID tag (Sub ID 4).
    expect(post.link).toContain(subId);

    // The browser closes; the owner approves from another device, and the relay posts it.
    await ext.context.close();
    ext = null;
    expect(sandbox.telegram.messages).toHaveLength(0);
    expect((await relayCall(relay, 'POST', `/queue/${post.id}/approve`)).body.post.state).toBe('waiting');
    // Its slot is the next whole minute: the owner sends it now instead, which the relay does as a job like any other.
    expect((await relayCall(relay, 'POST', `/queue/${post.id}/post-now`)).status).toBe(200);
    const sentAndState = async () => ({
      sent: sandbox.telegram.messages.length,
      post: (await relayCall(relay as RelayProcess, 'GET', '/queue')).body.posts[0],
    });
    await expect.poll(sentAndState, { timeout: 30_000 }).toMatchObject({ sent: 1, post: { state: 'posted' } });
    expect(JSON.stringify(sandbox.telegram.messages[0])).toContain(subId);

    // The next start reads what the relay sent into History, once.
    ext = await setUp(testInfo, launch);
    const history = await open(ext, 'options.html#history');
    const table = region(history, 'History').getByRole('table', { name: 'Link history' });
    await expect(async () => {
      await history.reload();
      await expect(table).toContainText('Team deals', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // Once: read again at the Queue's visit, still one entry.
    await history.goto(history.url().replace(/#.*$/, '#queue'));
    await expect(region(history, 'Queue').getByRole('table', { name: 'Queued posts' })).toContainText('Posted');
    await history.goto(history.url().replace(/#.*$/, '#history'));
    await expect(table.getByRole('row').filter({ hasText: 'Team deals' })).toHaveCount(1);

    // Disconnect: this browser's own queue is back, as it was (empty).
    await history.goto(history.url().replace(/#.*$/, '#relay'));
    await region(history, 'Relay').getByRole('button', { name: 'Disconnect' }).click();
    await expect(region(history, 'Relay').getByRole('status').filter({ hasText: 'Disconnected' })).toBeVisible();
    await history.goto(history.url().replace(/#.*$/, '#queue'));
    await expect(region(history, 'Queue').getByText('Nothing is queued')).toBeVisible();
  } catch (error) {
    if (relay) await testInfo.attach('relay output', { body: relay.output() });
    throw error;
  } finally {
    await ext?.context.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
});
