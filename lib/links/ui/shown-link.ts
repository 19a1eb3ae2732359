// Which link a conversion shows, and why a link would not earn, in words.
import { t } from '../../core/i18n';
import { parseWebUrl, webUrlProblem } from '../../core/web-url';

interface Converted {
  tracking_url: string;
  short_url?: string;
  used: { shorten: boolean };
}

export interface ShownLink {
  /** The http(s) link to show and copy; null when the API's link was refused. */
  href: string | null;
  /** What the API sent instead of an http(s) link, when it was refused. */
  refused: string | null;
  /** Why it was refused: not a web address, or a web address with a user name or password. */
  refusedFor: 'not_web' | 'user_info' | null;
  /** The link shown is plain http: (not encrypted): the popup says so beside it. */
  insecure: boolean;
  /** Short link was asked for but the API sent none, so the tracking link is shown. */
  shortMissing: boolean;
}

/** The short link while Short link is on (and the API sent one), else the tracking link; http(s) only. */
export function shownLink(result: Converted): ShownLink {
  const wantShort = result.used.shorten;
  const raw = wantShort && result.short_url ? result.short_url : result.tracking_url;
  const url = parseWebUrl(raw);
  const href = url?.href ?? null;
  return {
    href,
    refused: href ? null : raw,
    refusedFor: href ? null : webUrlProblem(raw),
    insecure: url?.protocol === 'http:',
    shortMissing: wantShort && !result.short_url,
  };
}

/** The alert text for a link that is not an http(s) address, or one with a user name or password. */
export function refusedLinkMessage(raw: string, why: 'not_web' | 'user_info' | null = 'not_web'): string {
  const shown = raw.length > 80 ? `${raw.slice(0, 77)}…` : raw;
  return why === 'user_info'
    ? t('popupLinkHasUserInfo', shown)
    : t('popupLinkNotWebAddress', shown || t('popupEmptyLink'));
}

/**
 * Why a link with `affiliated: false` will not earn, from what is known of the campaign: no campaign for the
 * site, access not granted (yet), or a campaign that is not active.
 */
export function notEarningReason(hasCampaign: boolean, accessStatus: string | null | undefined): string {
  if (!hasCampaign) return t('popupNoEarnNoCampaign');
  switch (accessStatus) {
    case 'not_applied':
      return t('popupNoEarnNeedsApproval');
    case 'pending':
      return t('popupNoEarnPending');
    case 'rejected':
      return t('popupNoEarnRejected');
    case 'blocked':
      return t('popupNoEarnBlocked');
    case 'open':
    case 'approved':
      return t('popupNoEarnInactive');
    default:
      return t('popupNoEarnUnknown');
  }
}
