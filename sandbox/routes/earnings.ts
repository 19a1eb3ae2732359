// GET /reports/earnings (read:reports): monthly commission by status, pre-aggregated from transactions.
import { Hono } from 'hono';
import { requireScope } from '../auth';
import { addDays, addMonths, iso, monthEnd, monthOf, msAt, utcDay } from '../dates';
import { pageOf, sortBy } from '../envelope';
import { PER_PAGE_MAX } from '../limits';
import { trimmed } from '../money';
import { Query } from '../query';
import { monthRange } from '../reports/range';
import type { Env, Runtime } from '../runtime';
import type { TransactionStatus } from '../spec';

const BUCKETS = ['pending', 'validated', 'payable', 'claimed', 'rejected'] as const;
type Bucket = (typeof BUCKETS)[number];
type Amounts = Record<Bucket | 'total', number>;

const BUCKET_OF: Record<TransactionStatus, Bucket> = {
  pending: 'pending',
  validated: 'validated',
  payable: 'payable',
  invoice_raised: 'claimed',
  paid: 'claimed',
  rejected: 'rejected',
};

const empty = (): Amounts => ({ pending: 0, validated: 0, payable: 0, claimed: 0, rejected: 0, total: 0 });

function amountsJson(a: Amounts) {
  return {
    pending: trimmed(a.pending),
    validated: trimmed(a.validated),
    payable: trimmed(a.payable),
    claimed: trimmed(a.claimed),
    rejected: trimmed(a.rejected),
    total: trimmed(a.total),
  };
}

/** Months are recalculated nightly at 02:30 UTC; a closed month last three days after it ended. */
function recalculatedAt(month: string, now: Date): string {
  const today = utcDay(now);
  const closed = addDays(monthEnd(`${month}-01`), 3);
  const nightly = msAt(today, 9000) <= now.getTime() ? today : addDays(today, -1);
  return iso(msAt([closed, nightly].sort()[0]!, 9000));
}

export function earningsRoutes(rt: Runtime): Hono<Env> {
  return new Hono<Env>().get('/reports/earnings', requireScope('read:reports'), (c) => {
    const { pub } = c.var.auth;
    const currency = pub.publisher.currency;
    const query = Query.of(c.req.url);
    const now = rt.now();
    const paging = query.paging(PER_PAGE_MAX.earningsReport);
    const range = monthRange(query, utcDay(now));
    const sort = query.oneOf('sort', ['month', ...BUCKETS, 'total'], 'month');
    const order = query.order('desc');

    const byMonth = new Map<string, Amounts>();
    const lastMonth = [monthOf(utcDay(now)), monthOf(range.end)].sort()[0]!;
    for (let m = monthOf(range.start); m <= lastMonth; m = monthOf(addMonths(`${m}-01`, 1))) byMonth.set(m, empty());
    for (const t of pub.transactions) {
      const amounts = byMonth.get(monthOf(t.date));
      if (!amounts || t.commission === null) continue;
      amounts[BUCKET_OF[t.status]] += t.commission;
      amounts.total += t.commission;
    }
    const rows = [...byMonth].map(([month, amounts]) => ({ month, amounts }));
    const totals = empty();
    for (const { amounts } of rows) for (const k of [...BUCKETS, 'total'] as const) totals[k] += amounts[k];
    const key =
      sort === 'month' ? (r: (typeof rows)[number]) => r.month : (r: (typeof rows)[number]) => r.amounts[sort];
    const page = pageOf(
      sortBy(rows, key, order, (r) => Number(r.month.replace('-', ''))),
      paging,
    );
    return c.json({
      data: page.data.map((r) => ({
        month: r.month,
        ...amountsJson(r.amounts),
        updated_at: recalculatedAt(r.month, now),
        currency,
      })),
      totals: { ...amountsJson(totals), currency },
      meta: { ...page.meta, currency },
    });
  });
}
