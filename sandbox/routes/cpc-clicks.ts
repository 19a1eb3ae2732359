// GET /cpc_clicks (read:transactions): one day of CPC click records; amounts always INR.
import { Hono } from 'hono';
import { requireScope } from '../auth';
import { cpcClicksOn } from '../data/cpc-clicks';
import { iso, spaced, utcDay } from '../dates';
import { pageOf } from '../envelope';
import { unprocessable } from '../errors';
import { CPC_FIRST_DATE, PER_PAGE_MAX } from '../limits';
import { fixed2 } from '../money';
import { Query } from '../query';
import type { Env, Runtime } from '../runtime';
import { CPC_STATUSES } from '../spec';
import type { CpcClickRecord, SandboxState } from '../types';

export const CLICKS_PER_DAY = { normal: 30, large: 400 } as const;

function clickJson(state: SandboxState, k: CpcClickRecord) {
  const [s1, s2, s3, s4, s5, s6] = k.subIds;
  return {
    id: k.id,
    transaction_id: k.transactionId,
    click_log_uid: k.uid,
    campaign_id: k.campaignId,
    campaign_name: state.campaignById.get(k.campaignId)?.name ?? `Campaign ${k.campaignId}`,
    channel_id: k.channelId,
    click_date: k.date,
    click_timestamp: spaced(k.at),
    status: k.status,
    sale_amount: fixed2(k.salePaise),
    currency: 'INR',
    user_commission: fixed2(k.commissionPaise),
    sales: k.sales,
    sub_id: s1 ?? null,
    sub_id_2: s2 ?? null,
    sub_id_3: s3 ?? null,
    sub_id_4: s4 ?? null,
    sub_id_5: s5 ?? null,
    sub_id_6: s6 ?? null,
    traffic_source: k.trafficSource,
    country_iso: k.countryIso,
    validated_at: k.validatedAt,
    rejected_at: k.rejectedAt,
    updated_at: iso(k.updatedMs),
  };
}

export function cpcClickRoutes(rt: Runtime): Hono<Env> {
  return new Hono<Env>().get('/cpc_clicks', requireScope('read:transactions'), (c) => {
    const { pub } = c.var.auth;
    const query = Query.of(c.req.url);
    const now = rt.now();
    const today = utcDay(now);
    const date = query.date('date');
    if (date === undefined) throw unprocessable('date is required (one day, YYYY-MM-DD)');
    if (date < CPC_FIRST_DATE) throw unprocessable(`date must be ${CPC_FIRST_DATE} or later (got ${date})`);
    if (date > today) throw unprocessable(`date cannot be in the future (got ${date}; today is ${today} UTC)`);
    const paging = query.paging(PER_PAGE_MAX.listCpcClicks);
    const updatedSince = query.datetime('updated_since');
    const campaignId = query.int('campaign_id');
    const channelId = query.int('channel_id');
    const status = query.oneOf('status', CPC_STATUSES);

    const clicks = cpcClicksOn(
      pub,
      rt.state.campaigns,
      date,
      rt.state.today,
      now.getTime(),
      CLICKS_PER_DAY[rt.state.scale],
    );
    const found = clicks.filter(
      (k) =>
        (updatedSince === undefined || k.updatedMs >= updatedSince) &&
        (campaignId === undefined || k.campaignId === campaignId) &&
        (channelId === undefined || k.channelId === channelId) &&
        (status === undefined || k.status === status),
    );
    // The spec gives /cpc_clicks no sort: the sandbox's order is the clicks' own; with the tie-order fault, clicks of
    // one `updated_at` second come in a fresh random order on every request.
    const ordered = rt.controls.shuffleTies
      ? found
          .map((k) => ({ k, tie: Math.random() }))
          .sort((a, b) => Math.floor(a.k.updatedMs / 1000) - Math.floor(b.k.updatedMs / 1000) || a.tie - b.tie)
          .map((x) => x.k)
      : found;
    const page = pageOf(ordered, paging);
    return c.json({ data: page.data.map((k) => clickJson(rt.state, k)), meta: page.meta });
  });
}
