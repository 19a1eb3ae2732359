// The link history over a kernel: recording and tagging the links taken, part of the publishing engine (every link is
// recorded by a part of it: the popup's Copy, a post, Copy affiliate link, Monetize). Clear history also forgets what
// the links feature remembered of the pages it names.
import { perBackground } from '../core/background/kernel';
import { linkOptionsOf, siteOptionsOf } from '../links/options-service';
import { createForgetPages } from './clear';
import { createLinkHistory } from './link-history';
import { historyStoreOf } from './store-service';

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
