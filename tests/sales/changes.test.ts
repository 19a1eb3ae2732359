import { describe, expect, it } from 'vitest';
import { applyPage, type StoredSale } from '../../lib/sales/changes';
import { sale } from './sale';

const held = (...sales: StoredSale[]) => new Map(sales.map((s) => [s.id, s]));

describe('applying a page', () => {
  it('a first-seen pending sale is new; a change of status is that status', () => {
    const first = applyPage(new Map(), [sale(1, 'pending', '2026-06-18T08:00:00Z')]);
    expect(first.changes.map((c) => c.kind)).toEqual(['new']);
    const second = applyPage(held(...first.put), [sale(1, 'validated', '2026-06-19T08:00:00Z')]);
    expect(second.changes.map((c) => c.kind)).toEqual(['validated']);
    expect(second.put[0]!.seenStatuses).toEqual(['pending', 'validated']);
  });

  it('the same id, status and updated_at again is not applied twice', () => {
    const first = applyPage(new Map(), [sale(1, 'pending', '2026-06-18T08:00:00Z')]);
    const again = applyPage(held(...first.put), [sale(1, 'pending', '2026-06-18T08:00:00Z')]);
    expect(again).toEqual({ put: [], changes: [], duplicates: 1 });
  });

  it('an older copy never replaces a newer one', () => {
    const newer = applyPage(new Map(), [sale(1, 'validated', '2026-06-19T08:00:00Z')]);
    const older = applyPage(held(...newer.put), [sale(1, 'pending', '2026-06-18T08:00:00Z')]);
    expect(older.put).toEqual([]);
  });

  it('tells a status once per transaction, even when it comes back to it', () => {
    let copy = held(...applyPage(new Map(), [sale(1, 'pending', '2026-06-18T08:00:00Z')]).put);
    const steps = [
      ['validated', '2026-06-19T00:00:00Z'],
      ['pending', '2026-06-20T00:00:00Z'],
      ['validated', '2026-06-21T00:00:00Z'],
    ] as const;
    const kinds: string[] = [];
    for (const [status, at] of steps) {
      const step = applyPage(copy, [sale(1, status, at)]);
      kinds.push(...step.changes.map((c) => c.kind));
      copy = held(...step.put);
    }
    expect(kinds).toEqual(['validated']);
  });

  it('invoice_raised is kept but is not a notification kind', () => {
    const step = applyPage(new Map(), [sale(2, 'invoice_raised', '2026-06-18T08:00:00Z')]);
    expect(step.put).toHaveLength(1);
    expect(step.changes).toEqual([]);
  });
});
