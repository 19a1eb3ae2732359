// Every channel of the publisher, walking the channel list's pages (100 a request, the assumed maximum), so a
// picker offers the 101st channel too.

import { PER_PAGE_MAX } from '../lib/api/endpoints';
import { collectPages } from '../lib/api/paginate';
import type { Channel } from '../lib/api/schemas';
import { useApi } from './send-context';
import { type RequestState, useRequest } from './use-request';

export function useAllChannels(enabled: boolean): RequestState<Channel[]> {
  const api = useApi();
  return useRequest(
    async () =>
      (
        await collectPages((page) => api('listChannels', { page, per_page: PER_PAGE_MAX.listChannels }), {
          key: (c) => c.id,
        })
      ).data,
    [api],
    enabled,
  );
}
