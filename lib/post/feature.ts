// The post converter's background half: one link of a post at a time (a store's short link followed first).
import * as z from 'zod/mini';
import { defineFeature, message } from '../background/feature';
import { id, subIds, text, url } from '../background/request-parts';

export const postFeature = defineFeature({
  name: 'post',
  messages: {
    'post.convertLink': message(
      z.object({ url, channelId: z.nullable(id), shorten: z.boolean(), subIds, postId: z.optional(text(100)) }),
      (request, { convertPostLink }) => convertPostLink(request),
    ),
    /** The network's own link hosts learned for the saved key (the converter skips links on them); `clear` forgets. */
    'post.networkHosts': message(z.object({ clear: z.optional(z.boolean()) }), (request, { postNetworkHosts }) =>
      postNetworkHosts(request),
    ),
  },
});
