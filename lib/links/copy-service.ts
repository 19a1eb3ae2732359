// Copy affiliate link from the menu and the shortcut over a kernel: part of the publishing engine (engine.ts), loaded
// on the first copy, so a worker started for the popup compiles none of it (the clipboard's offscreen page included).
import { badgeOf, campaignIndexOf } from '../campaigns/services';
import { copyText } from '../core/background/clipboard';
import { perBackground } from '../core/background/kernel';
import { linkHistoryOf } from '../history/link-history-service';
import { notifyOf } from '../sales/notify-service';
import { createCopyAffiliateLink } from './copy-affiliate-link';
import { conversionOf } from './services';

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
