// The pure part of the campaign index: which campaign a site belongs to. No storage and no browser APIs here,
// so the benchmark and the tests can measure and check it directly.
import type { Campaign } from '../api/schemas';
import { registrableDomain } from '../domain';

/** Registrable domain -> the id of the campaign shown for it, and every indexed campaign by id. */
export interface CampaignLookup {
  domains: Map<string, number>;
  campaigns: Map<number, Campaign>;
}

// Lower is preferred when several campaigns share a domain: one the publisher can earn on first, then one
// already asked for, then one that can still be asked for, and the dead ends last.
const ACCESS_RANK: Record<string, number> = {
  approved: 0,
  open: 0,
  pending: 1,
  not_applied: 2,
  rejected: 3,
  blocked: 4,
};
const UNKNOWN_RANK = 5;

export function accessRank(status: string): number {
  return ACCESS_RANK[status] ?? UNKNOWN_RANK;
}

/** The registrable domains a campaign answers for: its `domain`, and its `url`'s host when that differs. */
export function campaignDomains(campaign: Pick<Campaign, 'domain' | 'url'>): string[] {
  const out: string[] = [];
  for (const source of [campaign.domain, campaign.url]) {
    const domain = registrableDomain(source);
    if (domain && !out.includes(domain)) out.push(domain);
  }
  return out;
}

/**
 * Builds the lookup. A later record with the same id replaces an earlier one (a campaign can appear on two pages
 * when the list shifts while it is being read). Among campaigns sharing a domain the winner is the one with the
 * best access (see ACCESS_RANK), then the one whose own `domain` field names it rather than only its `url`, then
 * the lowest id: the same list always gives the same answer, whatever its order.
 */
export function buildCampaignLookup(list: Iterable<Campaign>): CampaignLookup {
  const campaigns = new Map<number, Campaign>();
  for (const campaign of list) campaigns.set(campaign.id, campaign);

  const domains = new Map<string, number>();
  const bestKey = new Map<string, [number, number, number]>();
  for (const campaign of campaigns.values()) {
    const own = registrableDomain(campaign.domain);
    for (const domain of campaignDomains(campaign)) {
      const key: [number, number, number] = [accessRank(campaign.access_status), domain === own ? 0 : 1, campaign.id];
      const current = bestKey.get(domain);
      if (!current || compareKeys(key, current) < 0) {
        bestKey.set(domain, key);
        domains.set(domain, campaign.id);
      }
    }
  }
  return { domains, campaigns };
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The campaign id for a page URL or host, or null; makes no request. */
export function findCampaignId(lookup: Pick<CampaignLookup, 'domains'>, urlOrHost: string): number | null {
  const domain = registrableDomain(urlOrHost);
  return domain === null ? null : (lookup.domains.get(domain) ?? null);
}

/** The campaign for a page URL or host, or null; makes no request. */
export function findCampaign(lookup: CampaignLookup, urlOrHost: string): Campaign | null {
  const id = findCampaignId(lookup, urlOrHost);
  return id === null ? null : (lookup.campaigns.get(id) ?? null);
}
