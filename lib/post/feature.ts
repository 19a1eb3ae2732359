// The post converter's background half: one link of a post at a time (a store's short link followed first). Its work
// is part of the publishing engine, loaded on its first use (lib/core/background/publishing.ts).
import * as z from 'zod/mini';
import { defineFeature, message } from '../core/background/feature';
import { engineOf, type Kernel } from '../core/background/kernel';
import { id, subIds, text, url } from '../core/background/request-parts';
import type * as Engine from './engine';

const conversion = async (k: Kernel) => (await engineOf<typeof Engine>(k, 'post')).postConversion(k);

export const postFeature = defineFeature({
  name: 'post',
  messages: {
    'post.convertLink': message(
      z.object({ url, channelId: z.nullable(id), shorten: z.boolean(), subIds, postId: z.optional(text(100)) }),
      async (request, k) => (await conversion(k)).convertLink(request),
    ),
    /** The network's own link hosts learned for the saved key (the converter skips links on them); `clear` forgets. */
    'post.networkHosts': message(z.object({ clear: z.optional(z.boolean()) }), async (request, k) =>
      (await conversion(k)).networkHosts(request),
    ),
  },
});
