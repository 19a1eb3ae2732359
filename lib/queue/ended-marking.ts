// Ended deals marked in their posts: once, each post whose deal ended (campaign gone, access lost, offer ended or
// gone), on destinations that asked for it; marked in the record before Telegram is asked, so never edited twice.

import { campaignIndexOf } from '../campaigns/services';
import { t } from '../core/i18n';
import { type DealKnowledge, dealProblem, localDay } from '../history/deal-health';
import { linkHistoryOf } from '../history/link-history-service';
import { goneOffers } from '../history/offer-watch';
import { readOfferWatch } from '../history/offer-watch-record';
import type { Destination } from '../posting/destination';
import { failureWords, type QueueContext } from './queue-context';
import { destinationSettings, type QueueSettings } from './queue-settings';
import type { SentPost } from './queue-store';

/** Posts older than this are no longer watched for an ended deal. */
export const ENDED_WATCH_MS = 30 * 86_400_000;

const ENDED_WORDS = {
  campaignGone: 'queueEndedCampaignGone',
  accessLost: 'queueEndedAccessLost',
  offerEnded: 'queueEndedOfferEnded',
  offerGone: 'queueEndedOfferGone',
} as const;

type Problem = keyof typeof ENDED_WORDS;

export async function markEnded(ctx: QueueContext, now: number, settings: QueueSettings): Promise<void> {
  const watched = (await ctx.store.posts()).filter(
    (p) =>
      p.ended === null && p.postedAt > now - ENDED_WATCH_MS && destinationSettings(settings, p.destinationId).markEnded,
  );
  if (watched.length === 0) return;
  const [index, watch, keyId, all] = await Promise.all([
    campaignIndexOf(ctx.services).readAll(),
    readOfferWatch(),
    ctx.currentKeyId(),
    ctx.destinations(),
  ]);
  if (index === null || keyId === null) return;
  const knowledge: DealKnowledge = {
    campaigns: new Map(index.campaigns.map((c) => [c.id, c])),
    today: localDay(now),
    goneOffers: goneOffers(watch),
  };
  for (const post of watched) {
    if (post.keyId !== keyId) continue;
    const problem = dealProblem(
      { campaignId: post.campaignId, offer: post.offer ? { ...post.offer, couponCode: null } : null },
      knowledge,
    );
    const destination = all.find((d) => d.id === post.destinationId);
    if (!problem || !destination || !ctx.runtimeOf(destination).markEnded) continue;
    await markOne(ctx, post, destination, problem, now);
  }
}

async function markOne(ctx: QueueContext, post: SentPost, destination: Destination, problem: Problem, now: number) {
  const claimed = await ctx.serially(async () => {
    const current = (await ctx.store.posts()).find((p) => p.id === post.id);
    if (!current || current.ended !== null) return false;
    await ctx.store.putPost({ ...current, ended: { at: now, problem, failure: null } });
    return true;
  });
  if (!claimed) return;
  const failure = await editPost(ctx, post, destination);
  if (failure) await ctx.store.putPost({ ...post, ended: { at: now, problem, failure } });
  await linkHistoryOf(ctx.services)
    .record(
      [
        {
          pageUrl: post.link,
          result: { tracking_url: post.link, campaign: null },
          used: { channelId: null, shorten: false, subIds: ['', '', '', '', ''] },
        },
      ],
      {
        source: 'posting',
        title: failure
          ? t('queueEndedEditFailed', post.title, failure)
          : t('queueEndedHistory', post.title, t(ENDED_WORDS[problem])),
        posted: { destination: destination.name, messageId: post.messageId, postUrl: post.postUrl },
      },
    )
    .catch(() => false);
}

/** The post marked ended as its destination's kind does it (Telegram: the Buy button gone); the failure's words. */
async function editPost(ctx: QueueContext, post: SentPost, destination: Destination): Promise<string | null> {
  try {
    await ctx.runtimeOf(destination).markEnded?.(destination, post, t('queueEndedMark'));
    return null;
  } catch (error) {
    return failureWords(error);
  }
}
