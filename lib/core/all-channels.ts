// Every channel of the publisher in one list, walking GET /channels at 100 a request (the assumed maximum) with the
// one page walker, so a channel picker offers the 101st channel too. The popup, the background's popup.open and the
// options page's pickers (components/use-all-channels.ts) all use it.
import { collectPages } from './api/paginate';
import type { Channel, Meta, Page } from './api/schemas';

export const CHANNELS_PER_REQUEST = 100;
/** A server that never says `next_page: null` stops here (10,000 channels). */
const MAX_REQUESTS = 100;

export async function allChannels(fetchPage: (page: number) => Promise<Page<Channel>>): Promise<Page<Channel>> {
  const first: { meta?: Meta } = {};
  const { data, skipped } = await collectPages(
    async (page) => {
      const answer = await fetchPage(page);
      first.meta ??= answer.meta;
      return answer;
    },
    { key: (c) => c.id, maxPages: MAX_REQUESTS },
  );
  // collectPages asks for page 1 before anything else, so its meta is there.
  return { data, skipped, meta: { ...(first.meta as Meta), next_page: null } };
}
