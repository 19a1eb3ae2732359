// GET /reports/unmonetized_traffic (read:reports): clicks to domains without a tracked link, with whether
// a campaign could monetize them, from the publisher's current access to each campaign.
import { Hono } from 'hono';
import { requireScope } from '../auth';
import { unmonetizedClicks } from '../data/traffic';
import { addDays, utcDay } from '../dates';
import { pageOf, sortBy } from '../envelope';
import { PER_PAGE_MAX } from '../limits';
import { Query } from '../query';
import { dayRange } from '../reports/range';
import type { Env, Runtime } from '../runtime';
import type { PublisherState, SandboxState } from '../types';
import { accessOf } from '../views/campaign';

type Availability = 'available' | 'available_on_approval' | 'not_available';

function availability(state: SandboxState, pub: PublisherState, domain: string): Availability {
  const campaign = state.campaignsByDomain.get(domain)?.find((c) => c.status === 'active');
  if (!campaign) return 'not_available';
  const access = accessOf(pub, campaign);
  if (access === 'open' || access === 'approved') return 'available';
  // `not_available` means "no campaign" (spec section 2): a campaign the publisher is blocked on still exists, and
  // the closest word the spec has for it is the one that sends them to ask (their account manager, here).
  return 'available_on_approval';
}

export function unmonetizedRoutes(rt: Runtime): Hono<Env> {
  return new Hono<Env>().get('/reports/unmonetized_traffic', requireScope('read:reports'), (c) => {
    const { pub } = c.var.auth;
    const query = Query.of(c.req.url);
    const today = utcDay(rt.now());
    const paging = query.paging(PER_PAGE_MAX.unmonetizedTraffic);
    const range = dayRange(query, today);
    const search = query.string('search')?.toLowerCase();
    const sort = query.oneOf('sort', ['clicks', 'domain_name'], 'clicks');
    const order = query.order('desc');

    const rows = pub.unmonetized
      .filter((d) => !search || d.domain.includes(search))
      .map((d, index) => {
        let clicks = 0;
        for (let date = range.start; date <= range.end && date < today; date = addDays(date, 1)) {
          clicks += unmonetizedClicks(d, date, pub.seed);
        }
        return { domain_name: d.domain, clicks, status: availability(rt.state, pub, d.domain), index };
      })
      .filter((r) => r.clicks > 0);
    const key =
      sort === 'clicks' ? (r: (typeof rows)[number]) => r.clicks : (r: (typeof rows)[number]) => r.domain_name;
    const page = pageOf(
      sortBy(rows, key, order, (r) => r.index),
      paging,
    );
    return c.json({
      data: page.data.map(({ domain_name, clicks, status }) => ({ domain_name, clicks, status })),
      meta: { ...page.meta, currency: pub.publisher.currency },
    });
  });
}
