// Missing-transaction claims: GET /missing_transactions[/:id] (read:missing_transactions) and
// POST, PATCH (or PUT) and DELETE /missing_transactions[/:id] (write:missing_transactions). Always INR.
import { type Context, Hono } from 'hono';
import { requireScope } from '../auth';
import { type Body, readBody } from '../body';
import { addDays, dayNumber, iso, utcDay } from '../dates';
import { pageOf, sortBy } from '../envelope';
import { notFound, unprocessable } from '../errors';
import { PER_PAGE_MAX } from '../limits';
import { fixed2, parseAmount } from '../money';
import { Query } from '../query';
import type { Env, Runtime } from '../runtime';
import { CLAIM_STATUSES } from '../spec';
import type { ClaimRecord, PublisherState, SandboxState } from '../types';
import { accessOf } from '../views/campaign';

const CLAIM_WINDOW_DAYS = 90;

/** `currency` is left out of list records, as in the spec's sample; single records carry it. */
function claimJson(state: SandboxState, k: ClaimRecord, withCurrency: boolean) {
  return {
    id: k.id,
    order_number: k.orderNumber,
    campaign_id: k.campaignId,
    campaign_name: state.campaignById.get(k.campaignId)?.name ?? `Campaign ${k.campaignId}`,
    transaction_date: k.transactionDate,
    sale_amount: fixed2(k.salePaise),
    user_commission: k.commissionPaise === null ? '' : fixed2(k.commissionPaise),
    ...(withCurrency ? { currency: 'INR' } : {}),
    status: k.status,
    coupon_code: k.couponCode,
    additional_info: k.additionalInfo,
    source: k.source,
    created_at: k.createdAt,
    updated_at: k.updatedAt,
  };
}

function ownClaim(pub: PublisherState, rawId: string): ClaimRecord {
  const claim = /^\d{1,9}$/.test(rawId) ? pub.claims.find((k) => k.id === Number(rawId)) : undefined;
  if (!claim) throw notFound('Missing transaction claim not found');
  return claim;
}

function transactionDate(body: Body, today: string, required: boolean): string | undefined {
  const value = required ? body.required('transaction_date') : body.string('transaction_date');
  if (value === undefined) return undefined;
  if (dayNumber(value) === null) throw unprocessable('transaction_date must be a date in the form YYYY-MM-DD');
  if (value > today) throw unprocessable(`transaction_date cannot be in the future (today is ${today} UTC)`);
  if (value < addDays(today, -CLAIM_WINDOW_DAYS)) {
    throw unprocessable(`Missing transactions can be claimed only within ${CLAIM_WINDOW_DAYS} days of the transaction`);
  }
  return value;
}

function saleAmount(body: Body, required: boolean): number | undefined {
  const raw = body.fields.sale_amount;
  if (raw === undefined || raw === null || raw === '') {
    if (required) throw unprocessable('sale_amount is required');
    return undefined;
  }
  const paise = parseAmount(raw);
  if (paise === null || paise === 0) {
    throw unprocessable('sale_amount must be an amount in INR greater than 0, with at most 2 decimals');
  }
  return paise;
}

function checkDuplicate(pub: PublisherState, orderNumber: string, campaignId: number, except?: ClaimRecord): void {
  if (pub.claims.some((k) => k !== except && k.campaignId === campaignId && k.orderNumber === orderNumber)) {
    throw unprocessable(`A claim for order ${orderNumber} on this campaign already exists`);
  }
}

function mustBePending(claim: ClaimRecord, action: string): void {
  if (claim.status !== 'pending')
    throw unprocessable(`Only pending claims can be ${action}; this one is ${claim.status}`);
}

