// The pure part of the campaign index: which campaign a site belongs to. No storage and no browser APIs here,
// so the benchmark and the tests can measure and check it directly.
//
// The index is keyed by registrable domain, worked out with the Public Suffix List when it is built. A page is
// then placed without the list: its longest parent domain (itself included) that is a key IS its registrable
// domain, unless the list has rules under that key (`s3.amazonaws.com` under `amazonaws.com`), which the index
// records so that only pages under such keys need the list again.
import type { Campaign } from '../core/api/schemas';
import { hostnameOf, registrableDomain } from '../core/domain';
import type { SuffixList } from '../core/public-suffix';

/** Registrable domain -> the id of the campaign shown for it, and every indexed campaign by id. */
export interface CampaignLookup {
  domains: Map<string, number>;
  /** The keys of `domains` the Public Suffix List has rules under. */
  domainsWithSuffixes: Set<string>;
  campaigns: Map<number, Campaign>;
}

export type DomainLookup = Pick<CampaignLookup, 'domains' | 'domainsWithSuffixes'>;
/** Reads the Public Suffix List; called only when the index cannot place a page alone. */
export type ListLoader = () => Promise<SuffixList>;

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
export function campaignDomains(campaign: Pick<Campaign, 'domain' | 'url'>, list: SuffixList): string[] {
  const out: string[] = [];
  for (const source of [campaign.domain, campaign.url]) {
    const domain = registrableDomain(source, list);
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
export function buildCampaignLookup(all: Iterable<Campaign>, list: SuffixList): CampaignLookup {
  const campaigns = new Map<number, Campaign>();
  for (const campaign of all) campaigns.set(campaign.id, campaign);

  const domains = new Map<string, number>();
  const bestKey = new Map<string, [number, number, number]>();
  for (const campaign of campaigns.values()) {
    const own = registrableDomain(campaign.domain, list);
    for (const domain of campaignDomains(campaign, list)) {
      const key: [number, number, number] = [accessRank(campaign.access_status), domain === own ? 0 : 1, campaign.id];
      const current = bestKey.get(domain);
      if (!current || compareKeys(key, current) < 0) {
        bestKey.set(domain, key);
        domains.set(domain, campaign.id);
      }
    }
  }
  const domainsWithSuffixes = new Set([...domains.keys()].filter((domain) => list.parents.has(domain)));
  return { domains, domainsWithSuffixes, campaigns };
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** What the index says of a page: its campaign's key, none, or that only the Public Suffix List can tell. */
export type DomainMatch = { domain: string | null } | { needsList: true };

/** The indexed registrable domain of a page URL or host, found without the Public Suffix List when it can be. */
export function matchDomain(lookup: DomainLookup, urlOrHost: string): DomainMatch {
  const host = hostnameOf(urlOrHost);
  if (!host) return { domain: null };
  for (let start = 0; start !== -1; start = nextLabel(host, start)) {
    const parent = start === 0 ? host : host.slice(start);
    if (!lookup.domains.has(parent)) continue;
    // Only under such a key can the page's registrable domain be longer than the key (bucket.s3.amazonaws.com).
    return lookup.domainsWithSuffixes.has(parent) && parent !== host ? { needsList: true } : { domain: parent };
  }
  return { domain: null };
}

function nextLabel(host: string, start: number): number {
  const dot = host.indexOf('.', start);
  return dot === -1 ? -1 : dot + 1;
}

/**
 * The campaign id for a page URL or host, or null; makes no request. `list` is read only when `matchDomain`
 * cannot answer alone.
 */
export async function findCampaignId(
  lookup: DomainLookup,
  urlOrHost: string,
  list: ListLoader,
): Promise<number | null> {
  const domain = await indexedDomainOf(lookup, urlOrHost, list);
  return domain === null ? null : (lookup.domains.get(domain) ?? null);
}

/** The registrable domain of a page when it is a key of the index, else null. */
export async function indexedDomainOf(
  lookup: DomainLookup,
  urlOrHost: string,
  list: ListLoader,
): Promise<string | null> {
  const match = matchDomain(lookup, urlOrHost);
  if (!('needsList' in match)) return match.domain;
  const domain = registrableDomain(urlOrHost, await list());
  return domain !== null && lookup.domains.has(domain) ? domain : null;
}

/** The campaign for a page URL or host, or null; makes no request. */
export async function findCampaign(
  lookup: CampaignLookup,
  urlOrHost: string,
  list: ListLoader,
): Promise<Campaign | null> {
  const id = await findCampaignId(lookup, urlOrHost, list);
  return id === null ? null : (lookup.campaigns.get(id) ?? null);
}
