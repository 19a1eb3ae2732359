// Which link a conversion shows, and why a link would not earn, in words.
import { safeHttpUrl } from '../../components/safe-url';

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
  /** Short link was asked for but the API sent none, so the tracking link is shown. */
  shortMissing: boolean;
}

/** The short link while Short link is on (and the API sent one), else the tracking link; http(s) only. */
export function shownLink(result: Converted): ShownLink {
  const wantShort = result.used.shorten;
  const raw = wantShort && result.short_url ? result.short_url : result.tracking_url;
  const href = safeHttpUrl(raw);
  return { href, refused: href ? null : raw, shortMissing: wantShort && !result.short_url };
}

/** The alert text for a link that is not an http(s) address. */
export function refusedLinkMessage(raw: string): string {
  const shown = raw.length > 80 ? `${raw.slice(0, 77)}…` : raw;
  return `The API sent a link that is not a web address (${shown || 'empty'}), so it is not shown or copied. Try again later; if it keeps happening, tell the affiliate network.`;
}

/**
 * Why a link with `affiliated: false` will not earn, from what is known of the campaign: no campaign for the
 * site, access not granted (yet), or a campaign that is not active.
 */
export function notEarningReason(hasCampaign: boolean, accessStatus: string | null | undefined): string {
  if (!hasCampaign) return 'No campaign matches this site, so this link will not earn commission.';
  switch (accessStatus) {
    case 'not_applied':
      return 'This link will not earn yet: the campaign needs approval. Request access to start earning.';
    case 'pending':
      return 'This link will not earn yet: your access request is waiting for the advertiser’s review.';
    case 'rejected':
      return 'This link will not earn: your access request for this campaign was rejected.';
    case 'blocked':
      return 'This link will not earn: you cannot promote this campaign (blocked). Contact your account manager.';
    case 'open':
    case 'approved':
      return 'This link will not earn right now: the campaign is not active (paused or ended).';
    default:
      return 'This link will not earn commission: the campaign is not active or needs approval you do not have.';
  }
}
