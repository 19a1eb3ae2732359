// The link history's services over a kernel: recording and tagging links, and the offers served. Clear history also
// forgets what the links feature remembered of the pages it names.
import { perBackground } from '../core/background/kernel';
import { linkOptionsOf, siteOptionsOf } from '../links/options-service';
import { createForgetPages } from './clear';
import { createLinkHistory } from './link-history';
import { createOfferHistory } from './offer-history';
import { historyStoreOf } from './store-service';

declare module '../core/background/kernel' {
  interface BackgroundEnv {
    /** Whether the window the person is in is private (the history records nothing from one); false when omitted. */
    privateWindow?: () => Promise<boolean>;
    /** Random numbers in [0, 1) for the tags of Track earnings per link; Math.random when omitted. */
    random?: () => number;
  }
}

export const linkHistoryOf = perBackground((k) =>
  createLinkHistory({
    store: historyStoreOf(k),
    now: k.now,
    random: k.env.random,
    privateWindow: k.env.privateWindow ?? (async () => false),
    forgetPages: createForgetPages({
      siteOf: linkOptionsOf(k).siteOf,
      siteOptions: siteOptionsOf(k),
      linkCaches: k.linkCaches,
    }),
  }),
);

export const offerHistoryOf = perBackground((k) =>
  createOfferHistory({
    history: linkHistoryOf(k),
    fetchOffer: (ctx, input) => k.apiCaches.offer(ctx, input),
    now: k.now,
  }),
);
