import { describe, expect, it } from 'vitest';
import { isDue, newQueueItem, type QueueItem, SENDING_STALE_MS, transition } from '../../lib/queue/queue-item';

const T0 = Date.UTC(2026, 10, 26, 4, 0);
const item = (over: Partial<QueueItem> = {}): QueueItem => ({
  ...newQueueItem({
    id: 'q1',
    destinationId: 'd1',
    caption: '#ad Deal',
    productKey: 'amazon:B0TEST0001',
    slotAt: T0 + 600_000,
    askBeforePosting: false,
    now: T0,
  }),
  ...over,
});
const apply = (i: QueueItem, ...events: Parameters<typeof transition>[1][]) =>
  events.reduce<QueueItem>((acc, e) => {
    const r = transition(acc, e);
    if (!r.ok || r.item === null) throw new Error(`${e.type} refused: ${r.ok ? 'removed' : r.reason}`);
    return r.item;
  }, i);

describe('a queued post', () => {
  it('waits, or needs approval when the destination asks before posting', () => {
    expect(item().status).toBe('waiting');
    expect(
      newQueueItem({
        id: 'q',
        destinationId: 'd',
        caption: 'c',
        productKey: null,
        slotAt: 1,
        askBeforePosting: true,
        now: 0,
      }).status,
    ).toBe('needs_approval');
  });

  it('is approved, sent at its slot and posted with its message id', () => {
    const held = item({ status: 'needs_approval' });
    expect(isDue(held, T0 + 600_000)).toBe(false);
    const approved = apply(held, { type: 'approve' });
    expect(approved.status).toBe('waiting');
    expect(isDue(approved, T0 + 599_999)).toBe(false);
    expect(isDue(approved, T0 + 600_000)).toBe(true);
    const posted = apply(
      approved,
      { type: 'startSending', at: T0 + 600_000 },
      { type: 'sent', at: T0 + 601_000, messageId: 42 },
    );
    expect(posted).toMatchObject({ status: 'posted', postedAt: T0 + 601_000, messageId: 42, sendingSince: null });
  });

  it('is sent once: a second start while a send is under way is refused, and nothing else changes it meanwhile', () => {
    const sending = apply(item(), { type: 'startSending', at: T0 });
    expect(isDue(sending, T0 + 1000)).toBe(false);
    expect(transition(sending, { type: 'startSending', at: T0 + 1000 })).toMatchObject({
      ok: false,
      reason: 'already_sending',
    });
    expect(transition(sending, { type: 'postNow', at: T0 + 1000 })).toMatchObject({
      ok: false,
      reason: 'already_sending',
    });
    expect(transition(sending, { type: 'editCaption', caption: 'x' })).toMatchObject({
      ok: false,
      reason: 'already_sending',
    });
    expect(transition(sending, { type: 'remove' })).toMatchObject({ ok: false, reason: 'already_sending' });
    // A send cut off (the worker stopped) may be picked up again later.
    expect(transition(sending, { type: 'startSending', at: T0 + SENDING_STALE_MS }).ok).toBe(true);
  });

  it('fails with its reason, and Post now or Reschedule puts it back in the queue', () => {
    const failed = apply(
      item(),
      { type: 'startSending', at: T0 },
      { type: 'failed', at: T0 + 1, reason: 'The bot was removed from the channel.' },
    );
    expect(failed).toMatchObject({
      status: 'failed',
      failure: 'The bot was removed from the channel.',
      sendingSince: null,
    });
    expect(apply(failed, { type: 'postNow', at: T0 + 2 })).toMatchObject({
      status: 'waiting',
      slotAt: null,
      failure: null,
    });
    expect(apply(failed, { type: 'reschedule', slotAt: T0 + 3_600_000 })).toMatchObject({
      status: 'waiting',
      slotAt: T0 + 3_600_000,
    });
  });

  it('when missed, offers Post now, Reschedule and Remove', () => {
    const missed = apply(item(), { type: 'miss' });
    expect(missed.status).toBe('missed');
    expect(isDue(missed, T0 + 10 * 3_600_000)).toBe(false);
    const now = apply(missed, { type: 'postNow', at: T0 + 5 });
    expect(isDue(now, T0 + 5)).toBe(true);
    expect(apply(missed, { type: 'reschedule', slotAt: T0 + 7_200_000 })).toMatchObject({
      status: 'waiting',
      slotAt: T0 + 7_200_000,
    });
    expect(transition(missed, { type: 'remove' })).toEqual({ ok: true, item: null });
    expect(transition(missed, { type: 'editCaption', caption: 'new' })).toMatchObject({ ok: false, reason: 'not_now' });
  });

  it('keeps its approval when rescheduled, and Post now approves it', () => {
    const held = item({ status: 'needs_approval' });
    expect(apply(held, { type: 'reschedule', slotAt: T0 + 1 }).status).toBe('needs_approval');
    expect(apply(held, { type: 'postNow', at: T0 }).status).toBe('waiting');
  });

  it('takes an edited caption only while waiting or needing approval, never an empty one', () => {
    expect(apply(item(), { type: 'editCaption', caption: '#ad New words' }).caption).toBe('#ad New words');
    expect(apply(item({ status: 'needs_approval' }), { type: 'editCaption', caption: 'x' }).caption).toBe('x');
    expect(transition(item(), { type: 'editCaption', caption: '  ' })).toMatchObject({
      ok: false,
      reason: 'empty_caption',
    });
    expect(transition(item({ status: 'posted' }), { type: 'editCaption', caption: 'x' })).toMatchObject({
      ok: false,
      reason: 'not_now',
    });
  });

  it('once posted, can only be removed from the queue', () => {
    const posted = item({ status: 'posted', postedAt: T0, messageId: 7 });
    for (const e of [
      { type: 'approve' },
      { type: 'postNow', at: T0 },
      { type: 'reschedule', slotAt: T0 },
      { type: 'miss' },
      { type: 'startSending', at: T0 },
    ] as const) {
      expect(transition(posted, e), e.type).toMatchObject({ ok: false, reason: 'not_now' });
    }
    expect(transition(posted, { type: 'remove' }).ok).toBe(true);
  });

  it('refuses what does not apply to its state', () => {
    expect(transition(item(), { type: 'approve' })).toMatchObject({ ok: false, reason: 'not_now' });
    expect(transition(item({ status: 'needs_approval' }), { type: 'startSending', at: T0 })).toMatchObject({
      ok: false,
      reason: 'not_now',
    });
    expect(transition(item({ status: 'needs_approval' }), { type: 'miss' })).toMatchObject({
      ok: false,
      reason: 'not_now',
    });
  });
});
