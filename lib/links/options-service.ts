// What the links feature remembers per site, over a kernel: the channel, sub IDs and short-link choice last used,
// and the options a conversion takes from them.

import { campaignIndexOf } from '../campaigns/services';
import { perBackground } from '../core/background/kernel';
import { createLinkOptions } from './link-options';
import { createSiteOptions } from './site-options';

export const siteOptionsOf = perBackground((k) => createSiteOptions({ store: k.store('siteOptions'), now: k.now }));

export const linkOptionsOf = perBackground((k) =>
  createLinkOptions({
    campaignIndex: campaignIndexOf(k),
    loadSuffixList: k.loadSuffixList,
    siteOptions: siteOptionsOf(k),
  }),
);
