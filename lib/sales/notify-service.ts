// How the background notifies (sales, campaign updates, a link that will not earn), over a kernel. Every
// notification goes through the key mask: campaign names and sub IDs come from the API.
import { perBackground } from '../core/background/kernel';
import { keyMaskingNotify } from './key-mask';
import { createSalesNotifier, type Notify } from './notifications';

declare module '../core/background/kernel' {
  interface BackgroundEnv {
    /** How notifications are shown; the browser's notifications when omitted. */
    notify?: Notify;
  }
}

export const notifyOf = perBackground((k) => keyMaskingNotify(k.env.notify ?? createSalesNotifier(k.now, k.browser)));
