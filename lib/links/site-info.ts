// What the popup shows for the page it was opened on: the campaign the site belongs to (from the stored
// campaign index, no request) and the options remembered for the site.

import type { CampaignIndex } from '../campaigns/campaign-index';
import { requireHttpUrl } from '../core/background/http-url';
import type { SiteInfo } from '../core/model';
import type { LinkOptionsOfSites } from './link-options';

export type SiteInfoOf = (url: string) => Promise<SiteInfo>;

export function createSiteInfo({
  campaignIndex,
  linkOptions,
}: {
  campaignIndex: Pick<CampaignIndex, 'lookup'>;
  linkOptions: LinkOptionsOfSites;
}): SiteInfoOf {
  return async function siteInfo(url) {
    const target = requireHttpUrl(url);
    const [indexed, remembered] = await Promise.all([
      campaignIndex.lookup(target),
      linkOptions.siteOfForOptions(target).then(linkOptions.rememberedOptions),
    ]);
    return { campaign: indexed.campaign, indexedAt: indexed.indexedAt, remembered };
  };
}
