// GET /campaigns and GET /campaigns/:id (read:campaigns). Paused and deleted campaigns are never shown.
import { Hono } from 'hono';
import { requireScope } from '../auth';
import { pageOf, sortBy } from '../envelope';
import { notFound } from '../errors';
import { PER_PAGE_MAX } from '../limits';
import { Query } from '../query';
import type { Env, Runtime } from '../runtime';
import { relevance, searchTerms } from '../search';
import { ACCESS_STATUS_FILTERS } from '../spec';
import type { CampaignRecord } from '../types';
import { accessOf, campaignDetail, campaignItem } from '../views/campaign';

const SORTS = ['name', 'epc_7d', 'epc_90d', 'created_at', 'updated_at'] as const;
const SORT_KEYS: Record<(typeof SORTS)[number], (c: CampaignRecord) => string | number> = {
  name: (c) => c.name.toLowerCase(),
  epc_7d: (c) => c.epc7d,
  epc_90d: (c) => c.epc90d,
  created_at: (c) => c.createdAt,
  updated_at: (c) => c.updatedAt,
};

/** A live campaign by path id; absent, paused and deleted ones are all "Campaign not found". */
function liveCampaign(rt: Runtime, rawId: string): CampaignRecord {
  const campaign = /^\d{1,9}$/.test(rawId) ? rt.state.campaignById.get(Number(rawId)) : undefined;
  if (campaign?.status !== 'active') throw notFound('Campaign not found');
  return campaign;
}

export function campaignRoutes(rt: Runtime): Hono<Env> {
  const app = new Hono<Env>();

  app.get('/campaigns', requireScope('read:campaigns'), (c) => {
    const { pub } = c.var.auth;
    const query = Query.of(c.req.url);
    const paging = query.paging(PER_PAGE_MAX.listCampaigns);
    const q = query.string('q');
    const countryId = query.int('country_id');
    const categoryIds = query.ints('category_ids');
    const type = query.string('campaign_type');
    const access = query.oneOf('access_status', ACCESS_STATUS_FILTERS);
    const sort = query.oneOf('sort', SORTS);
    const order = query.order('asc');
    // `currency`: only INR exists; any value falls back to it, so it is not read.

    const terms = q ? searchTerms(q) : [];
    const scores = new Map<number, number>();
    let found = rt.state.campaigns.filter((campaign) => {
      if (campaign.status !== 'active') return false;
      if (q) {
        const score = relevance(terms, campaign.name, campaign.merchant);
        if (score === 0) return false;
        scores.set(campaign.id, score);
      } else if (countryId !== undefined && !campaign.countryIds.includes(countryId)) return false;
      if (categoryIds.length > 0 && !campaign.categoryIds.some((id) => categoryIds.includes(id))) return false;
      if (type !== undefined && campaign.type !== type) return false;
      if (access !== undefined && accessOf(pub, campaign) !== access) return false;
      return true;
    });
    found =
      q && !sort
        ? sortBy(
            found,
            (x) => -(scores.get(x.id) ?? 0),
            'asc',
            (x) => x.id,
          )
        : sortBy(found, SORT_KEYS[sort ?? 'name'], order, (x) => x.id);
    const page = pageOf(found, paging);
    return c.json({ data: page.data.map((campaign) => campaignItem(campaign, pub)), meta: page.meta });
  });

  app.get('/campaigns/:id', requireScope('read:campaigns'), (c) =>
    c.json({ data: campaignDetail(liveCampaign(rt, c.req.param('id')), c.var.auth.pub) }),
  );

  return app;
}
