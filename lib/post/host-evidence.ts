// What the converter may learn as the network's own link hosts (issue 44, item 2): an odd answer must never block a
// store. `learnHosts` (classify-link.ts) already takes only an affiliated answer with the tracking link's shape on a
// host other than the merchant's; on top of that, a host is learned only when the answer agrees with what the
// network itself says its tracking host is (the hosts of its campaigns' tracking links in the campaign index), and a
// short-link host never when a store of the index is on it (`https://www.amazon.in/?cid=…` or a `short_url` on
// `www.flipkart.com` teaches nothing). With no index yet, nothing new is learned: links of the tracking link's
// shape are skipped by their shape all the same.
import type { CampaignIndex } from '../campaigns/campaign-index';
import type { NetworkHosts } from './classify-link';

export type CampaignHostsIndex = Pick<CampaignIndex, 'readAll' | 'siteDomainOf'>;

const hostOf = (link: string | null | undefined): string | null => {
  try {
    return link ? new URL(link).hostname.toLowerCase() : null;
  } catch {
    return null;
  }
};

/** The hosts of the tracking links the network gives its campaigns (the index's own answers). */
async function networkTrackingHosts(index: CampaignHostsIndex): Promise<Set<string>> {
  const whole = await index.readAll().catch(() => null);
  const hosts = new Set<string>();
  for (const campaign of whole?.campaigns ?? []) {
    const host = hostOf(campaign.tracking_url);
    if (host) hosts.add(host);
  }
  return hosts;
}

/**
 * `next` (what learnHosts would learn from `answer`) kept only where the evidence agrees; else `known` as it was.
 * The evidence is read only when the answer would teach a new host, which is rare.
 */
export async function agreedHosts(
  known: NetworkHosts,
  next: NetworkHosts,
  answer: { tracking_url: string },
  index: CampaignHostsIndex | undefined,
): Promise<NetworkHosts> {
  const fresh = (list: readonly string[], was: readonly string[]) => list.filter((h) => !was.includes(h));
  const newTracking = fresh(next.tracking, known.tracking);
  const newShort = fresh(next.short, known.short);
  if (newTracking.length === 0 && newShort.length === 0) return known;
  if (!index) return known;
  const network = await networkTrackingHosts(index);
  const trackingHost = hostOf(answer.tracking_url);
  if (!trackingHost || !network.has(trackingHost)) return known;
  // A tracking host is the network's by its own word (its campaigns' links); a short-link host has no such word, so
  // it is learned only when no store of the index is on it.
  const tracking = newTracking.filter((host) => network.has(host));
  const short: string[] = [];
  for (const host of newShort) {
    if ((await index.siteDomainOf(`https://${host}/`).catch(() => 'unknown')) === null) short.push(host);
  }
  if (tracking.length === 0 && short.length === 0) return known;
  return { tracking: [...known.tracking, ...tracking], short: [...known.short, ...short] };
}
