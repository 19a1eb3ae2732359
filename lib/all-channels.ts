// Every channel of the publisher in one list, walking GET /channels at 100 a request (the assumed maximum), so a
// channel picker offers the 101st channel too. Small on purpose: the popup uses it (the options page has the general
// walker, lib/api/paginate.ts, through components/use-all-channels.ts).
import type { Channel, Page } from './api/schemas';

export const CHANNELS_PER_REQUEST = 100;
/** A server that never says `next_page: null` stops here (10,000 channels). */
const MAX_REQUESTS = 100;

export async function allChannels(fetchPage: (page: number) => Promise<Page<Channel>>): Promise<Page<Channel>> {
  const first = await fetchPage(1);
  const data = [...first.data];
  const seen = new Set(data.map((c) => c.id));
  let skipped = first.skipped;
  let meta = first.meta;
  for (let n = 1; n < MAX_REQUESTS && meta.next_page !== null && meta.next_page > meta.page; n++) {
    const next = await fetchPage(meta.next_page);
    for (const c of next.data) {
      if (!seen.has(c.id)) {
        seen.add(c.id);
        data.push(c);
      }
    }
    skipped += next.skipped;
    meta = next.meta;
  }
  return { data, skipped, meta: { ...first.meta, next_page: null } };
}
