// What the Post dialog says is posted, as the posting and queue messages take it (one schema for both).
import * as z from 'zod/mini';
import { id, text, url } from '../core/background/request-parts';
import { t } from '../core/i18n';
import { POST_LINKS_MAX } from '../post/post-limits';

/** A converted post's links with the pages the converter made them for (`convertedPages` in lib/post/link-rows.ts). */
const pages = z
  .array(z.object({ link: url, page: url }))
  .check(z.maxLength(POST_LINKS_MAX, { error: () => t('bgProblemTooManyLinks', POST_LINKS_MAX) }));

export const postSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), offerId: id }),
  z.object({ kind: z.literal('link'), url, title: z.optional(text(2000)) }),
  z.object({ kind: z.literal('text'), text: text(20_000), pages: z.optional(pages) }),
]);
