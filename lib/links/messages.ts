// The popup's link messages' shapes (lib/links/feature.ts), for the background and the popup.

import type { OutputOf } from '../core/api/endpoints';
import type { ConvertResult } from '../core/api/schemas';
import type { Result } from '../core/messaging/wire';
import type { AccountState, LinkOptions, SiteInfo } from '../core/model';

export interface ConvertResponse extends ConvertResult {
  /** The options actually used (remembered ones filled in), to show in the popup. */
  used: Required<LinkOptions>;
  /** Answered from the 30-minute cache: no request was made. */
  cached: boolean;
  /** Other publishers' parameters taken off the link before converting it (lib/core/foreign-params.ts). */
  removedParams?: string[];
}

export interface MonetizeRequest extends LinkOptions {
  url: string;
  title: string;
  description?: string;
  rewriteWithAi: boolean;
}

/**
 * The popup's first answer: everything its first screen shows, part by part. Each part succeeds or fails on its
 * own (a failed conversion still shows the campaign and channels; a 403 on channels still shows the link).
 */
export interface PopupOpenResponse {
  /** The conversion with the site's remembered options (`used` says which). */
  link: Result<ConvertResponse>;
  /** The campaign the index matched for the site, and when the index was made. */
  site: Result<Pick<SiteInfo, 'campaign' | 'indexedAt'>>;
  account: Result<AccountState>;
  /** The first 100 channels. */
  channels: Result<OutputOf<'listChannels'>>;
}
