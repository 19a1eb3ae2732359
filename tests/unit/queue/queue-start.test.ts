// The queue's check as the worker starts: only when its alarm is gone, and only after the popup's first answer had
// its time (a worker is most often started by the popup opening).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_START_MS } from '../../../lib/background/after-start';
import type { Services } from '../../../lib/background/create-background';
import { queueFeature } from '../../../lib/queue/feature';

const tick = vi.fn(async () => {});
// The queue's service comes with the publishing engine, loaded only when the queue needs it.
const publishing = vi.fn(async () => ({ queueService: () => ({ tick }) }));

function servicesWith(alarm: object | undefined) {
  const get = vi.fn(async (_name: string) => alarm);
  const services = {
    browser: { alarms: { get, onAlarm: { addListener: vi.fn() } } },
    publishing,
  } as unknown as Services;
  return { services, get };
}

describe('the queue as the worker starts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    tick.mockClear();
    publishing.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('checks a queue whose alarm is gone, once, after AFTER_START_MS and not before', async () => {
    const { services, get } = servicesWith(undefined);
    queueFeature.start?.(services);
    await vi.advanceTimersByTimeAsync(AFTER_START_MS - 1);
    expect(get).not.toHaveBeenCalled();
    expect(publishing).not.toHaveBeenCalled();
    expect(tick).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledWith('queue');
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it('leaves a queue whose alarm is set to that alarm', async () => {
    const { services, get } = servicesWith({ name: 'queue', scheduledTime: Date.now() + 60_000 });
    queueFeature.start?.(services);
    await vi.advanceTimersByTimeAsync(AFTER_START_MS);
    expect(get).toHaveBeenCalledTimes(1);
    expect(publishing).not.toHaveBeenCalled();
    expect(tick).not.toHaveBeenCalled();
  });
});
