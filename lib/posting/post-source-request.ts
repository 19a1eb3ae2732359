// What the Post dialog says is posted, as the posting and queue messages take it (one schema for both).
import * as z from 'zod/mini';
import { id, text, url } from '../core/background/request-parts';
import { t } from '../core/i18n';
import { POST_LINKS_MAX } from '../post/post-limits';
import { PRICE_MAX, PRODUCT_NAME_MAX } from './product/product-of-page';

/** A converted post's links with the pages the converter made them for (`convertedPages` in lib/post/link-rows.ts). */
const pages = z
  .array(z.object({ link: url, page: url }))
  .check(z.maxLength(POST_LINKS_MAX, { error: () => t('bgProblemTooManyLinks', POST_LINKS_MAX) }));

const amount = z.nullable(z.number().check(z.gte(0), z.lte(PRICE_MAX)));

/** What the page the publisher had open said of its product (lib/posting/product/product-of-page.ts). */
const product = z.object({
  name: text(PRODUCT_NAME_MAX),
  price: amount,
  mrp: amount,
  currency: z.nullable(z.string().check(z.regex(/^[A-Z]{3}$/))),
  availability: z.nullable(z.enum(['in_stock', 'out_of_stock', 'preorder'])),
  imageUrl: z.nullable(url),
  readAt: z.iso.datetime(),
  structured: z.boolean(),
});

export const postSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), offerId: id }),
  z.object({ kind: z.literal('link'), url, title: z.optional(text(2000)), product: z.optional(product) }),
  z.object({ kind: z.literal('text'), text: text(20_000), pages: z.optional(pages) }),
]);
