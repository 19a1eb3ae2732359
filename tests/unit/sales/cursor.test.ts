import { describe, expect, it } from 'vitest';
import { cursorAfter, initialSince, nextPosition, overlapSince } from '../../../lib/sales/cursor';

describe('transactions cursor', () => {
  it('starts 90 days back', () => {
    expect(initialSince(Date.parse('2026-06-18T09:30:00Z'))).toBe('2026-03-20T09:30:00Z');
  });

  it('asks page 1 again from one second before the newest record seen (keyset paging)', () => {
    const at = { since: '2026-06-01T00:00:00Z', page: 1, maxSeen: null };
    expect(nextPosition(at, '2026-06-02T10:00:05Z', true)).toEqual({
      since: '2026-06-02T10:00:04Z',
      page: 1,
      maxSeen: '2026-06-02T10:00:05Z',
    });
  });

  it('pages on by number when a whole page shares one second (the cursor cannot move)', () => {
    const at = { since: '2026-06-02T10:00:04Z', page: 1, maxSeen: '2026-06-02T10:00:05Z' };
    expect(nextPosition(at, '2026-06-02T10:00:05Z', true)).toEqual({ ...at, page: 2 });
  });

  it('ends the walk when there is no next page; the next sync starts one second before its newest record', () => {
    const at = { since: '2026-06-01T00:00:00Z', page: 1, maxSeen: '2026-06-02T10:00:05Z' };
    expect(nextPosition(at, '2026-06-03T08:00:00Z', false)).toBeNull();
    expect(cursorAfter({ ...at, maxSeen: '2026-06-03T08:00:00Z' })).toBe('2026-06-03T07:59:59Z');
    expect(cursorAfter({ ...at, maxSeen: null })).toBe(at.since);
    expect(overlapSince('2026-06-03T08:00:00.500Z')).toBe('2026-06-03T07:59:59Z');
  });
});
