import { type ChannelWrite, channelsCache, invalidateAfterChannelWrite } from '../api-caches';
import { type ApiContext, getApiContext } from '../api-client';
import type { HandlerMap } from './types';

/** A channel write, then the cache entries it made stale. */
async function write<T>(kind: ChannelWrite, run: (ctx: ApiContext) => Promise<T>): Promise<T> {
  const ctx = await getApiContext();
  const result = await run(ctx);
  await invalidateAfterChannelWrite(ctx.keyId, kind);
  return result;
}

export const channelHandlers: HandlerMap<
  'channels.list' | 'channels.create' | 'channels.update' | 'channels.setDefault' | 'channels.delete'
> = {
  'channels.list': async (params) => channelsCache(await getApiContext(), params),
  'channels.create': (body) => write('create', (ctx) => ctx.api.createChannel(body)),
  'channels.update': ({ id, ...body }) => write('update', (ctx) => ctx.api.updateChannel(id, body)),
  'channels.setDefault': ({ id }) => write('setDefault', (ctx) => ctx.api.setDefaultChannel(id)),
  'channels.delete': ({ id }) => write('delete', (ctx) => ctx.api.deleteChannel(id)),
};
