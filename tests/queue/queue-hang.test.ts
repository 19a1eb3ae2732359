// @vitest-environment node
// A hung Telegram send in the queue (issue 44, item 6): it ends at the time limit as "outcome unknown" (never sent
// again by itself), and holds no other destination's slot: each destination's send starts without waiting for it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queueService } from '../../lib/queue/queue-service';
import { TELEGRAM_FIXTURES } from '../../sandbox/telegram/fixtures';
import { backgroundPerTest, saveTelegramDestination, setQueueSettings } from '../support/sandbox-background';
import { sandboxForFile } from '../support/sandbox-for-file';

const MIN = 60_000;
const ist = (hh: number, mm: number) => Date.UTC(2026, 10, 26, hh, mm) - 330 * MIN;
const TIME_LIMIT_MS = 300;

const sendsStarted: number[] = [];

const sandbox = sandboxForFile();
// Before the background is made (it takes `fetch` then): the sends to Telegram noted as they start.
beforeEach(() => {
  sendsStarted.length = 0;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (String(input).endsWith('/sendMessage')) sendsStarted.push(Date.now());
    return realFetch(input, init);
  });
});
// Before the active hours (from 09:00): both posts get the 09:00 slot.
const world = backgroundPerTest(sandbox, ist(8, 50), {
  telegram: { timeoutMs: TIME_LIMIT_MS, uploadTimeoutMs: TIME_LIMIT_MS },
});
const send = world.send;

async function destination(name: string, chat: string): Promise<string> {
  const id = await saveTelegramDestination(send, { name, chat });
  await setQueueSettings(send, id);
  return id;
}

describe('a hung send in the queue', () => {
  it('ends at the time limit as outcome unknown and holds no other destination’s slot', async () => {
    const ids = [
      await destination('Public deals', TELEGRAM_FIXTURES.publicChat),
      await destination('Private deals', String(TELEGRAM_FIXTURES.privateChatId)),
    ];
    for (const [i, id] of ids.entries()) {
      const added = await send('queue.add', {
        destinationId: id,
        source: { kind: 'link', url: `https://www.kiranabasket.in/p/hang-${i}` },
        postId: `hang-${i}`,
        caption: `#ad\nDeal ${i}`,
        card: null,
        title: `Deal ${i}`,
        force: false,
      });
      expect(added.data.queued).toBeTruthy();
    }
    await queueService(world.bg).tick();
    sandbox.telegram.hold();
    world.clock = ist(9, 0);
    const started = Date.now();
    await queueService(world.bg).tick();
    expect(Date.now() - started).toBeLessThan(TIME_LIMIT_MS + 5000);
    sandbox.telegram.release();
    const items = (await send('queue.state', {})).data.items as { status: string; failure?: string | null }[];
    // Both sends hung (the sandbox holds every post while holding); each ended at the limit as outcome unknown.
    expect(items.map((i) => i.status)).toEqual(['failed', 'failed']);
    for (const item of items) expect(item.failure).toMatch(/whether it went out is unknown\. Check the chat/);
    // The second destination's send did not wait for the first's to end: they started together.
    expect(sendsStarted).toHaveLength(2);
    expect(Math.abs((sendsStarted[1] ?? 0) - (sendsStarted[0] ?? 0))).toBeLessThan(TIME_LIMIT_MS);
    // Never sent again by itself: the person looks in the chat first.
    await queueService(world.bg).tick();
    expect(sandbox.telegram.calls.filter((c) => c.method === 'sendMessage')).toHaveLength(2);
  });
});
