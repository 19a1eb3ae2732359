// Which channel, sub IDs and short-link choice a conversion uses: what the request gives, else what was last
// used on the site, else the global setting (short links by default or not; no channel: the API's default channel).

import { getSettings } from '../account/settings';
import type { CampaignIndex } from '../campaigns/campaign-index';
import type { ConvertLinkBody } from '../core/api/params';
import { subIdFields } from '../core/api/validate';
import type { LoadSuffixList } from '../core/background/suffix-list';
import { hostAndParents, registrableDomain } from '../core/domain';
import type { LinkOptions } from '../core/model';
import { cleanSubIds } from '../core/sub-ids';
import type { SiteOptionsStore } from './site-options';

export type UsedOptions = Required<LinkOptions>;

export interface LinkOptionsDeps {
  campaignIndex: Pick<CampaignIndex, 'siteDomainOf'>;
  loadSuffixList: LoadSuffixList;
  siteOptions: SiteOptionsStore;
}

export type LinkOptionsOfSites = ReturnType<typeof createLinkOptions>;

export function createLinkOptions({ campaignIndex, loadSuffixList, siteOptions }: LinkOptionsDeps) {
  /**
   * The site a page belongs to for remembered options: its registrable domain, else its host name (IPs,
   * localhost). The campaign index names it for a merchant's page; only other pages need the Public Suffix List.
   */
  async function siteOf(url: string): Promise<string> {
    const indexed = await campaignIndex.siteDomainOf(url);
    if (indexed) return indexed;
    // The list is a file of the extension itself, so this should not fail; if it does, the host name still works.
    const list = await loadSuffixList().catch(() => null);
    return (list && registrableDomain(url, list)) ?? new URL(url).hostname;
  }

  /**
   * `siteOf` for a page whose remembered options are read next: they are read for each domain the site can be, at
   * once, rather than after the campaign index has named it (in a worker just started, an IndexedDB read less on
   * the way to the popup's link).
   */
  function siteOfForOptions(url: string): Promise<string> {
    siteOptions.prefetch(hostAndParents(url));
    return siteOf(url);
  }

  async function rememberedOptions(site: string): Promise<UsedOptions> {
    const [remembered, settings] = await Promise.all([siteOptions.get(site), getSettings()]);
    return {
      channelId: remembered.channelId,
      shorten: remembered.shorten ?? settings.preferShortLink,
      subIds: remembered.subIds,
    };
  }

  async function resolveOptions(site: string, given: LinkOptions): Promise<UsedOptions> {
    const remembered = await rememberedOptions(site);
    return {
      channelId: given.channelId !== undefined ? given.channelId : remembered.channelId,
      shorten: given.shorten ?? remembered.shorten,
      subIds: cleanSubIds(given.subIds ?? remembered.subIds),
    };
  }

  function rememberUsed(site: string, used: UsedOptions): Promise<void> {
    return siteOptions.remember(site, { channelId: used.channelId, subIds: used.subIds, shorten: used.shorten });
  }

  return { siteOf, siteOfForOptions, rememberedOptions, resolveOptions, rememberUsed };
}

/** The API's fields for the options: `channel_id` left out when none (the API's default channel applies). */
export function linkFields(used: UsedOptions): Omit<ConvertLinkBody, 'url'> {
  return {
    ...(used.channelId !== null ? { channel_id: used.channelId } : {}),
    shorten: used.shorten,
    ...subIdFields(used.subIds),
  };
}
