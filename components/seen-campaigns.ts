// Campaigns met in the records on this page (transactions, CPC clicks, claims, reports), by id and name: a paused
// or ended campaign is missing from GET /campaigns (live ones only), yet its records still need filtering and a
// claim can still be filed for it. The Campaign pickers offer these too.

const seen = new Map<number, string>();

interface CampaignOfRecord {
  campaign_id?: unknown;
  campaign_name?: unknown;
}

/** Notes the campaigns of a page of records, and hands the page on: `fetch: noteCampaigns(fetchPage)`. */
export function noteCampaigns<P, R extends { data: readonly CampaignOfRecord[] }>(
  fetch: (params: P) => Promise<R>,
): (params: P) => Promise<R> {
  return async (params) => {
    const page = await fetch(params);
    for (const r of page.data) {
      if (typeof r.campaign_id === 'number' && typeof r.campaign_name === 'string' && r.campaign_name.trim()) {
        seen.set(r.campaign_id, r.campaign_name);
      }
    }
    return page;
  };
}

/** The campaigns seen whose name holds `text` (case-insensitive), at most `max`. */
export function seenCampaignsMatching(text: string, max: number): { id: number; name: string }[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const out: { id: number; name: string }[] = [];
  for (const [id, name] of seen) {
    if (name.toLowerCase().includes(q)) out.push({ id, name });
    if (out.length >= max) break;
  }
  return out;
}

/** For tests: forget every campaign seen. */
export function forgetSeenCampaigns(): void {
  seen.clear();
}
