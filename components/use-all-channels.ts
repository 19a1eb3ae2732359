// Every channel of the publisher (lib/core/all-channels.ts), for the options page's channel pickers.
import { allChannels, CHANNELS_PER_REQUEST } from '../lib/core/all-channels';
import type { Channel } from '../lib/core/api/schemas';
import { useApi } from './send-context';
import { type RequestState, useRequest } from './use-request';

export function useAllChannels(enabled: boolean): RequestState<Channel[]> {
  const api = useApi();
  return useRequest(
    async () => (await allChannels((page) => api('listChannels', { page, per_page: CHANNELS_PER_REQUEST }))).data,
    [api],
    enabled,
  );
}
