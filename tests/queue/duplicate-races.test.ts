// @vitest-environment node
// The duplicate guard under races (issue 44, item 5), through the real background against the sandbox's API and
// Telegram: two Add to queue or two Post now of one product at the same moment (a double press, two tabs) make one
// post; a clock set back two hours leaves an earlier post guarded; a store short link that cannot be expanded is
// keyed by the page the converter says it leads to, else the post is flagged as not checked for duplicates.
import { describe, expect, it } from 'vitest';
import { backgroundPerTest, saveTelegramDestination } from '../support/sandbox-background';
import { sandboxForFile } from '../support/sandbox-for-file';

const MIN = 60_000;
const ist = (hh: number, mm: number) => Date.UTC(2026, 10, 26, hh, mm) - 330 * MIN;
const PRODUCT = 'https://www.amazon.in/dp/B0RACEASIN';
const UNKNOWN_SHORT = 'https://amzn.to/3nowhere';

const sandbox = sandboxForFile();
const world = backgroundPerTest(sandbox, ist(10, 0), {
  // A store short link that leads nowhere the expander can follow.
  hop: async () => {
    throw new Error('no answer');
  },
});
const send = world.send;

const destination = () => saveTelegramDestination(send);

const press = (destinationId: string, source: unknown, n: number) => ({
  destinationId,
  source,
  postId: `post-${n}`,
  caption: `#ad\nRice cooker ${n}`,
  card: null,
  title: 'Rice cooker',
  force: false,
});
const link = (url: string) => ({ kind: 'link', url });
const sent = () => sandbox.telegram.messages.filter((m) => !m.deleted);

describe('the duplicate guard under races', () => {
  it('queues one post for two Add to queue of one product at the same moment', async () => {
    const id = await destination();
    const [a, b] = await Promise.all([
      send('queue.add', press(id, link(PRODUCT), 1)),
      send('queue.add', press(id, link(PRODUCT), 2)),
    ]);
    const answers = [a.data, b.data];
    expect(answers.filter((x) => x.queued)).toHaveLength(1);
    expect(answers.filter((x) => x.duplicate)).toEqual([
      { duplicate: expect.objectContaining({ queued: true, destinationName: 'Public deals' }) },
    ]);
    expect((await send('queue.state', {})).data.items).toHaveLength(1);
  });

  it('sends one message for two Post now of one product at the same moment (two tabs)', async () => {
    const id = await destination();
    const [a, b] = await Promise.all([
      send('queue.postNow', { ...press(id, link(PRODUCT), 1), attemptId: 'tab-1' }),
      send('queue.postNow', { ...press(id, link(PRODUCT), 2), attemptId: 'tab-2' }),
    ]);
    const answers = [a.data, b.data];
    expect(answers.filter((x) => x.posted)).toHaveLength(1);
    expect(answers.filter((x) => x.duplicate)).toHaveLength(1);
    expect(sent()).toHaveLength(1);
    // A Post now racing an Add to queue: one of them, not both.
    const [c, d] = await Promise.all([
      send('queue.postNow', { ...press(id, link(`${PRODUCT}?th=1`), 3), attemptId: 'tab-3', force: true }),
      send('queue.add', press(id, link(`${PRODUCT}?th=1`), 4)),
    ]);
    expect(c.data.posted).toBeTruthy();
    expect(d.data.duplicate).toBeTruthy();
  });

  it('still guards a post when the world.clock is set back two hours after it went out', async () => {
    const id = await destination();
    const first = await send('queue.postNow', { ...press(id, link(PRODUCT), 1), attemptId: 'before' });
    expect(first.data.posted).toBeTruthy();
    world.clock -= 120 * MIN;
    const again = await send('queue.postNow', { ...press(id, link(PRODUCT), 2), attemptId: 'after' });
    expect(again.data.duplicate).toMatchObject({ at: ist(10, 0), queued: false });
    expect((await send('queue.add', press(id, link(PRODUCT), 3))).data.duplicate).toBeTruthy();
    expect(sent()).toHaveLength(1);
  });

  it('flags a post whose store short link cannot be expanded as not checked for duplicates', async () => {
    const id = await destination();
    const added = await send('queue.add', press(id, link(UNKNOWN_SHORT), 1));
    expect(added.data).toMatchObject({ queued: expect.any(Object), unchecked: true });
    expect(added.data.queued.productKey).toBeNull();
    // Known where it leads (the converter expanded it in a converted post): keyed by that page, and guarded.
    const converted = {
      kind: 'text',
      text: `Rice cooker ${UNKNOWN_SHORT}`,
      pages: [{ link: UNKNOWN_SHORT, page: PRODUCT }],
    };
    const first = await send('queue.add', press(id, converted, 2));
    expect(first.data.unchecked).toBeUndefined();
    expect(first.data.queued.productKey).toBe('text:amazon:B0RACEASIN');
    expect((await send('queue.add', press(id, link(PRODUCT), 3))).data.duplicate).toBeUndefined();
    expect((await send('queue.add', press(id, converted, 4))).data.duplicate).toMatchObject({ queued: true });
  });
});
