// Convert links in this box over a background's services (part of the publishing engine, loaded on the first use:
// lib/core/background/publishing.ts): every link of the box with one channel and link style (the chosen destination's,
// else the default channel and the short-link setting),
// the tab's page is reached through `scripting`, and a refusal is said on the badge and in a notification.

import { getSettings } from '../account/settings';
import { badgeOf } from '../campaigns/services';
import type { Kernel } from '../core/background/kernel';
import { perBackground } from '../core/background/kernel';
import { t } from '../core/i18n';
import { postConversion } from '../post/post-services';
import { destinationsRecord } from '../posting/destination';
import { boxChoiceRecord, chooseBoxOptions } from './box-choice';
import { scriptingBoxPage } from './box-page';
import { type BoxPage, createConvertInBox } from './convert-in-box';

/** The feature's conversion over a background's services; the tab's page is reached through `scripting`. */
export function boxConversion(services: Kernel, page: BoxPage = scriptingBoxPage(services.browser)) {
  const { browser, apiCaches, api, now } = services;
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
        shortLinksByDefault: async () => (await getSettings()).preferShortLink,
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
