// The popup's links: its first answer, the site's campaign and remembered options, a conversion with other options,
// and Monetize; the context menu and the shortcut that copy a page's or a link's affiliate link.
import * as z from 'zod/mini';
import { defineFeature, message, perBackground } from '../core/background/feature';
import { linkOptions, text, url } from '../core/background/request-parts';
import { registerContextMenu } from './context-menu';
import { createPopupOpen } from './popup-open';
import { registerShortcut } from './shortcut';

const openPopup = perBackground(createPopupOpen);

export const linksFeature = defineFeature({
  name: 'links',
  messages: {
    /** Sent once as the popup opens (entrypoints/popup/popup-start.ts); later changes use the messages below. */
    'popup.open': message(z.object({ url }), ({ url }, services) => openPopup(services)(url)),
    'site.info': message(z.object({ url }), ({ url }, { siteInfo }) => siteInfo(url)),
    'link.convert': message(z.object({ url, ...linkOptions }), ({ url, ...options }, { conversion }) =>
      conversion.convert(url, options),
    ),
    'link.monetize': message(
      z.object({
        url,
        title: text(1000),
        description: z.optional(text(10000)),
        rewriteWithAi: z.boolean(),
        ...linkOptions,
      }),
      async (request, { conversion, history }) => {
        const { used, ...result } = await conversion.monetize(request);
        // A monetize post is a link taken: the person asked for the post with it.
        await history
          .record([{ pageUrl: request.url, result, used }], { source: 'monetize', title: request.title })
          .catch((error: unknown) => console.warn('The link history could not be written', error));
        return result;
      },
    ),
  },
  start({ copyAffiliateLink, browser }) {
    registerContextMenu(copyAffiliateLink, browser);
    registerShortcut(copyAffiliateLink, browser);
  },
});
