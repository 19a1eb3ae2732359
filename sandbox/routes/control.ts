// Test controls under /__sandbox (no key needed): faults, AI failure, the request log, usage, sales, campaign state and
// reset.
import { Hono } from 'hono';
import { readBody } from '../body';
import { isAccessStatus, isCampaignStatus, setAccessStatus, setCampaignStatus } from '../controls/campaigns';
import { CPC_STATUSES, decideClicks, isCpcStatus } from '../controls/cpc-clicks';
import { parseFault } from '../controls/faults';
import { addSales, changeStatuses, isSaleStatus, parseSubIds, SALE_STATUSES } from '../controls/transactions';
import { cpcClicksOn } from '../data/cpc-clicks';
import { unprocessable } from '../errors';
import { FIXTURES } from '../fixtures';
import { DEMO_KEYS } from '../keys';
import type { Env, Runtime } from '../runtime';
import { ACCESS_STATUSES } from '../spec';
import type { TransactionRecord } from '../types';
import { setUsedToday, type UsageKind } from '../usage';
import { transactionJson } from '../views/transaction';
import { CLICKS_PER_DAY } from './cpc-clicks';

export function controlRoutes(rt: Runtime): Hono<Env> {
  const app = new Hono<Env>();

  app.get('/', (c) => c.json({ data: { keys: DEMO_KEYS, fixtures: FIXTURES, today: rt.state.today } }));

  app.get('/faults', (c) => c.json({ data: rt.controls.faults.list() }));
  app.post('/faults', async (c) => {
    const body = await readBody(c);
    return c.json({ data: rt.controls.faults.add(parseFault(body.fields)) }, 201);
  });
  app.delete('/faults', (c) => c.json({ data: { cleared: rt.controls.faults.clear() } }));

  app.post('/ai', async (c) => {
    const body = await readBody(c);
    const fail = body.bool('fail');
    if (fail === undefined) throw unprocessable('fail is required: true makes the AI rewrite fail, false restores it');
    rt.controls.aiFails = fail;
    return c.json({ data: { fail } });
  });

  // The tie-order fault: { shuffle: true } gives records that tie on the sort key a new order on every request.
  app.post('/tie-order', async (c) => {
    const body = await readBody(c);
    const shuffle = body.bool('shuffle');
    if (shuffle === undefined)
      throw unprocessable('shuffle is required: true orders ties anew per request, false by id');
    rt.controls.shuffleTies = shuffle;
    return c.json({ data: { shuffle } });
  });

  app.get('/requests', (c) => c.json({ data: rt.controls.log.list() }));
  app.delete('/requests', (c) => {
    rt.controls.log.clear();
    return c.json({ data: { cleared: true } });
  });

  // Sets how many channels or access requests the key's publisher has created today (to reach the 429).
  app.post('/usage', async (c) => {
    const body = await readBody(c);
    const key = rt.state.keys.get(body.required('key'));
    if (!key) throw unprocessable('key must be one of the sandbox API keys');
    const kind = body.required('kind');
    if (kind !== 'channels' && kind !== 'access_requests')
      throw unprocessable('kind must be channels or access_requests');
    const used = body.int('used');
    if (used === undefined || used < 0) throw unprocessable('used must be a whole number of at least 0');
    setUsedToday(rt.state.publishers.get(key.publisherId)!, kind as UsageKind, rt.now(), used);
    return c.json({ data: { kind, used } });
  });

  // Sales: change the status of chosen transactions ({ key, ids, status }) or add new ones ({ key, add, campaign_id?,
  // sale_amount?, commission?, sub_ids?, sub_id?, status? }), each with a fresh updated_at. Answers the records as the
  // API shows them.
  app.post('/transactions', async (c) => {
    const body = await readBody(c);
    const key = rt.state.keys.get(body.required('key'));
    if (!key) throw unprocessable('key must be one of the sandbox API keys');
    const pub = rt.state.publishers.get(key.publisherId)!;
    const status = body.string('status');
    if (status !== undefined && !isSaleStatus(status)) {
      throw unprocessable(`status must be one of ${SALE_STATUSES.join(', ')}`);
    }
    const nowMs = rt.now().getTime();
    const ids = body.fields.ids;
    let records: TransactionRecord[];
    if (ids !== undefined) {
      if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id))) {
        throw unprocessable('ids must be a non-empty list of transaction ids');
      }
      if (status === undefined) throw unprocessable('status is required with ids');
      records = changeStatuses(pub, ids as number[], status, nowMs);
    } else {
      const count = body.int('add');
      if (count === undefined || count < 1 || count > 5000)
        throw unprocessable('add must be a whole number from 1 to 5000 (or give ids and status)');
      const campaignId = body.int('campaign_id') ?? FIXTURES.openCampaignId;
      const campaign = rt.state.campaignById.get(campaignId);
      if (!campaign) throw unprocessable(`campaign_id ${campaignId} is not a sandbox campaign`);
      records = addSales(
        rt.state,
        pub,
        {
          campaign,
          saleAmount: body.string('sale_amount'),
          commission: body.string('commission'),
          subIds: parseSubIds(body.fields.sub_ids, body.string('sub_id')),
          status,
        },
        count,
        nowMs,
      );
    }
    return c.json({ data: records.map((t) => transactionJson(t, pub, rt.state.campaignById.get(t.campaignId))) });
  });

  // CPC clicks decided later ({ key, date, ids, status }): each chosen click of that date gets the status and a fresh
  // updated_at. Answers the clicks' ids, statuses and updated_at.
  app.post('/cpc-clicks', async (c) => {
    const body = await readBody(c);
    const key = rt.state.keys.get(body.required('key'));
    if (!key) throw unprocessable('key must be one of the sandbox API keys');
    const pub = rt.state.publishers.get(key.publisherId)!;
    const date = body.required('date');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date > rt.state.today) {
      throw unprocessable('date must be a day up to today, YYYY-MM-DD');
    }
    const status = body.string('status');
    if (!isCpcStatus(status)) throw unprocessable(`status must be one of ${CPC_STATUSES.join(', ')}`);
    const ids = body.fields.ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id))) {
      throw unprocessable('ids must be a non-empty list of click ids');
    }
    const nowMs = rt.now().getTime();
    const clicks = cpcClicksOn(pub, rt.state.campaigns, date, rt.state.today, nowMs, CLICKS_PER_DAY[rt.state.scale]);
    const decided = decideClicks(clicks, ids as number[], status, nowMs);
    return c.json({
      data: decided.map((k) => ({ id: k.id, status: k.status, updated_at: new Date(k.updatedMs).toISOString() })),
    });
  });

  // A campaign's state ({ id, status?: active | paused | deleted }) and a publisher's access to it ({ id, key,
  // access_status }): a paused or deleted campaign is then hidden and 404s like the seeded ones.
  app.post('/campaigns', async (c) => {
    const body = await readBody(c);
    const id = body.int('id');
    const campaign = id === undefined ? undefined : rt.state.campaignById.get(id);
    if (!campaign) throw unprocessable('id must be a sandbox campaign id');
    const status = body.fields.status;
    const access = body.fields.access_status;
    if (status === undefined && access === undefined) throw unprocessable('give status, or key and access_status');
    if (status !== undefined && !isCampaignStatus(status)) {
      throw unprocessable('status must be one of active, paused, deleted');
    }
    if (access !== undefined && !isAccessStatus(access)) {
      throw unprocessable(`access_status must be one of ${ACCESS_STATUSES.join(', ')}`);
    }
    const keyText = body.string('key');
    const key = keyText === undefined ? undefined : rt.state.keys.get(keyText);
    if (keyText !== undefined && !key) throw unprocessable('key must be one of the sandbox API keys');
    if (access !== undefined && !key) throw unprocessable('access_status needs the key of the publisher it is for');
    // Both checked before either is applied: a refused request changes nothing.
    const now = rt.now();
    if (status !== undefined) setCampaignStatus(campaign, status, now);
    const pub = key ? rt.state.publishers.get(key.publisherId)! : undefined;
    if (access !== undefined && pub) setAccessStatus(pub, campaign, access, now);
    return c.json({
      data: {
        id: campaign.id,
        status: campaign.status,
        ...(pub ? { access_status: pub.access.get(campaign.id)?.status ?? 'not_applied' } : {}),
        updated_at: campaign.updatedAt,
      },
    });
  });

  app.post('/reset', (c) => {
    rt.reset();
    return c.json({ data: { reset: true, today: rt.state.today } });
  });

  return app;
}
