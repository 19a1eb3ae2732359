// GET /transactions and GET /transactions/:id (read:transactions): only the caller's own transactions.
import { Hono } from 'hono';
import { requireScope } from '../auth';
import { addDays, utcDay } from '../dates';
import { pageOf, sortBy } from '../envelope';
import { notFound, unprocessable } from '../errors';
import { PER_PAGE_MAX } from '../limits';
import { Query } from '../query';
import type { Env, Runtime } from '../runtime';
import { TRANSACTION_STATUSES } from '../spec';
import type { TransactionRecord } from '../types';
import { transactionJson } from '../views/transaction';

const SORTS = ['transaction_date', 'updated_at', 'id'] as const;
const SORT_KEYS: Record<(typeof SORTS)[number], (t: TransactionRecord) => string | number> = {
  transaction_date: (t) => t.date,
  updated_at: (t) => t.updatedAt,
  id: (t) => t.id,
};

export function transactionRoutes(rt: Runtime): Hono<Env> {
  const app = new Hono<Env>();

  app.get('/transactions', requireScope('read:transactions'), (c) => {
    const { pub } = c.var.auth;
    const query = Query.of(c.req.url);
    const paging = query.paging(PER_PAGE_MAX.listTransactions);
    const today = utcDay(rt.now());
    const updatedSince = query.datetime('updated_since');
    const start = query.date('start_date') ?? addDays(today, -7);
    const end = query.date('end_date') ?? addDays(today, -1);
    if (updatedSince === undefined && start > end) {
      throw unprocessable(`start_date ${start} is after end_date ${end}`);
    }
    const status = query.oneOf('status', TRANSACTION_STATUSES);
    const campaignId = query.int('campaign_id');
    const subId = query.string('sub_id');
    const invoiceNumber = query.string('invoice_number');
    // Only the publisher's own invoices count: a number of someone else's (or none) matches nothing.
    const ownInvoice = invoiceNumber === undefined || pub.invoices.some((i) => i.number === invoiceNumber);
    const sort = query.oneOf('sort', SORTS, 'transaction_date');
    const order = query.order('desc');

    const found = !ownInvoice
      ? []
      : pub.transactions.filter((t) => {
          if (updatedSince !== undefined) {
            if (Date.parse(t.updatedAt) <= updatedSince) return false;
          } else if (t.date < start || t.date > end) return false;
          if (status !== undefined && t.status !== status) return false;
          if (campaignId !== undefined && t.campaignId !== campaignId) return false;
          if (subId !== undefined && t.subIds[0] !== subId) return false;
          if (invoiceNumber !== undefined && t.invoiceNumber !== invoiceNumber) return false;
          return true;
        });
    // Ties by id, or (the tie-order fault) in a fresh random order on every request.
    const tieRank = new Map(found.map((t) => [t.id, rt.controls.shuffleTies ? Math.random() : t.id]));
    const page = pageOf(
      sortBy(found, SORT_KEYS[sort], order, (t) => tieRank.get(t.id)!),
      paging,
    );
    return c.json({
      data: page.data.map((t) => transactionJson(t, pub, rt.state.campaignById.get(t.campaignId))),
      meta: page.meta,
    });
  });

  app.get('/transactions/:id', requireScope('read:transactions'), (c) => {
    const { pub } = c.var.auth;
    const rawId = c.req.param('id');
    const t = /^\d{1,9}$/.test(rawId) ? pub.transactionById.get(Number(rawId)) : undefined;
    if (!t) throw notFound('Transaction not found');
    return c.json({ data: transactionJson(t, pub, rt.state.campaignById.get(t.campaignId)) });
  });

  return app;
}
