// Convert links in this box over a background's services (part of the publishing engine, loaded on the first use:
// lib/core/background/publishing.ts): each link is converted with the site's popup choices or the chosen destination's,
// the tab's page is reached through `scripting`, and a refusal is said on the badge and in a notification.

import { badgeOf } from '../campaigns/services';
import type { Kernel } from '../core/background/kernel';
import { perBackground } from '../core/background/kernel';
import { t } from '../core/i18n';
import { linkOptionsOf } from '../links/options-service';
import { postConversion } from '../post/post-services';
import { destinationsRecord } from '../posting/destination';
import { boxChoiceRecord, chooseBoxOptions } from './box-choice';
import { scriptingBoxPage } from './box-page';
import { type BoxPage, createConvertInBox } from './convert-in-box';

/** The feature's conversion over a background's services; the tab's page is reached through `scripting`. */
export function boxConversion(services: Kernel, page: BoxPage = scriptingBoxPage(services.browser)) {
  const { browser, apiCaches, api, now } = services;
  const linkOptions = linkOptionsOf(services);
  const badge = badgeOf(services);
  const { convertLinkWith, networkHosts } = postConversion(services);
  return createConvertInBox({
    page,
    convertLinkWith,
    options: () =>
      chooseBoxOptions({
        choice: () => boxChoiceRecord.get(),
        // Only the channel and Short links are taken (the bot token stays in the record); none goes to the page.
        destinations: async () =>
          (await destinationsRecord.get()).map(({ id, channelId, shorten }) => ({ id, channelId, shorten })),
        forget: () => boxChoiceRecord.remove(),
        // The popup's choices for the link's own site: what was last used there, else the global short-link setting.
        popupChoices: async (merchantUrl) =>
          linkOptions.resolveOptions(await linkOptions.siteOfForOptions(merchantUrl), {}),
      }),
    networkHosts: () => networkHosts({}),
    channels: async () => (await apiCaches.channels(await api.context(), { page: 1, per_page: 100 })).data,
    refused: async (tabId, reason) => {
      await badge.showCopyFailed(tabId, reason);
      await browser.notifications.create(`box-refused-${now()}`, {
        type: 'basic',
        iconUrl: browser.runtime.getURL('/icon/128.png'),
        title: t('boxRefusedTitle'),
        message: reason,
      });
    },
    runId: () => `box-${now().toString(36)}`,
  });
}

/** One conversion per background (its runs and their notices are kept in it). */
export const convertInBox = perBackground((services: Kernel) => boxConversion(services));
