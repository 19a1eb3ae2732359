// The popup page's first script, loaded as a plain script ahead of the popup's bundle: it starts the popup's first
// message (see popup/popup-start.ts) and leaves its answer for popup/main.tsx.
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { type PopupStart, type StartApi, startPopup } from '../popup/popup-start';

declare global {
  var popupStart: Promise<PopupStart> | undefined;
}

export default defineUnlistedScript(() => {
  const api = (globalThis as { browser?: StartApi }).browser ?? (globalThis as unknown as { chrome: StartApi }).chrome;
  globalThis.popupStart = startPopup(api, location.search);
});