export function claimRoutes(rt: Runtime): Hono<Env> {
  const app = new Hono<Env>();
  const read = requireScope('read:missing_transactions');
  const write = requireScope('write:missing_transactions');

  app.get('/missing_transactions', read, (c) => {
    const { pub } = c.var.auth;
    const query = Query.of(c.req.url);
    const today = utcDay(rt.now());
    const paging = query.paging(PER_PAGE_MAX.listClaims);
    const search = query.string('search')?.toLowerCase();
    const start = query.date('start_date') ?? addDays(today, -60);
    const end = query.date('end_date') ?? addDays(today, -1);
    const status = query.oneOf('status', CLAIM_STATUSES);
    const found = pub.claims.filter((k) => {
      if (status !== undefined && k.status !== status) return false;
      if (search !== undefined) {
        const name = rt.state.campaignById.get(k.campaignId)?.name.toLowerCase() ?? '';
        return name.includes(search);
      }
      return k.transactionDate >= start && k.transactionDate <= end;
    });
    const page = pageOf(
      sortBy(
        found,
        (k) => k.createdAt,
        'desc',
        (k) => -k.id,
      ),
      paging,
    );
    return c.json({ data: page.data.map((k) => claimJson(rt.state, k, false)), meta: page.meta });
  });

  app.get('/missing_transactions/:id', read, (c) =>
    c.json({ data: claimJson(rt.state, ownClaim(c.var.auth.pub, c.req.param('id')), true) }),
  );

  app.post('/missing_transactions', write, async (c) => {
    const { pub } = c.var.auth;
    const body = await readBody(c);
    const now = rt.now();
    const orderNumber = body.required('order_number').trim();
    const campaignId = body.int('campaign_id');
    if (campaignId === undefined) throw unprocessable('campaign_id is required');
    const campaign = rt.state.campaignById.get(campaignId);
    if (!campaign || campaign.status === 'deleted') throw unprocessable(`campaign_id ${campaignId} is not a campaign`);
    if (!campaign.missingTxAccepted) throw unprocessable(`${campaign.name} does not accept missing transaction claims`);
    const access = accessOf(pub, campaign);
    if (access !== 'open' && access !== 'approved') {
      throw unprocessable(`You cannot claim transactions of ${campaign.name}: you do not have access to it`);
    }
    const date = transactionDate(body, utcDay(now), true)!;
    const salePaise = saleAmount(body, true)!;
    checkDuplicate(pub, orderNumber, campaignId);
    const stamp = iso(now.getTime());
    const claim: ClaimRecord = {
      id: rt.state.nextId.claim++,
      orderNumber,
      campaignId,
      transactionDate: date,
      salePaise,
      commissionPaise: null,
      status: 'pending',
      couponCode: body.string('coupon_code')?.trim() || null,
      additionalInfo: body.string('additional_info')?.trim() || null,
      source: 'api',
      createdAt: stamp,
      updatedAt: stamp,
    };
    pub.claims.push(claim);
    return c.json({ data: claimJson(rt.state, claim, true) }, 201);
  });

  const update = async (c: Context<Env, '/missing_transactions/:id'>) => {
    const { pub } = c.var.auth;
    const claim = ownClaim(pub, c.req.param('id'));
    mustBePending(claim, 'changed');
    const body = await readBody(c);
    const now = rt.now();
    const campaignId = body.int('campaign_id');
    if (campaignId !== undefined && campaignId !== claim.campaignId) {
      throw unprocessable('campaign_id cannot be changed: delete this claim and file a new one');
    }
    const orderInput = body.string('order_number');
    if (orderInput !== undefined && orderInput.trim() === '') throw unprocessable('order_number cannot be blank');
    const orderNumber = orderInput?.trim();
    const date = transactionDate(body, utcDay(now), false);
    const salePaise = saleAmount(body, false);
    const fields = ['order_number', 'transaction_date', 'sale_amount', 'coupon_code', 'additional_info'];
    if (!fields.some((f) => f in body.fields)) {
      throw unprocessable(`Nothing to update: send one of ${fields.join(', ')}`);
    }
    if (orderNumber !== undefined) checkDuplicate(pub, orderNumber, claim.campaignId, claim);
    if (orderNumber !== undefined) claim.orderNumber = orderNumber;
    if (date !== undefined) claim.transactionDate = date;
    if (salePaise !== undefined) claim.salePaise = salePaise;
    if ('coupon_code' in body.fields) claim.couponCode = body.string('coupon_code')?.trim() || null;
    if ('additional_info' in body.fields) claim.additionalInfo = body.string('additional_info')?.trim() || null;
    claim.updatedAt = iso(now.getTime());
    return c.json({ data: claimJson(rt.state, claim, true) });
  };
  app.patch('/missing_transactions/:id', write, update);
  app.put('/missing_transactions/:id', write, update);

  app.delete('/missing_transactions/:id', write, (c) => {
    const { pub } = c.var.auth;
    const claim = ownClaim(pub, c.req.param('id'));
    mustBePending(claim, 'deleted');
    pub.claims = pub.claims.filter((k) => k !== claim);
    return c.json({ data: { id: claim.id, deleted: true } });
  });

  return app;
}
