// The publish queue's background half, one per background: Add to queue (the post kept as rendered, its card's
// bytes in the queue's store), the duplicate guard for Add to queue and Post now, the queue's actions, and the tick
// (on the `queue` alarm and at every worker start): missed slots listed, due posts sent through posting's own send
// path (one press or slot is one post: the attempt is stored before Telegram is asked), ended deals marked once in
// their post, and each destination's daily digest.

import type { Services } from '../../entrypoints/background/create-background';
import { ApiError, localValidationError } from '../core/api/errors';
import { perBackground } from '../core/background/feature';
import { t } from '../core/i18n';
import { type DealKnowledge, dealProblem, localDay } from '../history/deal-health';
import { goneOffers } from '../history/offer-watch';
import { readOfferWatch } from '../history/offer-watch-record';
import { shortLinkExpander } from '../post/post-services';
import { escapeHtml, MESSAGE_TEXT_MAX, planTexts, telegramLength, withDisclosure } from '../posting/caption-limits';
import { type Destination, destinationsRecord } from '../posting/destination';
import { base64ToBytes, photoProblem } from '../posting/png';
import { type PostResult, postAttemptsRecord } from '../posting/post-attempts';
import { postingService } from '../posting/posting-service';
import { type MadeLink, type PostSource, preparePost } from '../posting/prepare-post';
import { sendableLink } from '../posting/send-post';
import { telegramBase } from '../posting/telegram-base';
import { createTelegramClient } from '../posting/telegram-client';
import { dealTitleOf } from './deal-title';
import { digestTexts } from './digest';
import { findDuplicate } from './duplicate-guard';
import { endedText } from './ended-mark';
import { checkQueue } from './missed';
import { productKey, resolveProductKey, textProductKey } from './product-key';
import { isDue, newQueueItem, type QueueEvent, transition } from './queue-item';
import { QUEUE_ALARM } from './queue-keys';
import {
  type DestinationQueueSettings,
  DUPLICATE_HOURS_MAX,
  destinationSettings,
  type QueueSettings,
  queueSettingsRecord,
  slotSettingsOf,
} from './queue-settings';
import { createQueueStore, type QueuedPost, type SentPost } from './queue-store';
import { chatSendDelay, nextFreeSlot, slotSettingsProblem } from './slots';
import { parseClock, zonedInstant, zonedParts } from './zoned-time';

/** The tick runs at least this often while anything waits (a post, an ended check, a digest). */
export const HEARTBEAT_MS = 15 * 60_000;
/** Posts older than this are no longer watched for an ended deal. */
const ENDED_WATCH_MS = 30 * 86_400_000;
/** A digest the browser was closed for is skipped when its time passed longer ago than this. */
const DIGEST_LATE_MS = 60 * 60_000;
const MINUTE = 60_000;

export interface Duplicate {
  at: number;
  destinationName: string;
  postUrl: string | null;
  /** Still in the queue, not yet posted. */
  queued: boolean;
}

/** What the Queue page shows of an item: `title` is the deal's, the caption's first line after the disclosure. */
export type QueueItemView = Omit<QueuedPost, 'made' | 'text' | 'link'> & { destinationName: string; link: string };

export type QueueAction =
  | { action: 'postNow' }
  | { action: 'approve' }
  | { action: 'remove' }
  | { action: 'reschedule' }
  | { action: 'editCaption'; caption: string };

export interface DialogPost {
  destinationId: string;
  source: PostSource;
  postId: string;
  caption: string;
  card: string | null;
  title: string;
  /** Post anyway: the duplicate guard is passed over. */
  force: boolean;
}

/** What a sent post's record keeps of its link: the link, and the campaign the API said it is of. */
interface SentLink {
  link: string;
  campaignId: number | null;
}

/** A queued post's link: the one made for it, or a converted post's Buy now link. */
function queuedLink(item: Pick<QueuedPost, 'made' | 'link'>): string {
  return item.made?.link ?? item.link ?? '';
}

