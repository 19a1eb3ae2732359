// The page half of Convert links in this box, through `scripting.executeScript` with the functions of
// box-scripts.ts: it works on the tab the person acted on (the `activeTab` grant of the menu click or the shortcut),
// in the frame they acted in, and nowhere else. No content script, no standing access to any site.
import type { ExtensionApi } from '../browser';
import { type BoxRead, type BoxWrite, readFocusedBox, showBoxNotice, writeBox } from './box-scripts';
import type { BoxPage } from './convert-in-box';

/** How long the notice stays on the page. */
export const BOX_NOTICE_MS = 6000;

export function scriptingBoxPage(browser: ExtensionApi): BoxPage {
  return {
    async read({ tabId, frameId }) {
      // The menu names its frame; the shortcut does not, so every frame the grant reaches is asked, and only the
      // one holding the focus answers with its box.
      const results = await browser.scripting.executeScript({
        target: frameId === undefined ? { tabId, allFrames: true } : { tabId, frameIds: [frameId] },
        func: readFocusedBox,
        args: [frameId === undefined],
      });
      return results.map((r) => ({
        frameId: r.frameId ?? 0,
        read: (r.result as BoxRead | undefined) ?? { ok: false },
      }));
    },
    async write(tabId, frameId, text) {
      const [result] = await browser.scripting.executeScript({
        target: { tabId, frameIds: [frameId] },
        func: writeBox,
        args: [text],
      });
      return (result?.result as BoxWrite | undefined) ?? 'gone';
    },
    async notice(tabId, frameId, text) {
      await browser.scripting.executeScript({
        target: { tabId, frameIds: [frameId] },
        func: showBoxNotice,
        args: [text, BOX_NOTICE_MS],
      });
    },
  };
}
