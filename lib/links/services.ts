// The links feature's services over a kernel: a page's conversion, its site's campaign, and Copy affiliate link from
// the menu and the shortcut.
import { badgeOf, campaignIndexOf } from '../campaigns/services';
import { copyText } from '../core/background/clipboard';
import { perBackground } from '../core/background/kernel';
import { linkHistoryOf } from '../history/services';
import { notifyOf } from '../sales/notify-service';
import { createConversion } from './conversion';
import { createCopyAffiliateLink } from './copy-affiliate-link';
import { linkOptionsOf } from './options-service';
import { createSiteInfo } from './site-info';

export const conversionOf = perBackground((k) =>
  createConversion({
    api: k.api,
    linkOptions: linkOptionsOf(k),
    linkCaches: k.linkCaches,
    tagged: linkHistoryOf(k).tagged,
  }),
);

export const siteInfoOf = perBackground((k) =>
  createSiteInfo({ campaignIndex: campaignIndexOf(k), linkOptions: linkOptionsOf(k) }),
);

export const copyAffiliateLinkOf = perBackground((k) => {
  const badge = badgeOf(k);
  const campaignIndex = campaignIndexOf(k);
  return createCopyAffiliateLink({
    convert: conversionOf(k).convert,
    copyText: (text) => copyText(text, k.browser),
    flashCopied: badge.flashCopied,
    showCopyFailed: badge.showCopyFailed,
    record: linkHistoryOf(k).record,
    lookupCampaign: async (url) => (await campaignIndex.lookup(url)).campaign,
    notify: (text, target) => notifyOf(k)('link', text, { target }),
  });
});
