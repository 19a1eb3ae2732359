import { act, cleanup, renderHook } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePolledAnswer } from '../../components/use-polled-answer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets the answer's promise and the state it sets settle. */
const settle = () => act(async () => {});
/** Moves the fake clock on, with what it runs settled. */
const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('usePolledAnswer', () => {
  it('asks at once and again every period while shown, and no more once unmounted', async () => {
    vi.useFakeTimers();
    let n = 0;
    const ask = vi.fn(async () => ++n);
    const { result, unmount } = renderHook(() => usePolledAnswer(ask, 30_000));
    expect(result.current.loading).toBe(true);
    await tick(0);
    expect(result.current).toMatchObject({ answer: 1, loading: false, failure: undefined });

    await tick(29_999);
    expect(ask).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(result.current.answer).toBe(2);

    unmount();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps the last answer on screen when a later ask fails, and a retry that succeeds clears the failure', async () => {
    const boom = new Error('the background did not answer');
    const ask = vi.fn<() => Promise<string>>().mockResolvedValueOnce('first').mockRejectedValueOnce(boom);
    const { result } = renderHook(() => usePolledAnswer(ask, 30_000));
    await settle();
    await act(() => result.current.load());
    expect(result.current).toMatchObject({ answer: 'first', failure: boom, loading: false });

    ask.mockResolvedValueOnce('again');
    await act(() => result.current.load());
    expect(result.current).toMatchObject({ answer: 'again', failure: undefined });
  });

  it('takes an action’s own answer and failure in the same place', async () => {
    const { result } = renderHook(() => usePolledAnswer(async () => 'listed', 30_000));
    await settle();
    act(() => result.current.setAnswer('after the action'));
    act(() => result.current.setFailure(new Error('refused')));
    expect(result.current.answer).toBe('after the action');
    expect(String(result.current.failure)).toContain('refused');
  });
});
