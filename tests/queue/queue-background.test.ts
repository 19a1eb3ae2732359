// @vitest-environment node
// The publish queue through the real background (createBackground with fake stores and a fake clock) against the
// sandbox's API and Telegram over HTTP: posts at their slots, a restarted worker listing missed slots without sending
// them, a destination that asks before posting, the duplicate guard (a short link against /dp/<ASIN>), an ended deal
// marked once in its post, and the daily digest.
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { queueFeature } from '../../lib/queue/feature';
import { QUEUE_ALARM } from '../../lib/queue/queue-keys';
import { queueService } from '../../lib/queue/queue-service';
import { FIXTURES } from '../../sandbox/fixtures';
import { TELEGRAM_FIXTURES } from '../../sandbox/telegram/fixtures';
import { makePng } from '../posting/png-fixture';
import { backgroundPerTest, saveTelegramDestination, setQueueSettings } from '../support/sandbox-background';
import { sandboxForFile } from '../support/sandbox-for-file';

const MIN = 60_000;
/** 26 November 2026, hh:mm in India (UTC+5:30). */
const ist = (hh: number, mm: number) => Date.UTC(2026, 10, 26, hh, mm) - 330 * MIN;
const ASIN = 'B0TESTASIN';
const SHORT = 'https://amzn.to/3xYzAbc';
const REDIRECTS: Record<string, string> = {
  [SHORT]: `https://www.amazon.in/Rice-Cooker-1-8L/dp/${ASIN}?tag=someone-21&ref_=ast_sto_dp`,
};

const sandbox = sandboxForFile();
const world = backgroundPerTest(sandbox, ist(8, 50), {
  hop: async (url) => ({ status: 301, location: REDIRECTS[url] ?? null }),
});

const send = world.send;

async function destination(name: string, chat: string, settings: Record<string, unknown> = {}) {
  const id = await saveTelegramDestination(send, { name, chat });
  await setQueueSettings(send, id, settings);
  return id;
}

const card = () => Buffer.from(makePng(800, 800)).toString('base64');

function post(destinationId: string, url: string, i: number, extra: Record<string, unknown> = {}) {
  return {
    destinationId,
    source: { kind: 'link', url },
    postId: `post-${destinationId}-${i}`,
    caption: `#ad\nDeal ${i}\n${url}`,
    card: i % 2 === 0 ? card() : null,
    title: `Deal ${i}`,
    force: false,
    ...extra,
  };
}

async function queueFive(destinationId: string, tag: string) {
  for (let i = 0; i < 5; i++) {
    const added = await send('queue.add', post(destinationId, `https://www.kiranabasket.in/${tag}-${i}`, i));
    expect(added.data.queued).toBeTruthy();
  }
}

const messages = () => sandbox.telegram.messages.filter((m) => !m.deleted && m.replyTo === null);
const state = async (background = world.bg) => (await send('queue.state', {}, background)).data;

/** Runs the queue's check once a minute from `from` to `to`, noting the clock at which each message arrived. */
async function runMinutes(from: number, to: number, background = world.bg) {
  const arrivals: { chatId: number; at: number; text: string }[] = [];
  for (world.clock = from; world.clock <= to; world.clock += MIN) {
    const before = messages().length;
    await queueService(background).tick();
    for (const m of messages().slice(before)) arrivals.push({ chatId: m.chatId, at: world.clock, text: m.text });
  }
  world.clock = to;
  return arrivals;
}

