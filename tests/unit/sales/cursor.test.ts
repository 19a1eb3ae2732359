import { describe, expect, it } from 'vitest';
import { cursorAfter, initialSince, movedFrom, nextPosition, overlapSince } from '../../../lib/sales/cursor';

describe('transactions cursor', () => {
  it('starts 90 days back', () => {
    expect(initialSince(Date.parse('2026-06-18T09:30:00Z'))).toBe('2026-03-20T09:30:00Z');
  });

  it('pages on by number through one query while nothing read has moved', () => {
    const at = { since: '2026-06-01T00:00:00Z', page: 1, maxSeen: null };
    expect(nextPosition(at, '2026-06-02T10:00:05Z', true)).toEqual({
      since: '2026-06-01T00:00:00Z',
      page: 2,
      maxSeen: '2026-06-02T10:00:05Z',
    });
  });

  it('asks page 1 again from the old second of a record that moved, even on the last page', () => {
    const at = { since: '2026-06-01T00:00:00Z', page: 3, maxSeen: '2026-06-02T10:00:05Z' };
    expect(nextPosition(at, '2026-06-03T00:00:00Z', false, '2026-06-01T12:00:07Z')).toEqual({
      since: '2026-06-01T12:00:06Z',
      page: 1,
      maxSeen: '2026-06-03T00:00:00Z',
    });
    // Never before the walk's own `since`.
    expect(nextPosition(at, null, true, '2026-06-01T00:00:00.500Z')?.since).toBe('2026-06-01T00:00:00Z');
  });

  it('a record moved when it was read in this walk (after `since`) and comes again newer', () => {
    const since = '2026-06-01T00:00:00Z';
    const held = new Map([
      [1, { updated_at: '2026-06-01T08:00:00Z' }], // read in this walk
      [2, { updated_at: '2026-05-31T23:00:00Z' }], // from an earlier sync: not on this walk's pages
      [3, { updated_at: '2026-06-01T06:00:00Z' }], // read in this walk, comes again unchanged
      [4, { updated_at: '2026-06-01T07:00:00Z' }],
    ]);
    const page = [
      { id: 3, updated_at: '2026-06-01T06:00:00Z' },
      { id: 2, updated_at: '2026-06-02T09:00:00Z' },
      { id: 1, updated_at: '2026-06-02T09:00:00Z' },
      { id: 4, updated_at: '2026-06-02T09:00:01Z' },
      { id: 5, updated_at: '2026-06-02T09:00:01Z' },
    ];
    expect(movedFrom(since, held, page)).toBe('2026-06-01T07:00:00Z');
    expect(movedFrom(since, held, page.slice(0, 2))).toBeNull();
  });

  it('ends the walk when there is no next page; the next sync starts one second before its newest record', () => {
    const at = { since: '2026-06-01T00:00:00Z', page: 1, maxSeen: '2026-06-02T10:00:05Z' };
    expect(nextPosition(at, '2026-06-03T08:00:00Z', false)).toBeNull();
    expect(cursorAfter({ ...at, maxSeen: '2026-06-03T08:00:00Z' })).toBe('2026-06-03T07:59:59Z');
    expect(cursorAfter({ ...at, maxSeen: null })).toBe(at.since);
    expect(overlapSince('2026-06-03T08:00:00.500Z')).toBe('2026-06-03T07:59:59Z');
  });
});
