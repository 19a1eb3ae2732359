// The post converter's background half: one link of a post at a time (a store's short link followed first). Its work
// is part of the publishing engine, loaded on its first use (lib/core/background/publishing.ts).
import * as z from 'zod/mini';
import type { Services } from '../../entrypoints/background/create-background';
import { defineFeature, message } from '../core/background/feature';
import { id, subIds, text, url } from '../core/background/request-parts';

const conversion = async (services: Services) => (await services.publishing()).postConversion(services);

export const postFeature = defineFeature({
  name: 'post',
  messages: {
    'post.convertLink': message(
      z.object({ url, channelId: z.nullable(id), shorten: z.boolean(), subIds, postId: z.optional(text(100)) }),
      async (request, services) => (await conversion(services)).convertLink(request),
    ),
    /** The network's own link hosts learned for the saved key (the converter skips links on them); `clear` forgets. */
    'post.networkHosts': message(z.object({ clear: z.optional(z.boolean()) }), async (request, services) =>
      (await conversion(services)).networkHosts(request),
    ),
  },
});
