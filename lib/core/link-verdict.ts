// Will this link earn? Said in words before copying: the publisher's access to the campaign, and the campaign's rules
// against the chosen channel, the page and the sub IDs. One rule, with the same words, for the popup, the post
// converter and anything else that makes links. Pure; the words are looked up when shown.
import type { Campaign, Channel } from './api/schemas';
import type { MessageKey } from './i18n';

/** Channel categories (spec: channels) that are social media for a campaign's `social_media_publishers_allowed`. */
const SOCIAL_CATEGORIES: ReadonlySet<string> = new Set([
  'Facebook',
  'Twitter',
  'Instagram',
  'Linkedin',
  'Youtube',
  'Whatsapp',
  'Telegram',
]);
const CASHBACK_CATEGORY = 'Cashback Website';

export type VerdictRule = 'access' | 'channel' | 'socialMedia' | 'cashback' | 'deepLink' | 'subIds';

export interface Problem {
  rule: VerdictRule;
  key: MessageKey;
  /** The words put into the message (a channel's name and category). */
  args: string[];
}

export interface Verdict {
  /**
   * `earns`: access lets the link earn and the choice breaks no rule; `mayNot`: access is fine but a rule of the
   * campaign is broken (the sale may be rejected at validation); `wont`: no access, or a channel that carries no
   * clicks.
   */
  outcome: 'earns' | 'mayNot' | 'wont';
  problems: Problem[];
}

/** What the verdict reads of a campaign. */
export type CampaignRules = Pick<
  Campaign,
  | 'access_status'
  | 'deeplink_allowed'
  | 'sub_ids_allowed'
  | 'cashback_publishers_allowed'
  | 'social_media_publishers_allowed'
>;

const ACCESS_PROBLEMS: Partial<Record<string, MessageKey>> = {
  not_applied: 'popupVerdictNotApplied',
  pending: 'popupVerdictPending',
  rejected: 'popupVerdictRejected',
  blocked: 'popupVerdictBlocked',
};

/**
 * A channel that is not approved carries no clicks (spec section 3). The API uses a pending or rejected channel when
 * it is asked for (it falls back to the default only when none is given or it is not found), so its link earns
 * nothing.
 */
const CHANNEL_PROBLEMS: Partial<Record<string, MessageKey>> = {
  pending: 'popupVerdictChannelPending',
  rejected: 'popupVerdictChannelRejected',
};

/** A page below the site's home: a deep link. */
export function isDeepPage(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.pathname !== '/' && u.pathname !== '') || u.search !== '';
  } catch {
    return false;
  }
}

export function linkVerdict(
  campaign: CampaignRules,
  channel: (Pick<Channel, 'name' | 'category'> & { status?: string }) | null,
  pageUrl: string,
  subIds: readonly string[],
): Verdict {
  const problems: Problem[] = [];
  const access = ACCESS_PROBLEMS[campaign.access_status];
  if (access) problems.push({ rule: 'access', key: access, args: [] });
  const idle = channel?.status ? CHANNEL_PROBLEMS[channel.status] : undefined;
  if (channel && idle) problems.push({ rule: 'channel', key: idle, args: [channel.name] });
  const category = typeof channel?.category === 'string' ? channel.category : null;
  if (channel && category) {
    if (!campaign.social_media_publishers_allowed && SOCIAL_CATEGORIES.has(category)) {
      problems.push({ rule: 'socialMedia', key: 'popupVerdictNoSocialMedia', args: [channel.name, category] });
    }
    if (!campaign.cashback_publishers_allowed && category === CASHBACK_CATEGORY) {
      problems.push({ rule: 'cashback', key: 'popupVerdictNoCashback', args: [channel.name] });
    }
  }
  if (!campaign.deeplink_allowed && isDeepPage(pageUrl)) {
    problems.push({ rule: 'deepLink', key: 'popupVerdictNoDeepLinks', args: [] });
  }
  if (!campaign.sub_ids_allowed && subIds.some((s) => s.trim() !== '')) {
    problems.push({ rule: 'subIds', key: 'popupVerdictNoSubIds', args: [] });
  }
  const earning = (campaign.access_status === 'open' || campaign.access_status === 'approved') && idle === undefined;
  // Untracked sub IDs cost the tracking, not the commission.
  const broken = problems.some((p) => p.rule !== 'subIds');
  return { outcome: !earning ? 'wont' : broken ? 'mayNot' : 'earns', problems };
}

/** The channel a link is made for: the chosen one, else the account's default (the API uses it when none is sent). */
export function channelOfLink<C extends Pick<Channel, 'id' | 'is_default'>>(
  channels: readonly C[] | undefined,
  channelId: number | null,
): C | null {
  const list = channels ?? [];
  return (channelId === null ? list.find((c) => c.is_default) : list.find((c) => c.id === channelId)) ?? null;
}