/** A post with a made link keeps it; a converted post (no made link) keeps its Buy now link. */
function sentLink(made: MadeLink | null, fallback: string): SentLink {
  return made
    ? { link: made.link, campaignId: made.result.campaign?.id ?? null }
    : { link: fallback, campaignId: null };
}

export const queueService = perBackground((services: Services) => createQueueService(services));

export function createQueueService(services: Services, options: { randomId?: () => string } = {}) {
  const store = createQueueStore(services.queueStore);
  const posting = postingService(services);
  const telegram = createTelegramClient({ fetch: services.fetch, base: telegramBase });
  const randomId = options.randomId ?? (() => crypto.randomUUID());
  let writes: Promise<unknown> = Promise.resolve();
  let ticking: Promise<void> | null = null;
  let tickAgain = false;

  /** Read-modify-write of the store, one at a time (a send itself runs outside). */
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const run = writes.then(work, work);
    writes = run.catch(() => undefined);
    return run;
  }

  async function destinations(): Promise<Destination[]> {
    return destinationsRecord.get();
  }

  async function telegramDestination(id: string): Promise<Destination> {
    const found = (await destinations()).find((d) => d.id === id);
    if (!found) throw localValidationError('destination', t('postingNoSuchDestination'));
    if (found.sendsTo !== 'telegram' || !found.botToken) {
      throw localValidationError('destination', t('queueTelegramOnly'));
    }
    return found;
  }

  async function keyOf(url: string): Promise<string | null> {
    return resolveProductKey(url, shortLinkExpander(services)).catch(() => productKey(url));
  }

  /** The duplicate guard's key of a post: its made link's page, or a converted post's products, each of its links
   * by the page the converter says it made it for, else (a page that did not say) the link history's record. */
  async function postKeyOf(made: MadeLink | null, source: PostSource): Promise<string | null> {
    if (made) return keyOf(made.pageUrl);
    if (source.kind !== 'text') return null;
    const pages = source.pages
      ? new Map(source.pages.map(({ link, page }) => [link, page]))
      : new Map((await services.historyStore.readAll().catch(() => [])).map((e) => [e.link, e.pageUrl]));
    return textProductKey(source.text, shortLinkExpander(services), (link) => pages.get(link));
  }

  async function currentKeyId(): Promise<string | null> {
    return services.api.context().then(
      (ctx) => ctx.keyId,
      () => null,
    );
  }

  /** The latest post of the product to the destination within the window, or the same product still queued. */
  async function duplicateOf(
    destination: Destination,
    key: string | null,
    settings: QueueSettings,
  ): Promise<Duplicate | null> {
    if (key === null) return null;
    const now = services.now();
    const posted = findDuplicate(
      await store.posts(),
      { productKey: key, destinationId: destination.id },
      settings.duplicateHours,
      now,
    );
    if (posted) {
      return { at: posted.postedAt, destinationName: destination.name, postUrl: posted.postUrl, queued: false };
    }
    const queued = (await store.items()).find(
      (i) =>
        i.productKey === key &&
        i.destinationId === destination.id &&
        (i.status === 'waiting' || i.status === 'needs_approval'),
    );
    return queued ? { at: queued.slotAt ?? now, destinationName: destination.name, postUrl: null, queued: true } : null;
  }

  function firstHtml(destination: Destination, caption: string, title: string, link: string, photo: boolean) {
    const disclosure = destination.addDisclosure ? destination.disclosure.trim() || null : null;
    return planTexts(withDisclosure(caption, disclosure), { photo, title, link, disclosure }).first;
  }

  async function recordSent(
    destination: Destination,
    id: string,
    sent: { result: PostResult; link: SentLink; caption: string; title: string; photo: boolean },
    extra: { productKey: string | null; offer: SentPost['offer'] },
  ): Promise<void> {
    const { result, link } = sent;
    await store.putPost({
      id,
      destinationId: destination.id,
      destinationName: destination.name,
      chat: destination.chat,
      messageId: result.messageId,
      postUrl: result.postUrl,
      postedAt: services.now(),
      productKey: extra.productKey,
      title: sent.title,
      link: link.link,
      firstHtml: firstHtml(destination, sent.caption, sent.title, link.link, sent.photo),
      photo: sent.photo,
      campaignId: link.campaignId,
      offer: extra.offer,
      keyId: await currentKeyId(),
      ended: null,
    });
  }

  /** The first free slot of the destination: its queued slots and recent posts taken, the chat's 20 a minute. */
  async function freeSlot(destination: Destination, settings: QueueSettings, now: number, except?: string) {
    const [items, posts] = await Promise.all([store.items(), store.posts()]);
    const chats = new Set((await destinations()).filter((d) => d.chat === destination.chat).map((d) => d.id));
    const live = items.filter((i) => i.id !== except && i.status !== 'missed' && i.status !== 'failed');
    const times = (ids: (id: string) => boolean) => [
      ...live.filter((i) => ids(i.destinationId) && i.status !== 'posted').flatMap((i) => (i.slotAt ? [i.slotAt] : [])),
      ...posts.filter((p) => ids(p.destinationId) && p.postedAt > now - 86_400_000).map((p) => p.postedAt),
    ];
    const slot = nextFreeSlot({
      settings: slotSettingsOf(settings, destination.id),
      taken: times((id) => id === destination.id),
      chatSends: times((id) => chats.has(id)),
      now,
    });
    if (slot === null) throw localValidationError('slot', t('queueNoFreeSlot'));
    return slot;
  }

  async function cardOf(base64: string | null): Promise<Uint8Array | null> {
    if (base64 === null) return null;
    const bytes = base64ToBytes(base64);
    if (photoProblem(bytes)) throw localValidationError('card', t('postingCardRefused'));
    return bytes;
  }

  function checkCaption(destination: Destination, caption: string) {
    const disclosure = destination.addDisclosure ? destination.disclosure.trim() || null : null;
    const length = telegramLength(escapeHtml(withDisclosure(caption, disclosure)));
    if (length > MESSAGE_TEXT_MAX) {
      throw localValidationError('caption', t('postingCaptionTooLong', length, MESSAGE_TEXT_MAX));
    }
    if (!caption.trim()) throw localValidationError('caption', t('queueEmptyCaption'));
  }

  /** Add to queue from the Post dialog. */
  async function add(request: DialogPost): Promise<{ duplicate: Duplicate } | { queued: QueueItemView }> {
    const destination = await telegramDestination(request.destinationId);
    checkCaption(destination, request.caption);
    const card = await cardOf(request.card);
    const prepared = await preparePost(services, destination, request.source, request.postId);
    const made = prepared.made;
    const text = request.source.kind === 'text' ? request.source.text : undefined;
    // Checked at the press, not at the slot: a converted post needs a web link for its Buy now button.
    const { link } = sendableLink({ link: prepared.link, made });
    const key = await postKeyOf(made, request.source);
    const settings = await queueSettingsRecord.get();
    if (!request.force) {
      const duplicate = await duplicateOf(destination, key, settings);
      if (duplicate) return { duplicate };
    }
    const item = await serially(async () => {
      const now = services.now();
      const slotAt = await freeSlot(destination, settings, now);
      const queued: QueuedPost = {
        ...newQueueItem({
          id: randomId(),
          destinationId: destination.id,
          caption: request.caption,
          productKey: key,
          slotAt,
          askBeforePosting: destinationSettings(settings, destination.id).askBeforePosting,
          now,
        }),
        title: request.title,
        made,
        ...(made ? {} : { text, link }),
        hasCard: card !== null,
        verdict: prepared.verdict,
        attempt: 0,
        offer:
          request.source.kind === 'offer' && prepared.deal.validTill
            ? { id: request.source.offerId, endDate: prepared.deal.validTill.slice(0, 10) }
            : null,
      };
      await store.putItem(queued, card ?? undefined);
      return queued;
    });
    await arm();
    return { queued: viewOf(item, [destination]) };
  }

  /** Post now from the Post dialog: the duplicate guard first, then posting's own send, remembered by the queue. */
  async function postNow(
    request: DialogPost & { attemptId: string },
  ): Promise<{ duplicate: Duplicate } | { posted: PostResult }> {
    const destination = await telegramDestination(request.destinationId);
    const prepared = await preparePost(services, destination, request.source, request.postId);
    const made = prepared.made;
    const key = await postKeyOf(made, request.source);
    // The same press asked again (its answer was lost) gets its first answer from posting, never the guard's.
    const earlier = (await postAttemptsRecord.get()).some((a) => a.id === request.attemptId);
    if (!request.force && !earlier) {
      const duplicate = await duplicateOf(destination, key, await queueSettingsRecord.get());
      if (duplicate) return { duplicate };
    }
    const result = await posting.send(request, { link: made?.link ?? prepared.link, made });
    // A converted post is remembered too: its chat's 20 a minute counts it, and the guard knows its products.
    await recordSent(
      destination,
      request.attemptId,
      {
        result,
        link: sentLink(made, prepared.link),
        caption: request.caption,
        title: request.title,
        photo: request.card !== null,
      },
      {
        productKey: key,
        offer:
          request.source.kind === 'offer' && prepared.deal.validTill
            ? { id: request.source.offerId, endDate: prepared.deal.validTill.slice(0, 10) }
            : null,
      },
    ).catch((error: unknown) => console.warn('The post could not be remembered by the queue', error));
    return { posted: result };
  }

  function viewOf(item: QueuedPost, all: readonly Destination[]): QueueItemView {
    const { made: _made, text: _text, link: _link, ...rest } = item;
    const destination = all.find((d) => d.id === item.destinationId);
    const disclosure = destination?.addDisclosure ? destination.disclosure : null;
    return {
      ...rest,
      title: dealTitleOf(item.caption, disclosure) || item.title,
      link: queuedLink(item),
      destinationName: destination?.name ?? '',
    };
  }

  async function state() {
    const [items, settings, all, lastRunningAt] = await Promise.all([
      store.items(),
      queueSettingsRecord.get(),
      destinations(),
      store.lastRunningAt(),
    ]);
    const telegramOnes = all.filter((d) => d.sendsTo === 'telegram');
    return {
      items: items
        .map((i) => viewOf(i, all))
        .sort((a, b) => (a.postedAt ?? a.slotAt ?? a.createdAt) - (b.postedAt ?? b.slotAt ?? b.createdAt)),
      destinations: telegramOnes.map((d) => ({
        id: d.id,
        name: d.name,
        settings: destinationSettings(settings, d.id),
      })),
      timeZone: settings.timeZone,
      duplicateHours: settings.duplicateHours,
      lastRunningAt,
    };
  }

  async function saveSettings(request: {
    destinationId?: string;
    settings?: DestinationQueueSettings;
    timeZone?: string;
    duplicateHours?: number;
  }) {
    const current = await queueSettingsRecord.get();
    const next: QueueSettings = { ...current, destinations: { ...current.destinations } };
    if (request.timeZone !== undefined) next.timeZone = request.timeZone;
    if (request.duplicateHours !== undefined) {
      const hours = request.duplicateHours;
      if (!Number.isInteger(hours) || hours < 0 || hours > DUPLICATE_HOURS_MAX) {
        throw localValidationError('duplicateHours', t('queueDuplicateHoursInvalid', DUPLICATE_HOURS_MAX));
      }
      next.duplicateHours = hours;
    }
    if (request.destinationId && request.settings) {
      await telegramDestination(request.destinationId);
      const s = request.settings;
      const problem = slotSettingsProblem({ ...s, timeZone: next.timeZone });
      if (problem === 'minutes_between') throw localValidationError('minutesBetween', t('queueMinutesInvalid'));
      if (problem === 'active_from') throw localValidationError('activeFrom', t('queueTimeInvalid'));
      if (problem === 'active_until') throw localValidationError('activeUntil', t('queueTimeInvalid'));
      if (parseClock(s.digestAt) === null) throw localValidationError('digestAt', t('queueTimeInvalid'));
      next.destinations[request.destinationId] = s;
    }
    if (
      slotSettingsProblem({ minutesBetween: 1, activeFrom: '00:00', activeUntil: '00:00', timeZone: next.timeZone })
    ) {
      throw localValidationError('timeZone', t('queueTimeZoneInvalid'));
    }
    await queueSettingsRecord.set(next);
    await arm();
    return state();
  }

  /** A person's action on a queued post. */
  async function act(id: string, request: QueueAction) {
    const settings = await queueSettingsRecord.get();
    const all = await destinations();
    const changed = await serially(async () => {
      const item = await store.item(id);
      if (!item) throw localValidationError('id', t('queueNoSuchPost'));
      const now = services.now();
      const destination = all.find((d) => d.id === item.destinationId);
      let event: QueueEvent;
      switch (request.action) {
        case 'postNow':
          event = { type: 'postNow', at: now };
          break;
        case 'approve':
          event = { type: 'approve' };
          break;
        case 'remove':
          event = { type: 'remove' };
          break;
        case 'editCaption':
          if (destination) checkCaption(destination, request.caption);
          event = { type: 'editCaption', caption: request.caption };
          break;
        case 'reschedule':
          if (!destination) throw localValidationError('destination', t('postingNoSuchDestination'));
          event = { type: 'reschedule', slotAt: await freeSlot(destination, settings, now, id) };
          break;
      }
      const result = transition(item, event);
      if (!result.ok) throw localValidationError('id', t(REFUSALS[result.reason]));
      if (!result.item) {
        await store.removeItem(id);
        return null;
      }
      let next: QueuedPost = { ...item, ...result.item };
      // Approved after its slot passed: the next free slot instead, so it is not listed as missed at once.
      if (request.action === 'approve' && next.slotAt !== null && next.slotAt < now && destination) {
        next = { ...next, slotAt: await freeSlot(destination, settings, now, id) };
      }
      // The person looked and chose to send again a post whose last send's outcome is unknown: a new attempt.
      if (request.action === 'postNow' || request.action === 'reschedule') {
        const attempt = (await postAttemptsRecord.get()).find((a) => a.id === attemptIdOf(item));
        if (attempt?.state === 'sending') next = { ...next, attempt: item.attempt + 1 };
      }
      await store.putItem(next);
      return next;
    });
    if (request.action === 'postNow' && changed) await sendItem(changed.id);
    await arm();
    return state();
  }

  const attemptIdOf = (item: QueuedPost) => `queue:${item.id}:${item.attempt}`;

  async function settle(id: string, event: QueueEvent): Promise<void> {
    await serially(async () => {
      const item = await store.item(id);
      if (!item) return;
      const result = transition(item, event);
      if (result.ok && result.item) await store.putItem({ ...item, ...result.item });
    });
  }

  /** Sends one due post (claimed first, so a second tick or press finds it under way). */
  async function sendItem(id: string): Promise<void> {
    const now = services.now();
    const claimed = await serially(async () => {
      const item = await store.item(id);
      if (!item || !isDue(item, now)) return null;
      const result = transition(item, { type: 'startSending', at: now });
      if (!result.ok || !result.item) return null;
      const next = { ...item, ...result.item };
      await store.putItem(next);
      return next;
    });
    if (!claimed) return;
    try {
      const destination = await telegramDestination(claimed.destinationId);
      const card = claimed.hasCard ? await store.card(id) : null;
      const result = await posting.send(
        {
          destinationId: destination.id,
          source: claimed.made
            ? { kind: 'link', url: claimed.made.pageUrl }
            : { kind: 'text', text: claimed.text ?? '' },
          postId: claimed.id,
          attemptId: attemptIdOf(claimed),
          caption: claimed.caption,
          card: card ? bytesToBase64(card) : null,
          title: claimed.title,
        },
        { link: queuedLink(claimed), made: claimed.made },
      );
      await recordSent(
        destination,
        attemptIdOf(claimed),
        {
          result,
          link: sentLink(claimed.made, queuedLink(claimed)),
          caption: claimed.caption,
          title: claimed.title,
          photo: card !== null,
        },
        { productKey: claimed.productKey, offer: claimed.offer },
      );
      await settle(id, { type: 'sent', at: services.now(), messageId: result.messageId });
    } catch (error) {
      await settle(id, { type: 'failed', at: services.now(), reason: failureWords(error) });
    }
  }

  /** A send cut off by a stopped worker: its attempt's record says whether it went out. */
  async function settleInterrupted(item: QueuedPost): Promise<void> {
    const attempt = (await postAttemptsRecord.get()).find((a) => a.id === attemptIdOf(item));
    const now = services.now();
    if (attempt?.state === 'sent') {
      await settle(item.id, { type: 'sent', at: attempt.at, messageId: attempt.result.messageId });
    } else if (attempt?.state === 'sending') {
      await settle(item.id, { type: 'failed', at: now, reason: t('queueOutcomeUnknown') });
    } else {
      // Nothing reached Telegram: it goes out at its next check, or is listed as missed.
      await serially(async () => {
        const current = await store.item(item.id);
        if (current) await store.putItem({ ...current, sendingSince: null });
      });
    }
  }

  /** Edits, once, each post whose deal ended, on destinations that asked for it. */
  async function markEnded(now: number, settings: QueueSettings): Promise<void> {
    const watched = (await store.posts()).filter(
      (p) =>
        p.ended === null &&
        p.postedAt > now - ENDED_WATCH_MS &&
        destinationSettings(settings, p.destinationId).markEnded,
    );
    if (watched.length === 0) return;
    const [index, watch, keyId, all] = await Promise.all([
      services.campaignIndex.readAll(),
      readOfferWatch(),
      currentKeyId(),
      destinations(),
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
      if (!problem || !destination?.botToken) continue;
      // Marked before Telegram is asked: whatever happens next, the post is never edited twice.
      const claimed = await serially(async () => {
        const current = (await store.posts()).find((p) => p.id === post.id);
        if (!current || current.ended !== null) return false;
        await store.putPost({ ...current, ended: { at: now, problem, failure: null } });
        return true;
      });
      if (!claimed) continue;
      let failure: string | null = null;
      try {
        const text = endedText(post.firstHtml, t('queueEndedMark'), post.photo);
        const common = {
          chat_id: destination.chat,
          message_id: post.messageId,
          parse_mode: 'HTML',
          reply_markup: { inline_keyboard: [] },
        };
        await telegram.call(
          destination.botToken,
          post.photo ? 'editMessageCaption' : 'editMessageText',
          post.photo ? { ...common, caption: text } : { ...common, text },
        );
      } catch (error) {
        failure = failureWords(error);
      }
      if (failure) await store.putPost({ ...post, ended: { at: now, problem, failure } });
      await services.history
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
  }

  /** Each destination's digest, once a day at its time. */
  async function sendDigests(now: number, settings: QueueSettings): Promise<void> {
    const all = await destinations();
    const sent = await store.digestSent();
    for (const destination of all) {
      const s = destinationSettings(settings, destination.id);
      if (!s.digest || destination.sendsTo !== 'telegram' || !destination.botToken) continue;
      const at = digestTime(s, settings.timeZone, now);
      const day = localDayIn(now, settings.timeZone);
      if (now < at || sent[destination.id] === day) continue;
      await store.setDigestSent({ ...(await store.digestSent()), [destination.id]: day });
      if (now - at > DIGEST_LATE_MS) continue;
      const posts = (await store.posts()).filter(
        (p) =>
          p.destinationId === destination.id && p.ended === null && localDayIn(p.postedAt, settings.timeZone) === day,
      );
      const earning = await stillEarning(posts, now);
      const texts = digestTexts(
        t('queueDigestHeading', destination.name),
        earning.map((p) => ({ title: p.title, link: p.link })),
      );
      for (const text of texts) {
        await telegram
          .call(destination.botToken, 'sendMessage', {
            chat_id: destination.chat,
            text,
            parse_mode: 'HTML',
            link_preview_options: { is_disabled: true },
          })
          .catch((error: unknown) => console.warn('The daily digest could not be sent', failureWords(error)));
      }
    }
  }

  async function stillEarning(posts: SentPost[], now: number): Promise<SentPost[]> {
    if (posts.length === 0) return posts;
    const [index, watch] = await Promise.all([services.campaignIndex.readAll(), readOfferWatch()]);
    const knowledge: DealKnowledge = {
      campaigns: index ? new Map(index.campaigns.map((c) => [c.id, c])) : null,
      today: localDay(now),
      goneOffers: goneOffers(watch),
    };
    return posts.filter(
      (p) =>
        dealProblem(
          { campaignId: p.campaignId, offer: p.offer ? { ...p.offer, couponCode: null } : null },
          knowledge,
        ) === null,
    );
  }

  /** One check of the queue: on the alarm and as the worker starts. Joins a check already running. */
  function tick(): Promise<void> {
    if (ticking) {
      tickAgain = true;
      return ticking;
    }
    ticking = (async () => {
      do {
        tickAgain = false;
        await runTick().catch((error: unknown) => console.warn('The queue check failed', error));
      } while (tickAgain);
    })().finally(() => {
      ticking = null;
    });
    return ticking;
  }

  async function runTick(): Promise<void> {
    const now = services.now();
    const lastRunningAt = await store.lastRunningAt();
    await store.setLastRunningAt(now);
    const settings = await queueSettingsRecord.get();
    const items = await store.items();
    const check = checkQueue(items, { now, lastRunningAt });
    for (const item of check.interrupted) await settleInterrupted(item);
    for (const { item } of check.missed) await settle(item.id, { type: 'miss' });
    const posts = await store.posts();
    const all = await destinations();
    for (const item of check.due) {
      // Never a 21st message within a minute to one chat: a post that would be waits for the next check.
      const chat = all.find((d) => d.id === item.destinationId)?.chat;
      const chatSent = posts.filter((p) => p.chat === chat).map((p) => p.postedAt);
      if (chatSendDelay(chatSent, now) > 0) continue;
      await sendItem(item.id);
    }
    await markEnded(services.now(), settings);
    await sendDigests(services.now(), settings);
    await arm();
  }

  /** Sets the `queue` alarm to the next slot, digest or heartbeat; clears it when nothing waits. */
  async function arm(): Promise<void> {
    const now = services.now();
    const [items, settings, posts] = await Promise.all([store.items(), queueSettingsRecord.get(), store.posts()]);
    const times: number[] = [];
    for (const i of items) {
      if (i.status === 'waiting') times.push(Math.max(i.slotAt ?? now, now + MINUTE / 2));
      if (i.status === 'waiting' || i.status === 'needs_approval') times.push(now + HEARTBEAT_MS);
    }
    for (const [id, s] of Object.entries(settings.destinations)) {
      if (s.digest) times.push(nextDigestTime(s, settings.timeZone, now));
      if (
        s.markEnded &&
        posts.some((p) => p.destinationId === id && p.ended === null && p.postedAt > now - ENDED_WATCH_MS)
      )
        times.push(now + HEARTBEAT_MS);
    }
    const alarms = services.browser.alarms;
    if (times.length === 0) {
      await alarms.clear(QUEUE_ALARM);
      return;
    }
    await alarms.create(QUEUE_ALARM, { when: Math.min(...times) });
  }

  return { add, postNow, state, saveSettings, act, tick, arm, store };
}

const REFUSALS = {
  not_now: 'queueNotNow',
  empty_caption: 'queueEmptyCaption',
  already_sending: 'queueAlreadySending',
} as const;

const ENDED_WORDS = {
  campaignGone: 'queueEndedCampaignGone',
  accessLost: 'queueEndedAccessLost',
  offerEnded: 'queueEndedOfferEnded',
  offerGone: 'queueEndedOfferGone',
} as const;

function failureWords(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
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

function nextDigestTime(s: DestinationQueueSettings, timeZone: string, now: number): number {
  const today = digestTime(s, timeZone, now);
  return today > now ? today : digestTime(s, timeZone, now + 86_400_000);
}
