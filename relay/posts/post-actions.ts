// A member's action on a queued post, checked by the extension's own transitions (lib/queue/queue-item.ts): approve,
// edit the caption, reschedule (the next free slot), post now, remove; and for a post held as "outcome unknown",
// the person's verdict after looking in the chat (it is there: confirm it as sent). Each runs in one transaction
// with the post locked; a change that makes the post due creates its new send job (a newer generation), and the
// duplicate guard moves with its slot.
import { type QueueEvent, transition } from '../../lib/queue/queue-item';
import type { Relay } from '../context';
import { iso, type Sql } from '../db/database';
import { forbidden, notFound, RelayError } from '../http/errors';
import { enqueueEnded, enqueueSend } from '../jobs';
import { audit } from '../team/audit';
import { type Destination, findDestination } from '../team/destinations';
import type { MemberRow } from '../team/members';
import { can } from '../team/roles';
import type { Team } from '../team/teams';
import { duplicateRefusal } from './add-post';
import { checkCaption } from './captions';
import { asQueueItem, lockPost, type Post, type PostState, postFromRow } from './post-row';
import { freeSlot, guardRange, lockDestination } from './slots';

export type PostAction =
  | { action: 'approve' }
  | { action: 'editCaption'; caption: string }
  | { action: 'reschedule' }
  | { action: 'postNow' }
  | { action: 'remove' }
  | { action: 'confirmSent' }
  | { action: 'markEnded' };

const REFUSALS = {
  not_now: 'This post cannot do that in its current state.',
  empty_caption: 'The caption is empty.',
  already_sending: 'This post is being sent right now.',
} as const;

interface Guarded {
  destination: Destination;
  key: string | null;
  postId: string;
}

interface Who {
  team: Team;
  member: MemberRow;
}

/** A contributor may edit or remove only their own post while it waits for approval; the rest is an editor's. */
function allowed(who: Who, post: Post, request: PostAction): void {
  if (can(who.member.role, 'run the queue')) return;
  const own = post.memberId === who.member.id && post.state === 'needs_approval';
  if (own && (request.action === 'editCaption' || request.action === 'remove')) return;
  throw forbidden(request.action === 'approve' ? 'approve posts' : 'change this post');
}

export async function actOnPost(relay: Relay, who: Who, postId: string, request: PostAction): Promise<Post> {
  let guarded: Guarded | null = null;
  try {
    return await relay.db.transaction(async (sql) => {
      const found = await lockPost(sql, who.team.id, postId);
      if (!found) throw notFound('post');
      allowed(who, found, request);
      const destination = await findDestination(sql, who.team.id, found.destinationId);
      if (!destination) throw notFound('destination');
      guarded = { destination, key: found.productKey, postId };
      await lockDestination(sql, destination.id);
      const next = await apply(relay, sql, who, found, destination, request);
      await audit(sql, {
        teamId: who.team.id,
        memberId: who.member.id,
        action: `post.${request.action}`,
        subject: postId,
        detail: { from: found.state, to: next.state, slotAt: next.slotAt },
        at: relay.clock.now(),
      });
      return next;
    });
  } catch (error) {
    const conflict = guarded as Guarded | null;
    if ((error as { code?: string }).code === '23P01' && conflict) {
      const { destination, key } = conflict;
      const now = relay.clock.now();
      throw await duplicateRefusal(relay.db.pool, destination, key, who.team.duplicateHours, now, postId);
    }
    throw error;
  }
}

async function apply(
  relay: Relay,
  sql: Sql,
  who: Who,
  post: Post,
  destination: Destination,
  request: PostAction,
): Promise<Post> {
  const now = relay.clock.now();
  if (request.action === 'confirmSent' || request.action === 'markEnded') {
    return verdict(relay, sql, post, destination, request.action, now);
  }
  const item = asQueueItem(post, now);
  if (!item) throw notFound('post');
  if (request.action === 'editCaption') checkCaption(destination, request.caption);
  const event = await eventOf(sql, post, destination, who.team.timeZone, request, now);
  const result = transition(item, event);
  if (!result.ok) throw new RelayError(409, result.reason, REFUSALS[result.reason]);
  if (!result.item) return save(sql, post, { state: 'removed' });
  let slotAt = result.item.slotAt ?? now;
  // Approved after its slot passed: the next free slot instead, so it is not missed at once.
  if (request.action === 'approve' && slotAt < now)
    slotAt = await freeSlot(sql, destination, who.team.timeZone, now, post.id);
  const state = result.item.status as PostState;
  const due = state === 'waiting' && (slotAt !== post.slotAt || post.state !== 'waiting');
  const next = await save(sql, post, {
    state,
    caption: result.item.caption,
    slotAt,
    failure: result.item.failure,
    generation: due ? post.generation + 1 : post.generation,
    guardHours: slotAt !== post.slotAt ? who.team.duplicateHours : null,
  });
  if (due) await enqueueSend(relay.boss, sql, relay.clock, next);
  return next;
}

async function eventOf(
  sql: Sql,
  post: Post,
  destination: Destination,
  timeZone: string,
  request: PostAction,
  now: number,
): Promise<QueueEvent> {
  switch (request.action) {
    case 'approve':
      return { type: 'approve' };
    case 'editCaption':
      return { type: 'editCaption', caption: request.caption };
    case 'postNow':
      return { type: 'postNow', at: now };
    case 'remove':
      return { type: 'remove' };
    default:
      return { type: 'reschedule', slotAt: await freeSlot(sql, destination, timeZone, now, post.id) };
  }
}

/** A person's word on a sent or held post: it is in the chat after all, or its deal ended. */
async function verdict(
  relay: Relay,
  sql: Sql,
  post: Post,
  destination: Destination,
  action: 'confirmSent' | 'markEnded',
  now: number,
): Promise<Post> {
  if (action === 'confirmSent') {
    if (post.state !== 'unknown') throw new RelayError(409, 'not_now', 'Only a post whose outcome is unknown.');
    return save(sql, post, { state: 'posted', postedAt: post.sendingAt ?? now, failure: null });
  }
  if (post.state !== 'posted' || post.endedAt !== null || post.messageId === null) {
    throw new RelayError(409, 'not_now', 'Only a sent post not yet marked ended.');
  }
  if (!destination.settings.markEnded) {
    throw new RelayError(409, 'not_now', `${destination.name} does not mark ended deals: the owner turns it on.`);
  }
  await enqueueEnded(relay.boss, sql, relay.clock, post.id, now);
  return post;
}

interface Changes {
  state?: PostState;
  caption?: string;
  slotAt?: number;
  failure?: string | null;
  generation?: number;
  guardHours?: number | null;
  postedAt?: number;
}

async function save(sql: Sql, post: Post, c: Changes): Promise<Post> {
  const slotAt = c.slotAt ?? post.slotAt;
  const { rows } = await sql.query(
    `UPDATE relay.posts SET state = $2, caption = $3, slot_at = $4, failure = $5, generation = $6,
            guard = COALESCE($7::tstzrange, guard), posted_at = COALESCE($8, posted_at)
      WHERE id = $1 RETURNING *`,
    [
      post.id,
      c.state ?? post.state,
      c.caption ?? post.caption,
      iso(slotAt),
      c.failure === undefined ? post.failure : c.failure,
      c.generation ?? post.generation,
      c.guardHours === null || c.guardHours === undefined ? null : guardRange(slotAt, c.guardHours),
      iso(c.postedAt ?? null),
    ],
  );
  return postFromRow(rows[0]);
}
