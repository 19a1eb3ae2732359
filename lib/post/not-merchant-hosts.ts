// Well-known hosts that are not stores (messaging, video, social): a deal post links its channel, a video or a group
// chat, and those are skipped at once, without a request. A host matches itself and its subdomains. Pure.

const NOT_MERCHANT_DOMAINS: ReadonlySet<string> = new Set([
  // messaging
  't.me',
  'telegram.me',
  'telegram.org',
  'telegram.dog',
  'wa.me',
  'whatsapp.com',
  'signal.me',
  'discord.gg',
  'discord.com',
  // video
  'youtu.be',
  'youtube.com',
  'vimeo.com',
  // social
  'instagram.com',
  'facebook.com',
  'fb.com',
  'fb.me',
  'm.me',
  'twitter.com',
  'x.com',
  't.co',
  'threads.net',
  'linkedin.com',
  'lnkd.in',
  'pinterest.com',
  'pin.it',
  'reddit.com',
  'snapchat.com',
  'tiktok.com',
  'sharechat.com',
  'moj.app',
]);

/** True when `url`'s host is, or is below, a well-known messaging, video or social host. */
export function isNotMerchant(url: URL): boolean {
  const labels = url.hostname.toLowerCase().replace(/\.$/, '').split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (NOT_MERCHANT_DOMAINS.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
