import { act, cleanup, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilterResult } from '../../../components/list/rules';
import { useFilteredList } from '../../../components/list/use-filtered-list';

afterEach(cleanup);

interface Draft {
  id: string;
}
const check = (d: Draft): FilterResult<{ id?: number }> =>
  /^\d*$/.test(d.id) ? { params: d.id ? { id: Number(d.id) } : {} } : { problem: 'digits only', field: 'id' };

describe('useFilteredList', () => {
  it('asks for page 1 of the checked draft, refuses a bad one at its field, and goes back to page 1 on a new filter', async () => {
    const fetch = vi.fn(async (p: { id?: number; page: number; per_page: number }) => p);
    const { result } = renderHook(() =>
      useFilteredList({ initialDraft: () => ({ id: '' }), check, fetch, perPage: 10 }),
    );
    await waitFor(() => expect(result.current.request.data).toEqual({ page: 1, per_page: 10 }));

    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.request.data).toEqual({ page: 3, per_page: 10 }));

    act(() => result.current.set('id')('x'));
    act(() => result.current.apply());
    expect(result.current.fieldError('id')).toBe('digits only');
    expect(fetch).toHaveBeenCalledTimes(2);

    act(() => result.current.set('id')('7'));
    act(() => result.current.apply());
    expect(result.current.problem).toBeNull();
    await waitFor(() => expect(result.current.request.data).toEqual({ id: 7, page: 1, per_page: 10 }));
  });
});