describe('the publish queue', () => {
  it('sends 10 posts to 2 destinations at their 5-minute slots within active hours, one per destination per slot', async () => {
    const a = await destination('Public deals', TELEGRAM_FIXTURES.publicChat);
    const b = await destination('Private deals', String(TELEGRAM_FIXTURES.privateChatId));
    await queueFive(a, 'a');
    await queueFive(b, 'b');
    const queued = await state();
    expect(queued.items).toHaveLength(10);
    expect(queued.items.every((i: { status: string }) => i.status === 'waiting')).toBe(true);
    // The alarm is set to the first slot: 09:00, when the active hours begin.
    expect((await fakeBrowser.alarms.get(QUEUE_ALARM))?.scheduledTime).toBe(ist(9, 0));

    const arrivals = await runMinutes(ist(8, 50), ist(9, 30));
    const slots = [0, 5, 10, 15, 20].map((m) => ist(9, m));
    for (const chatId of [TELEGRAM_FIXTURES.publicChatId, TELEGRAM_FIXTURES.privateChatId]) {
      expect(arrivals.filter((x) => x.chatId === chatId).map((x) => x.at)).toEqual(slots);
    }
    expect(arrivals.map((x) => x.text.split('\n')[1])).toEqual([
      'Deal 0',
      'Deal 0',
      'Deal 1',
      'Deal 1',
      'Deal 2',
      'Deal 2',
      'Deal 3',
      'Deal 3',
      'Deal 4',
      'Deal 4',
    ]);
    // The cards went with the even posts, as PNG bytes kept in the queue's store.
    expect(messages().filter((m) => m.photo !== null)).toHaveLength(6);
    const after = await state();
    expect(after.items.map((i: { status: string }) => i.status)).toEqual(Array(10).fill('Posted'.toLowerCase()));
    for (const i of after.items) expect(i.postedAt).toBe(i.slotAt);
    // Each post is in History with its message.
    const history = (await send('history.read', {})).data.entries;
    expect(history.filter((e: { posted?: unknown }) => e.posted)).toHaveLength(10);
  });

  it('after a restart keeps the queue, lists the slots missed while closed and sends none of them', async () => {
    const a = await destination('Public deals', TELEGRAM_FIXTURES.publicChat);
    const b = await destination('Private deals', String(TELEGRAM_FIXTURES.privateChatId));
    await queueFive(a, 'a');
    await queueFive(b, 'b');
    await runMinutes(ist(8, 50), ist(9, 6));
    expect(messages()).toHaveLength(4);

    // The browser was closed from 09:06 to 09:31: a second background over the same stores is the restarted worker.
    world.clock = ist(9, 31);
    await fakeBrowser.alarms.clearAll();
    const restarted = world.restart();
    queueFeature.start?.(restarted);
    await queueService(restarted).tick();
    expect(messages()).toHaveLength(4);
    const listed = await state(restarted);
    expect(listed.items).toHaveLength(10);
    const byStatus = (s: string) => listed.items.filter((i: { status: string }) => i.status === s);
    expect(byStatus('posted')).toHaveLength(4);
    expect(byStatus('missed').map((i: { slotAt: number }) => i.slotAt)).toEqual(
      [10, 10, 15, 15, 20, 20].map((m) => ist(9, m)),
    );
    // Later checks do not send them either.
    await runMinutes(ist(9, 32), ist(9, 40), restarted);
    expect(messages()).toHaveLength(4);

    // Post now, Reschedule and Remove, each on one missed post.
    const [first, second, third] = byStatus('missed') as { id: string }[];
    const posted = await send('queue.act', { id: first!.id, action: 'postNow' }, restarted);
    expect(posted.ok).toBe(true);
    expect(messages()).toHaveLength(5);
    const rescheduled = await send('queue.act', { id: second!.id, action: 'reschedule' }, restarted);
    const moved = rescheduled.data.items.find((i: { id: string }) => i.id === second!.id);
    expect(moved).toMatchObject({ status: 'waiting' });
    // The first free slot of its destination from now (09:40; the other destination just posted at 09:40).
    expect(moved.slotAt).toBe(ist(9, 40));
    expect((await fakeBrowser.alarms.get(QUEUE_ALARM))?.scheduledTime).toBeLessThanOrEqual(ist(9, 41));
    await send('queue.act', { id: third!.id, action: 'remove' }, restarted);
    expect((await state(restarted)).items).toHaveLength(9);
    await runMinutes(ist(9, 41), ist(9, 41), restarted);
    expect(messages()).toHaveLength(6);
  });

  it('holds the posts of a destination that asks before posting; the caption is edited, then approved', async () => {
    const a = await destination('Careful deals', TELEGRAM_FIXTURES.publicChat, { askBeforePosting: true });
    await send('queue.add', post(a, 'https://www.kiranabasket.in/held-0', 1));
    await send('queue.add', post(a, 'https://www.kiranabasket.in/held-1', 3));
    await runMinutes(ist(8, 50), ist(9, 12));
    expect(messages()).toHaveLength(0);
    const held = (await state()).items as { id: string; status: string }[];
    expect(held.map((i) => i.status)).toEqual(['needs_approval', 'needs_approval']);

    const edited = await send('queue.act', { id: held[1]!.id, action: 'editCaption', caption: '#ad\nEdited deal' });
    expect(edited.ok).toBe(true);
    expect((await send('queue.act', { id: held[1]!.id, action: 'approve' })).ok).toBe(true);
    await runMinutes(ist(9, 13), ist(9, 20));
    expect(messages().map((m) => m.text)).toEqual(['#ad\nEdited deal']);
    expect((await state()).items.map((i: { status: string }) => i.status)).toEqual(['needs_approval', 'posted']);
  });

  it('stops the same product to the same destination within 24 hours (a short link vs /dp/<ASIN>); Post anyway sends it', async () => {
    const a = await destination('Public deals', TELEGRAM_FIXTURES.publicChat);
    world.clock = ist(10, 0);
    const first = await send('queue.postNow', {
      ...post(a, `https://www.amazon.in/dp/${ASIN}`, 1),
      attemptId: 'press-1',
    });
    expect(first.data.posted).toMatchObject({ destinationName: 'Public deals', messageId: 1 });

    world.clock = ist(15, 0);
    const again = { ...post(a, SHORT, 2), postId: 'other-post', attemptId: 'press-2' };
    const stopped = await send('queue.postNow', again);
    expect(stopped.data).toEqual({
      duplicate: {
        at: ist(10, 0),
        destinationName: 'Public deals',
        postUrl: 'https://t.me/sandbox_deals/1',
        queued: false,
      },
    });
    expect(messages()).toHaveLength(1);
    // Add to queue is stopped the same way.
    expect((await send('queue.add', again)).data.duplicate).toMatchObject({ at: ist(10, 0) });
    expect((await state()).items).toHaveLength(0);

    const anyway = await send('queue.postNow', { ...again, force: true });
    expect(anyway.data.posted).toMatchObject({ messageId: 2 });
    expect(messages()).toHaveLength(2);

    // Past the window (24 hours unless set otherwise) it goes without a word.
    world.clock = ist(15, 0) + 25 * 60 * MIN;
    const later = await send('queue.postNow', { ...again, postId: 'later', attemptId: 'press-3' });
    expect(later.data.posted).toMatchObject({ messageId: 3 });
  });

  it('marks a posted deal ended exactly once when its campaign is paused: caption first, Buy button gone, in History', async () => {
    const a = await destination('Public deals', TELEGRAM_FIXTURES.publicChat, { markEnded: true });
    await world.bg.campaignIndex.refresh();
    world.clock = ist(10, 0);
    const sent = await send('queue.postNow', {
      ...post(a, `${FIXTURES.openCampaignUrl}rice`, 2),
      attemptId: 'press-ended',
    });
    expect(sent.data.posted.messageId).toBe(1);
    await queueService(world.bg).tick();
    expect(sandbox.telegram.calls.filter((c) => c.method.startsWith('edit'))).toEqual([]);

    const paused = await fetch(`${sandbox.origin}/__sandbox/campaigns`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: FIXTURES.openCampaignId, status: 'paused' }),
    });
    expect(paused.ok).toBe(true);
    await world.bg.campaignIndex.refresh();
    world.clock = ist(10, 15);
    await queueService(world.bg).tick();
    world.clock = ist(10, 30);
    await queueService(world.bg).tick();
    await queueService(world.restart()).tick();

    const edits = sandbox.telegram.calls.filter((c) => c.method.startsWith('edit'));
    expect(edits.map((c) => [c.method, c.status])).toEqual([['editMessageCaption', 200]]);
    const [message] = messages();
    expect(message!.edited).toBe(true);
    expect(message!.text.startsWith('⛔ Deal ended\n#ad\nDeal 2')).toBe(true);
    expect(message!.replyMarkup).toEqual({ inline_keyboard: [] });
    const history = (await send('history.read', {})).data.entries as { pageTitle: string }[];
    expect(history.map((e) => e.pageTitle)).toContain('Marked ended in the post (campaign paused or deleted): Deal 2');
  });

  it('sends the daily digest once at its time, listing the day’s posts that still earn, split at 4,096', async () => {
    const a = await destination('Public deals', TELEGRAM_FIXTURES.publicChat, { digest: true, digestAt: '20:00' });
    world.clock = ist(10, 0);
    const longTitle = 'Deal with a long name '.repeat(40);
    for (let i = 0; i < 6; i++) {
      const sent = await send('queue.postNow', {
        ...post(a, `https://www.kiranabasket.in/digest-${i}`, i),
        title: `${i} ${longTitle}`,
        card: null,
        attemptId: `digest-${i}`,
      });
      expect(sent.ok).toBe(true);
    }
    await runMinutes(ist(19, 58), ist(20, 3));
    const digest = messages().slice(6);
    expect(digest.length).toBeGreaterThan(1);
    expect(digest[0]!.text.startsWith('Today’s deals on Public deals'.replace('’', "'"))).toBe(true);
    for (const m of digest) expect(m.text.length).toBeLessThanOrEqual(4096);
    expect(
      digest
        .map((m) => m.text)
        .join('\n')
        .match(/digest-\d/g),
    ).toHaveLength(6);
    await runMinutes(ist(20, 4), ist(20, 10));
    expect(messages()).toHaveLength(6 + digest.length);
  });
});
