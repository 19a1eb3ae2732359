import { act, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { NOTICE_GRACE_MS, RetryNotice } from '../../components/retry-notice';

afterEach(() => vi.useRealTimers());

describe('RetryNotice', () => {
  it('says which attempt comes next while the background retries, and goes once the retry is long past', async () => {
    vi.useFakeTimers();
    render(<RetryNotice />);
    expect(screen.queryByRole('status')).toBeNull();

    await act(async () => {
      await fakeBrowser.runtime.onMessage.trigger({ ok: true, data: 'not a notice' }, {}, () => {});
    });
    expect(screen.queryByRole('status')).toBeNull();

    await act(async () => {
      await fakeBrowser.runtime.onMessage.trigger(
        { type: 'api.retrying', attempt: 1, attempts: 4, delayMs: 300 },
        {},
        () => {},
      );
    });
    expect(screen.getByRole('status').textContent).toBe('The API did not answer as it should; trying again (2 of 4)…');

    await act(async () => {
      await fakeBrowser.runtime.onMessage.trigger(
        { type: 'api.retrying', attempt: 2, attempts: 4, delayMs: 600 },
        {},
        () => {},
      );
    });
    expect(screen.getByRole('status').textContent).toContain('(3 of 4)');

    act(() => {
      vi.advanceTimersByTime(600 + NOTICE_GRACE_MS - 1);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes with the final answer, even right after "4 of 4"', async () => {
    render(<RetryNotice />);
    await act(async () => {
      await fakeBrowser.runtime.onMessage.trigger(
        { type: 'api.retrying', attempt: 3, attempts: 4, delayMs: 600 },
        {},
        () => {},
      );
    });
    expect(screen.getByRole('status').textContent).toContain('(4 of 4)');
    await act(async () => {
      await fakeBrowser.runtime.onMessage.trigger(
        { type: 'api.retrying', attempt: 0, attempts: 0, delayMs: 0, done: true },
        {},
        () => {},
      );
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
