// The extension API for the extension's pages (popup, options, side panel) and what they share with the background.
// Chrome (MV3) and Firefox both answer with promises natively, so pages need no polyfill: it is 2.8 kB of the
// popup's script that would only hand back `browser` (Firefox) or wrap calls Chrome already promises. The background
// keeps `wxt/browser` (webextension-polyfill), whose `runtime.onMessage` lets the router answer with a promise.
import type { browser as Polyfilled } from 'wxt/browser';

type Browser = typeof Polyfilled;

const global = globalThis as { browser?: Browser; chrome?: Browser };

export const browser: Browser = global.browser?.runtime?.id ? global.browser : global.chrome!;
