// The link history's services a conversion needs over a kernel, in the worker's script: the tag of Track earnings per
// link and the offers served (kept from the answers passing through). Recording is link-history-service.ts's, part of
// the publishing engine.
import { perBackground } from '../core/background/kernel';
import { createOfferHistory } from './offer-history';
import { createTagger } from './tagger';

declare module '../core/background/kernel' {
  interface BackgroundEnv {
    /** Whether the window the person is in is private (the history records nothing from one); false when omitted. */
    privateWindow?: () => Promise<boolean>;
    /** Random numbers in [0, 1) for the tags of Track earnings per link; Math.random when omitted. */
    random?: () => number;
  }
}

export const taggerOf = perBackground((k) => createTagger({ now: k.now, random: k.env.random }));

export const offerHistoryOf = perBackground((k) =>
  createOfferHistory({ fetchOffer: (ctx, input) => k.apiCaches.offer(ctx, input), now: k.now }),
);
