// The relay's queue, as Options -> Queue shows it and as the Post dialog's Add to queue fills it while connected. The
// post is made here as for this browser's queue (preparePost: the destination's channel, Short links, the card's
// deal), with the member's sub ID tag in its link, and handed to the relay's destination for the same chat; the
// relay keeps it, sends it at its slot, and its duplicate guard answers for the whole team.
import { localValidationError } from '../core/api/errors';
import type { Kernel } from '../core/background/kernel';
import { t } from '../core/i18n';
import { parseWebUrl } from '../core/web-url';
import { linkFields } from '../links/link-options';
import { type Destination, destinationsRecord } from '../posting/destination';
import { type MadeLink, type PostSource, preparePost } from '../posting/prepare-post';
import { checkCaption } from '../queue/dialog-post';
import type { Duplicate } from '../queue/duplicate-decision';
import type { QueueStatus } from '../queue/queue-item';
import { type RelayPost, readAcknowledged, readDestinations, readPost, readQueue } from './relay-answers';
import { callOf, connectionOf } from './relay-call';
import { relayAnswer, relayRequest } from './relay-client';
import type { RelayConnection } from './relay-connection';
import type { RelayHistory } from './relay-history';
import { memberSubIds } from './sub-id';

/** The relay's states as the Queue's five (a send under way is still Waiting; outcome unknown is Failed). */
const STATUS: Record<Exclude<RelayPost['state'], 'removed'>, QueueStatus> = {
  needs_approval: 'needs_approval',
  waiting: 'waiting',
  sending: 'waiting',
  posted: 'posted',
  unknown: 'failed',
  failed: 'failed',
  missed: 'missed',
};

export type RelayAction = 'postNow' | 'approve' | 'remove' | 'reschedule' | 'editCaption';

const sameChat = (a: string, b: string) =>
  a.trim().replace(/^@/, '').toLowerCase() === b.trim().replace(/^@/, '').toLowerCase();

function viewOf(post: RelayPost, connection: RelayConnection) {
  const { role, id } = connection.member;
  const editor = role === 'owner' || role === 'editor';
  const status = STATUS[post.state as keyof typeof STATUS];
  const ownWaiting = post.memberId === id && post.state === 'needs_approval';
  return {
    id: post.id,
    status,
    when: post.postedAt ?? post.slotAt,
    destinationName: post.destinationName,
    title: post.title || post.caption.split('\n', 1)[0] || '',
    memberName: post.memberName,
    failure: post.failure,
    postUrl: parseWebUrl(post.postUrl)?.href ?? null,
    may: {
      approve: editor && post.state === 'needs_approval',
      postNow: editor && ['waiting', 'missed', 'failed', 'unknown', 'needs_approval'].includes(post.state),
      remove: (editor || ownWaiting) && post.state !== 'sending',
    },
  };
}
export type RelayItemView = ReturnType<typeof viewOf>;

/** This browser's Telegram destination, and the relay's one for the same chat. */
async function destinationsFor(k: Kernel, connection: RelayConnection, destinationId: string) {
  const local = (await destinationsRecord.get()).find((d) => d.id === destinationId);
  if (!local) throw localValidationError('destination', t('postingNoSuchDestination'));
  if (local.sendsTo !== 'telegram') throw localValidationError('destination', t('queueTelegramOnly'));
  const { destinations } = await relayRequest(callOf(k, connection), 'GET', '/destinations', readDestinations);
  const remote = destinations.find((d) => sameChat(d.chat, local.chat));
  if (!remote) throw localValidationError('destination', t('relayNoDestination', local.chat));
  return { local, remote };
}

/** The made link again with the member's tag in Sub ID 4, and the caption with that link in place of the first. */
async function taggedPost(k: Kernel, made: MadeLink, caption: string, subId: string) {
  const used = { ...made.used, subIds: memberSubIds(subId, made.used.subIds) };
  const ctx = await k.api.context();
  const answer = await k.linkCaches.conversions.withMeta(ctx, { url: made.pageUrl, ...linkFields(used) });
  const result = answer.value;
  const link = parseWebUrl(used.shorten && result.short_url ? result.short_url : result.tracking_url)?.href;
  if (!link) throw localValidationError('link', t('postingNotALink'));
  return { link, caption: caption.split(made.link).join(link) };
}

export interface RelayAdd {
  destinationId: string;
  source: PostSource;
  postId: string;
  caption: string;
  title: string;
  force: boolean;
}

/** Add to queue's answer, as the dialog reads this browser's queue's. */
export type RelayAddAnswer =
  | { duplicate: Duplicate }
  | { queued: { destinationName: string; slotAt: number; status: QueueStatus }; unchecked?: true };

export function createRelayQueue(k: Kernel, history: RelayHistory) {
  async function state() {
    const connection = await connectionOf();
    // The page's visit is also a moment to bring History up to date.
    history.sync().catch(() => {});
    const { posts } = await relayRequest(callOf(k, connection), 'GET', '/queue', readQueue);
    const items = posts
      .filter((p) => p.state !== 'removed')
      .map((p) => viewOf(p, connection))
      .sort((a, b) => a.when - b.when);
    return { team: connection.team.name, role: connection.member.role, items };
  }

  async function add(request: RelayAdd): Promise<RelayAddAnswer> {
    const connection = await connectionOf();
    const { local, remote } = await destinationsFor(k, connection, request.destinationId);
    checkCaption(local as Destination, request.caption);
    const prepared = await preparePost(k, local, request.source, request.postId);
    const post = prepared.made
      ? await taggedPost(k, prepared.made, request.caption, connection.member.subId)
      : { link: prepared.link, caption: request.caption };
    if (!parseWebUrl(post.link)) throw localValidationError('link', t('relayNeedsLink'));
    const answer = await relayAnswer(callOf(k, connection), 'POST', '/queue', readPost, {
      destinationId: remote.id,
      caption: post.caption,
      link: post.link,
      title: request.title,
      ...(prepared.pageUrl ? { pageUrl: prepared.pageUrl } : {}),
      ...(request.force ? { force: true } : {}),
    });
    if ('duplicate' in answer) {
      if (!answer.duplicate) throw answer.refusal;
      const { member, at, posted, postUrl } = answer.duplicate;
      const duplicate: Duplicate = { at, destinationName: remote.name, postUrl, queued: !posted, by: member };
      return { duplicate };
    }
    const { slotAt, state: relayState, destinationName } = answer.data.post;
    const status = relayState === 'needs_approval' ? 'needs_approval' : 'waiting';
    return { queued: { destinationName, slotAt, status } };
  }

  async function act(id: string, action: RelayAction, caption?: string) {
    const call = callOf(k, await connectionOf());
    const path = `/queue/${encodeURIComponent(id)}`;
    if (action === 'remove') await relayRequest(call, 'DELETE', path, readAcknowledged);
    else if (action === 'editCaption')
      await relayRequest(call, 'PATCH', path, readAcknowledged, { caption: caption ?? '' });
    else {
      const route = { approve: 'approve', postNow: 'post-now', reschedule: 'reschedule' }[action];
      await relayRequest(call, 'POST', `${path}/${route}`, readAcknowledged);
    }
    return state();
  }

  return { state, add, act };
}
