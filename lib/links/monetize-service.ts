// Monetize over a kernel: the post text with the network's rewritten title and description, recorded in the link
// history. Part of the publishing engine (engine.ts), loaded on the first Monetize, never for the popup's first answer.
import type { MonetizeResult } from '../core/api/schemas';
import { perBackground } from '../core/background/kernel';
import { linkHistoryOf } from '../history/link-history-service';
import type { MonetizeRequest } from './messages';
import { conversionOf } from './services';

export const monetizeOf = perBackground((k) => async (request: MonetizeRequest): Promise<MonetizeResult> => {
  const { used, ...result } = await conversionOf(k).monetize(request);
  // A monetize post is a link taken: the person asked for the post with it.
  await linkHistoryOf(k)
    .record([{ pageUrl: request.url, result, used }], { source: 'monetize', title: request.title })
    .catch((error: unknown) => console.warn('The link history could not be written', error));
  return result;
});
