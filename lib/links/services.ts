// The links feature's services over a kernel: a page's conversion and its site's campaign (Copy affiliate link from
// the menu and the shortcut is copy-service.ts, part of the publishing engine).
import { campaignIndexOf } from '../campaigns/services';
import { perBackground } from '../core/background/kernel';
import { taggerOf } from '../history/services';
import { createConversion } from './conversion';
import { linkOptionsOf } from './options-service';
import { createSiteInfo } from './site-info';

export const conversionOf = perBackground((k) =>
  createConversion({
    api: k.api,
    linkOptions: linkOptionsOf(k),
    linkCaches: k.linkCaches,
    tagged: taggerOf(k),
  }),
);

export const siteInfoOf = perBackground((k) =>
  createSiteInfo({ campaignIndex: campaignIndexOf(k), linkOptions: linkOptionsOf(k) }),
);
