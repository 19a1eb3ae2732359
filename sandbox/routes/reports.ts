// GET /reports/performance and GET /reports/campaigns (read:reports). Totals cover the whole range.
import { Hono } from 'hono';
import { requireScope } from '../auth';
import { addDays, dayNumber, utcDay } from '../dates';
import { pageOf, sortBy } from '../envelope';
import { unprocessable } from '../errors';
import { PER_PAGE_MAX } from '../limits';
import { Query } from '../query';
import { type ActivityFilter, activity } from '../reports/activity';
import { FIGURE_SORT_KEYS, type Figures, figuresJson, sumFigures, zero } from '../reports/figures';
import { dayRange } from '../reports/range';
import type { Env, Runtime } from '../runtime';
import type { PublisherState } from '../types';

const FIGURE_SORTS = ['clicks', 'transactions', 'commission', 'sale_amount', 'cr', 'epc'] as const;

/** campaign_id and channel_id; a channel_id must be one of the publisher's channels. */
function filterOf(query: Query, pub: PublisherState): ActivityFilter {
  const channelId = query.int('channel_id');
  if (channelId !== undefined && !pub.channels.some((ch) => ch.id === channelId)) {
    throw unprocessable(`channel_id ${channelId} does not belong to your account`);
  }
  return { campaignId: query.int('campaign_id'), channelId };
}

export function reportRoutes(rt: Runtime): Hono<Env> {
  const app = new Hono<Env>();

  app.get('/reports/performance', requireScope('read:reports'), (c) => {
    const { pub } = c.var.auth;
    const currency = pub.publisher.currency;
    const query = Query.of(c.req.url);
    const today = utcDay(rt.now());
    const paging = query.paging(PER_PAGE_MAX.performanceReport);
    const range = dayRange(query, today);
    const filter = filterOf(query, pub);
    const sort = query.oneOf('sort', ['date', ...FIGURE_SORTS], 'date');
    const order = query.order('desc');

    const groups = activity(pub, range, filter, (date) => date);
    const rows: { date: string; f: Figures }[] = [];
    for (let date = range.start; date <= range.end && date <= today; date = addDays(date, 1)) {
      rows.push({ date, f: groups.get(date) ?? zero() });
    }
    const key =
      sort === 'date'
        ? (r: (typeof rows)[number]) => r.date
        : (r: (typeof rows)[number]) => FIGURE_SORT_KEYS[sort](r.f);
    const page = pageOf(
      sortBy(rows, key, order, (r) => dayNumber(r.date)!),
      paging,
    );
    return c.json({
      data: page.data.map((r) => ({ date: r.date, ...figuresJson(r.f, currency) })),
      totals: figuresJson(sumFigures(rows.map((r) => r.f)), currency),
      meta: { ...page.meta, currency },
    });
  });

  app.get('/reports/campaigns', requireScope('read:reports'), (c) => {
    const { pub } = c.var.auth;
    const currency = pub.publisher.currency;
    const query = Query.of(c.req.url);
    const paging = query.paging(PER_PAGE_MAX.campaignReport);
    const range = dayRange(query, utcDay(rt.now()));
    const filter = filterOf(query, pub);
    const sort = query.oneOf('sort', [...FIGURE_SORTS, 'campaign_id', 'channel_id'], 'clicks');
    const order = query.order('desc');

    const groups = activity(pub, range, filter, (_, campaignId, channelId) => `${campaignId}|${channelId ?? ''}`);
    const rows = [...groups].map(([pair, f], index) => {
      const [campaignId, channelId] = pair.split('|');
      return { campaignId: Number(campaignId), channelId: channelId ? Number(channelId) : null, f, index };
    });
    const key =
      sort === 'campaign_id'
        ? (r: (typeof rows)[number]) => r.campaignId
        : sort === 'channel_id'
          ? (r: (typeof rows)[number]) => r.channelId ?? 0
          : (r: (typeof rows)[number]) => FIGURE_SORT_KEYS[sort](r.f);
    const page = pageOf(
      sortBy(rows, key, order, (r) => r.index),
      paging,
    );
    return c.json({
      data: page.data.map((r) => {
        const campaign = rt.state.campaignById.get(r.campaignId);
        const channel = pub.channels.find((ch) => ch.id === r.channelId);
        return {
          campaign_id: r.campaignId,
          campaign_name: campaign?.name ?? `Campaign ${r.campaignId}`,
          campaign_type: campaign?.type ?? 'CPS',
          channel_id: r.channelId,
          channel_name: r.channelId === null ? null : (channel?.name ?? `Channel ${r.channelId}`),
          ...figuresJson(r.f, currency),
        };
      }),
      totals: figuresJson(sumFigures(rows.map((r) => r.f)), currency),
      meta: { ...page.meta, currency },
    });
  });

  return app;
}
