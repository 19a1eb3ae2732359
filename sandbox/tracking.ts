// Tracking and short links, the channel a link is attributed to, and the campaign a URL belongs to.
import { getDomain } from 'tldts';
import { hashSeed } from './random';
import type { CampaignRecord, ChannelRecord, PublisherState, SandboxState } from './types';

export const TRACKING_HOST = 'track.sandbox-affiliate.test';
export const SHORT_HOST = 's.sandbox-affiliate.test';

/** `https://{tracking_host}/track?cid=..&subid=..&source=api&url=<percent-encoded url>`. */
export function trackingUrl(
  url: string,
  channelId: number | null,
  extra: [string, string | number][] = [],
  source = 'api',
): string {
  const params: [string, string | number][] = [];
  if (channelId !== null) params.push(['cid', channelId]);
  params.push(...extra, ['source', source], ['url', url]);
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&');
  return `https://${TRACKING_HOST}/track?${query}`;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A 7-character code, the same for the same input. */
function shortCode(input: string): string {
  let a = hashSeed('a', input);
  let b = hashSeed('b', input);
  let code = '';
  for (let i = 0; i < 7; i++) {
    const n = i < 4 ? a : b;
    code += BASE62[n % 62];
    if (i < 4) a = Math.floor(a / 62);
    else b = Math.floor(b / 62);
  }
  return code;
}

/** Remembers the short link so the short host can redirect to the tracking URL. */
export function shorten(state: SandboxState, tracking: string): string {
  const code = shortCode(tracking);
  state.shortLinks.set(code, tracking);
  return `https://${SHORT_HOST}/${code}`;
}

/**
 * The channel a link is attributed to: the requested one when it is the publisher's, whatever its status (the spec
 * falls back only when `channel_id` is omitted or not found; a pending or rejected channel's link carries no clicks,
 * which is the publisher's to see); else the default channel when approved, else the first approved channel.
 */
export function attributedChannel(pub: PublisherState, requestedId?: number): ChannelRecord | null {
  const requested = requestedId === undefined ? undefined : pub.channels.find((c) => c.id === requestedId);
  if (requested) return requested;
  const approved = pub.channels.filter((c) => c.status === 'approved');
  return approved.find((c) => c.isDefault) ?? approved[0] ?? null;
}

export function registrableDomain(url: string): string | null {
  try {
    const host = new URL(url).hostname;
    return getDomain(host);
  } catch {
    return null;
  }
}

/** The campaign whose domain is the URL's registrable domain (www., m. or any subdomain), active first. */
export function campaignForUrl(state: SandboxState, url: string): CampaignRecord | null {
  const domain = registrableDomain(url);
  const matches = domain ? state.campaignsByDomain.get(domain) : undefined;
  if (!matches) return null;
  return matches.find((c) => c.status === 'active') ?? matches.find((c) => c.status === 'paused') ?? matches[0]!;
}
