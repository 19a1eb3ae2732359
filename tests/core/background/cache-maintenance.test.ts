import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_START_MS as PRUNE_DELAY_MS } from '../../../lib/core/background/after-start';
import { registerCacheMaintenance } from '../../../lib/core/background/cache-maintenance';

afterEach(() => vi.useRealTimers());

describe('cache maintenance', () => {
  it('prunes once the worker has started, after its first messages rather than with them', () => {
    vi.useFakeTimers();
    const prune = vi.fn(async () => 0);
    registerCacheMaintenance({ prune });
    expect(prune).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PRUNE_DELAY_MS - 1);
    expect(prune).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prune).toHaveBeenCalledTimes(1);
  });
});
