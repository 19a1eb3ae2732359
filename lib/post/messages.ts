// One link of a post, asked and answered (lib/post/feature.ts), for the background and the converter.
import type { ConvertResult } from '../core/api/schemas';
import type { CampaignRules } from '../core/link-verdict';

/** One link of a post, with the post's options (the same for every link; nothing is taken from a site's memory). */
export interface PostLinkRequest {
  url: string;
  channelId: number | null;
  shorten: boolean;
  subIds: string[];
  /** The run of the converter this link belongs to (its links are grouped in the link history). */
  postId?: string;
}

export interface PostLinkResponse {
  /** The address converted: the link itself, or the merchant's page a store's short link led to. */
  merchantUrl: string;
  /** The link was a store's short link, followed first. */
  expanded: boolean;
  result: ConvertResult;
  /** Answered from the 30-minute conversion cache: no request was made. */
  cached: boolean;
  /** The answer's campaign's rules from the campaign index, for the link's verdict; null when the index has none. */
  rules: CampaignRules | null;
  /** Other publishers' parameters taken off the link before converting it (lib/core/foreign-params.ts). */
  removedParams?: string[];
}
