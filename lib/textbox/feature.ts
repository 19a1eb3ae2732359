// Convert links in this box: the focused text box of a page (Telegram Web's or WhatsApp Web's composer, a blog
// editor, any textarea) gets its merchant links converted in place, on the context-menu item on editable fields or
// the shortcut only; either gesture grants the extension that tab for the moment (`activeTab`).
import { badgeOf } from '../campaigns/services';
import { defineFeature } from '../core/background/feature';
import { engineOf } from '../core/background/kernel';
import { unexpected } from '../core/background/serialise-error';
import { t } from '../core/i18n';
import type { BoxTarget } from './convert-in-box';
import type * as Engine from './engine';

export const BOX_MENU_ID = 'convert-links-in-box';
export const BOX_COMMAND = 'convert-links-in-box';

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
  start(k) {
    const { browser } = k;
    const run = (target: BoxTarget | null) => {
      if (!target) return;
      // The conversion is part of the publishing engine, loaded on its first use (lib/core/background/publishing.ts).
      engineOf<typeof Engine>(k, 'textbox')
        .then((engine) => engine.convertInBox(k)(target))
        .catch((error: unknown) => {
          // Not a refusal the conversion says itself (those are answered): the engine did not load, or a bug.
          console.error('Convert in box', error);
          void badgeOf(k)
            .showCopyFailed(target.tabId, unexpected())
            .catch(() => {});
        });
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
