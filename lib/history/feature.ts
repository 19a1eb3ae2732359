// Link history (Options -> History): the popup's Copy, an offer's link, the settings, Clear history. What the
// messages do is part of the publishing engine (engine.ts); their requests are checked here, in the worker.
import * as z from 'zod/mini';
import { defineFeature, message } from '../core/background/feature';
import { engineOf, type Kernel } from '../core/background/kernel';
import { empty, id, subIds, text, url } from '../core/background/request-parts';
import type * as Engine from './engine';
import { historyIdbStore } from './history-database';

const answers = async (k: Kernel) => (await engineOf<typeof Engine>(k, 'history')).historyAnswersOf(k);

export const historyFeature = defineFeature({
  name: 'history',
  stores: { history: historyIdbStore },
  messages: {
    /** The popup's Copy: recorded as the background makes the link again, not as the page says it made it. */
    'history.record': message(
      z.object({
        url,
        link: url,
        title: z.optional(text(2000)),
        channelId: z.nullable(id),
        shorten: z.boolean(),
        subIds,
      }),
      async (request, k) => (await answers(k)).record(request),
    ),
    /** An offer's link copied or added to a post (popup, Options -> Deals): checked against the offer served. */
    'history.recordOffer': message(
      z.object({ offerId: id, channelId: z.nullable(id), link: url }),
      async (request, k) => (await answers(k)).recordOffer(request),
    ),
    /** An empty patch reads them. */
    'history.settings': message(
      z.object({ keep: z.optional(z.boolean()), trackEarnings: z.optional(z.boolean()) }),
      async (patch, k) => (await answers(k)).settings(patch),
    ),
    /** What Options -> History shows. No request. */
    'history.read': message(empty, async (_, k) => (await answers(k)).read()),
    'history.clear': message(empty, async (_, k) => (await answers(k)).clear()),
  },
});
