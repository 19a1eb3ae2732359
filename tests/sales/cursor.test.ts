import { describe, expect, it } from 'vitest';
import { apiInstant } from '../../lib/core/format/api-time';
import { CLOCK_MARGIN_MS, cursorAfter, initialSince, MAX_PAGES, PAGE_SLACK, pageCapOf } from '../../lib/sales/cursor';

describe('transactions cursor', () => {
  const server = Date.parse('2026-06-18T09:30:00Z');

  it('starts 90 days back', () => {
    expect(initialSince(Date.parse('2026-06-18T09:30:00Z'))).toBe('2026-03-20T09:30:00Z');
  });

  it('after a walk: the server clock at its first answer less the margin, less one second', () => {
    const walk = { since: '2026-06-01T00:00:00Z', page: 3, maxSeen: '2026-06-18T09:29:59Z', serverStart: server };
    expect(cursorAfter(walk, 0)).toBe(new Date(server - CLOCK_MARGIN_MS - 1000).toISOString().replace('.000', ''));
  });

  it('never past the newest record seen (less one second), nor before the walk`s own since', () => {
    const walk = { since: '2026-06-01T00:00:00Z', page: 1, maxSeen: '2026-06-10T08:00:00Z', serverStart: server };
    expect(cursorAfter(walk, 0)).toBe('2026-06-10T07:59:59Z');
    expect(cursorAfter({ ...walk, maxSeen: '2026-06-01T00:00:00Z' }, 0)).toBe('2026-06-01T00:00:00Z');
  });

  it('a record dated in the future (2099, or six hours ahead) does not move the cursor past the present', () => {
    for (const ahead of ['2099-01-01T00:00:00Z', '2026-06-18T15:30:00Z']) {
      const walk = { since: '2026-06-01T00:00:00Z', page: 1, maxSeen: ahead, serverStart: server };
      expect(apiInstant(cursorAfter(walk, 0))).toBeLessThan(server - CLOCK_MARGIN_MS);
    }
  });

  it('without a Date header, the fallback clock is used', () => {
    const walk = { since: '2026-06-01T00:00:00Z', page: 1, maxSeen: '2099-01-01T00:00:00Z', serverStart: null };
    expect(apiInstant(cursorAfter(walk, server))).toBeLessThan(server);
  });

  it('a walk stays within the total of the first answer plus a slack (the page walker refuses a page past it)', () => {
    expect(pageCapOf(1200)).toBe(3 + PAGE_SLACK);
    expect(pageCapOf(10_000_000)).toBe(MAX_PAGES);
  });

  it('zone-less timestamps are UTC', () => {
    expect(apiInstant('2026-06-18T09:30:00')).toBe(server);
    expect(apiInstant('2026-06-18 09:30:00')).toBe(server);
    expect(apiInstant('2026-06-18T15:00:00+05:30')).toBe(server);
  });
});
