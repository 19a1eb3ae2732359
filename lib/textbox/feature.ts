// Convert links in this box: the focused text box of a page (Telegram Web's or WhatsApp Web's composer, a blog
// editor, any textarea) gets its merchant links converted in place, on the context-menu item on editable fields or
// the shortcut only; either gesture grants the extension that tab for the moment (`activeTab`).
import type { Services } from '../background/create-background';
import { defineFeature, perBackground } from '../background/feature';
import { t } from '../i18n';
import { destinationsRecord } from '../posting/destination';
import { boxChoiceRecord, chooseBoxOptions } from './box-choice';
import { scriptingBoxPage } from './box-page';
import { type BoxPage, type BoxTarget, createConvertInBox } from './convert-in-box';

export const BOX_MENU_ID = 'convert-links-in-box';
export const BOX_COMMAND = 'convert-links-in-box';

/** The feature's conversion over a background's services; the tab's page is reached through `scripting`. */
export function boxConversion(services: Services, page: BoxPage = scriptingBoxPage(services.browser)) {
  const { browser, linkOptions, apiCaches, api, badge, convertLinkWith, postNetworkHosts, now } = services;
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
        popupChoices: async (merchantUrl) => linkOptions.resolveOptions(await linkOptions.siteOf(merchantUrl), {}),
      }),
    networkHosts: () => postNetworkHosts({}),
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

const convertInBox = perBackground((services: Services) => boxConversion(services));

/** The menu item (the tab and frame it was opened in) or the shortcut (the tab; its frames are asked). */
export function boxTargetOf(
  trigger: { menuItemId: string | number; frameId?: number } | { command: string },
  tab: { id?: number } | undefined,
): BoxTarget | null {
  const ours = 'command' in trigger ? trigger.command === BOX_COMMAND : trigger.menuItemId === BOX_MENU_ID;
  if (!ours || tab?.id === undefined || tab.id < 0) return null;
  return 'command' in trigger ? { tabId: tab.id } : { tabId: tab.id, frameId: trigger.frameId ?? 0 };
}

export const textboxFeature = defineFeature({
  name: 'textbox',
  messages: {},
  start(services) {
    const { browser } = services;
    const run = (target: BoxTarget | null) => {
      if (target) convertInBox(services)(target).catch((error: unknown) => console.error('Convert in box', error));
    };
    // Firefox for Android has neither menus nor shortcuts.
    if (browser.contextMenus) {
      // Created again at every start: Firefox forgets menus across restarts; an existing id is left as it is.
      const create = () =>
        browser.contextMenus.create(
          { id: BOX_MENU_ID, title: t('menuConvertLinksInBox'), contexts: ['editable'] },
          () => void browser.runtime.lastError,
        );
      browser.runtime.onInstalled.addListener(create);
      browser.runtime.onStartup.addListener(create);
      browser.contextMenus.onClicked.addListener((info, tab) => run(boxTargetOf(info, tab)));
    }
    browser.commands?.onCommand.addListener((command, tab) => run(boxTargetOf({ command }, tab)));
  },
});
