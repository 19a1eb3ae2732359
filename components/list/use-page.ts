import { useState } from 'preact/hooks';

/**
 * The current page of a list, back to 1 whenever `resetKey` (the filter, the sort) changes, without a render
 * that would first ask for the old page number under the new filter.
 */
export function usePage(resetKey: string): [number, (page: number) => void] {
  const [state, setState] = useState({ key: resetKey, page: 1 });
  const page = state.key === resetKey ? state.page : 1;
  return [page, (next: number) => setState({ key: resetKey, page: next })];
}
