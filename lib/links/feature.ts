// The popup's links: its first answer, the site's campaign and remembered options, a conversion with other options,
// and Monetize (its work part of the publishing engine); the context menu and the shortcut that copy a page's or a
// link's affiliate link (the copy part of the engine too).
import * as z from 'zod/mini';
import { accountStateOf } from '../account/services';
import { runApiCallOf } from '../api-call/services';
import { badgeOf } from '../campaigns/services';
import { defineFeature, message } from '../core/background/feature';
import { engineOf, type Kernel, perBackground } from '../core/background/kernel';
import { linkOptions, text, url } from '../core/background/request-parts';
import { unexpected } from '../core/background/serialise-error';
import { registerContextMenu } from './context-menu';
import type { CopyAffiliateLink } from './copy-affiliate-link';
import type * as Engine from './engine';
import { createPopupOpen } from './popup-open';
import { conversionOf, siteInfoOf } from './services';
import { registerShortcut } from './shortcut';
import { siteOptionsIdbStore } from './site-options';

const openPopup = perBackground((k) =>
  createPopupOpen({
    account: { getAccountState: accountStateOf(k) },
    conversion: conversionOf(k),
    siteInfo: siteInfoOf(k),
    runApiCall: runApiCallOf(k),
  }),
);

export const linksFeature = defineFeature({
  name: 'links',
  messages: {
    /** Sent once as the popup opens (entrypoints/popup/popup-start.ts); later changes use the messages below. */
    'popup.open': message(z.object({ url }), ({ url }, k) => openPopup(k)(url)),
    'site.info': message(z.object({ url }), ({ url }, k) => siteInfoOf(k)(url)),
    'link.convert': message(z.object({ url, ...linkOptions }), ({ url, ...options }, k) =>
      conversionOf(k).convert(url, options),
    ),
    'link.monetize': message(
      z.object({
        url,
        title: text(1000),
        description: z.optional(text(10000)),
        rewriteWithAi: z.boolean(),
        ...linkOptions,
      }),
      async (request, k) => (await engineOf<typeof Engine>(k, 'links')).monetizeOf(k)(request),
    ),
  },
  stores: { siteOptions: siteOptionsIdbStore },
  start(k) {
    const copy = copyOnFirstUse(k);
    registerContextMenu(copy, k.browser);
    registerShortcut(copy, k.browser);
  },
});

/** Copy affiliate link, its code loaded with the publishing engine on the first copy (copy-service.ts). */
function copyOnFirstUse(k: Kernel): CopyAffiliateLink {
  return async (url, tabId, kind, origin) => {
    try {
      const engine = await engineOf<typeof Engine>(k, 'links');
      return await engine.copyAffiliateLinkOf(k)(url, tabId, kind, origin);
    } catch (error) {
      // Not an outcome the copy says itself (those are answered): the engine did not load, or a bug.
      console.error('Copy affiliate link', error);
      const reason = unexpected();
      if (tabId !== undefined)
        await badgeOf(k)
          .showCopyFailed(tabId, reason)
          .catch(() => {});
      return { ok: false, reason };
    }
  };
}
