// What the popup shows for the page it was opened on: the campaign the site belongs to (from the stored
// campaign index, no request) and the options remembered for the site.
import type { SiteInfo } from '../model';
import { lookupCampaign } from './campaign-index';
import { requireHttpUrl } from './http-url';
import { rememberedOptions, siteOf } from './link-options';

export async function siteInfo(url: string): Promise<SiteInfo> {
  const target = requireHttpUrl(url);
  const [indexed, remembered] = await Promise.all([lookupCampaign(target), siteOf(target).then(rememberedOptions)]);
  return { campaign: indexed.campaign, indexedAt: indexed.indexedAt, remembered };
}
