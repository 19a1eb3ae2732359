// Each destination's daily digest, once a day at its time: the day's posts that still earn, split at 4,096.

import { campaignIndexOf } from '../campaigns/services';
import { t } from '../core/i18n';
import { type DealKnowledge, dealProblem, localDay } from '../history/deal-health';
import { goneOffers } from '../history/offer-watch';
import { readOfferWatch } from '../history/offer-watch-record';
import { digestTexts } from './digest';
import { failureWords, type QueueContext } from './queue-context';
import { type DestinationQueueSettings, destinationSettings, type QueueSettings } from './queue-settings';
import type { SentPost } from './queue-store';
import { parseClock, zonedInstant, zonedParts } from './zoned-time';

/** A digest the browser was closed for is skipped when its time passed longer ago than this. */
const DIGEST_LATE_MS = 60 * 60_000;

export async function sendDigests(ctx: QueueContext, now: number, settings: QueueSettings): Promise<void> {
  const all = await ctx.destinations();
  const sent = await ctx.store.digestSent();
  for (const destination of all) {
    const s = destinationSettings(settings, destination.id);
    const digest = ctx.runtimeOf(destination).digest;
    if (!s.digest || !digest) continue;
    const at = digestTime(s, settings.timeZone, now);
    const day = localDayIn(now, settings.timeZone);
    if (now < at || sent[destination.id] === day) continue;
    await ctx.store.setDigestSent({ ...(await ctx.store.digestSent()), [destination.id]: day });
    if (now - at > DIGEST_LATE_MS) continue;
    const posts = (await ctx.store.posts()).filter(
      (p) =>
        p.destinationId === destination.id && p.ended === null && localDayIn(p.postedAt, settings.timeZone) === day,
    );
    const earning = await stillEarning(ctx, posts, now);
    const texts = digestTexts(
      t('queueDigestHeading', destination.name),
      earning.map((p) => ({ title: p.title, link: p.link })),
    );
    for (const text of texts) {
      await digest(destination, [text]).catch((error: unknown) =>
        console.warn('The daily digest could not be sent', failureWords(error)),
      );
    }
  }
}

async function stillEarning(ctx: QueueContext, posts: SentPost[], now: number): Promise<SentPost[]> {
  if (posts.length === 0) return posts;
  const [index, watch] = await Promise.all([campaignIndexOf(ctx.services).readAll(), readOfferWatch()]);
  const knowledge: DealKnowledge = {
    campaigns: index ? new Map(index.campaigns.map((c) => [c.id, c])) : null,
    today: localDay(now),
    goneOffers: goneOffers(watch),
  };
  return posts.filter(
    (p) =>
      dealProblem({ campaignId: p.campaignId, offer: p.offer ? { ...p.offer, couponCode: null } : null }, knowledge) ===
      null,
  );
}

function localDayIn(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Today's digest time (in the zone) as an instant. */
function digestTime(s: DestinationQueueSettings, timeZone: string, now: number): number {
  const p = zonedParts(now, timeZone);
  return zonedInstant(p, parseClock(s.digestAt) ?? 0, timeZone);
}

export function nextDigestTime(s: DestinationQueueSettings, timeZone: string, now: number): number {
  const today = digestTime(s, timeZone, now);
  return today > now ? today : digestTime(s, timeZone, now + 86_400_000);
}
