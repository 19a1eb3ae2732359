// The extension API, for the pages (popup, options, side panel) and the background alike. Chrome (MV3) and Firefox
// both answer with promises natively, so nothing needs webextension-polyfill: it would cost 2.9 kB gzip in every
// bundle only to hand back `browser` (Firefox) or wrap calls Chrome already promises. The router answers messages
// through `sendResponse` (lib/core/background/router.ts), which both browsers support natively.
import type { browser as Polyfilled } from 'wxt/browser';

type Browser = typeof Polyfilled;

/** The extension API, as the background gets it among its dependencies (tests give it a fake). */
export type ExtensionApi = Browser;

const global = globalThis as { browser?: Browser; chrome?: Browser };

export const browser: Browser = global.browser?.runtime?.id ? global.browser : global.chrome!;
