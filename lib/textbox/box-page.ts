// The page half of Convert links in this box, through `scripting`: it works on the tab the person acted on (the
// `activeTab` grant of the menu click or the shortcut), in the frame they acted in, and nowhere else. The read
// injects entrypoints/box-page (the functions of box-scripts.ts); the write and the notice call them in that frame.
// No content script, no standing access to any site.
import type { Browser } from 'wxt/browser';
import { maskValue } from '../core/background/key-mask';
import type { ExtensionApi } from '../core/browser';
import { BOX_FUNCTIONS, type BoxEdit, type BoxRead, type BoxWrite } from './box-scripts';
import type { BoxPage } from './convert-in-box';

/** How long the notice stays on the page. */
export const BOX_NOTICE_MS = 6000;

type Name = 'read' | 'write' | 'notice';

/** Runs in the page: one of the injected functions, by name (self-contained: it is sent as source text). */
function callBoxFunction(key: string, name: Name, args: unknown[]): unknown {
  const functions = (globalThis as Record<symbol, Record<Name, (...a: unknown[]) => unknown> | undefined>)[
    Symbol.for(key)
  ];
  return functions?.[name](...args);
}

export function scriptingBoxPage(browser: ExtensionApi): BoxPage {
  const call = async (target: Browser.scripting.InjectionTarget, name: Name, args: unknown[]) =>
    browser.scripting.executeScript({ target, func: callBoxFunction, args: [BOX_FUNCTIONS, name, args] });
  return {
    async read({ tabId, frameId }) {
      // The menu names its frame; the shortcut does not, so every frame the grant reaches is asked, and only the
      // one holding the focus answers with its box.
      const target: Browser.scripting.InjectionTarget =
        frameId === undefined ? { tabId, allFrames: true } : { tabId, frameIds: [frameId] };
      await browser.scripting.executeScript({ target, files: ['/box-page.js'] });
      const results = await call(target, 'read', [frameId === undefined]);
      return results.map((r) => ({
        frameId: r.frameId ?? 0,
        read: (r.result as BoxRead | undefined) ?? { ok: false },
      }));
    },
    async write(tabId, frameId, text, edits: readonly BoxEdit[]) {
      const [result] = await call({ tabId, frameIds: [frameId] }, 'write', [text, edits]);
      return (result?.result as BoxWrite | undefined) ?? 'gone';
    },
    async notice(tabId, frameId, text) {
      // Written into a web page: masked on its way out like every answer (lib/core/background/key-mask.ts).
      await call({ tabId, frameIds: [frameId] }, 'notice', [maskValue(text), BOX_NOTICE_MS]);
    },
  };
}
