// A queued post as the relay keeps it, and the same post as the extension's queue model (lib/queue/queue-item.ts),
// so the relay's actions follow the extension's transitions. The relay has two states more than the extension's:
// `sending` (committed before Telegram is asked) and `unknown` (a send with no answer, held for a person), and a
// removed post stays on record (`removed`) for the audit log and, once it was sent, for the duplicate guard.
import type { QueueItem, QueueStatus } from '../../lib/queue/queue-item';
import type { Sql } from '../db/database';

export const POST_STATES = [
  'needs_approval',
  'waiting',
  'sending',
  'posted',
  'unknown',
  'failed',
  'missed',
  'removed',
] as const;
export type PostState = (typeof POST_STATES)[number];

export const OUTCOME_UNKNOWN =
  'Outcome unknown: the relay stopped, or Telegram did not answer, while this post was being sent. Look in the ' +
  'chat: if it is there, remove it from the queue; if not, post it now.';

export interface Post {
  id: string;
  teamId: string;
  destinationId: string;
  memberId: string;
  caption: string;
  title: string;
  link: string;
  productKey: string | null;
  forced: boolean;
  slotAt: number;
  state: PostState;
  generation: number;
  createdAt: number;
  sendingAt: number | null;
  sendingBy: string | null;
  postedAt: number | null;
  messageId: number | null;
  postUrl: string | null;
  firstHtml: string | null;
  failure: string | null;
  endsAt: number | null;
  endedAt: number | null;
  endedFailure: string | null;
}

export function postFromRow(r: Record<string, unknown>): Post {
  return {
    id: r.id as string,
    teamId: r.team_id as string,
    destinationId: r.destination_id as string,
    memberId: r.member_id as string,
    caption: r.caption as string,
    title: r.title as string,
    link: r.link as string,
    productKey: r.product_key as string | null,
    forced: r.forced as boolean,
    slotAt: r.slot_at as number,
    state: r.state as PostState,
    generation: r.generation as number,
    createdAt: r.created_at as number,
    sendingAt: r.sending_at as number | null,
    sendingBy: r.sending_by as string | null,
    postedAt: r.posted_at as number | null,
    messageId: r.message_id as number | null,
    postUrl: r.post_url as string | null,
    firstHtml: r.first_html as string | null,
    failure: r.failure as string | null,
    endsAt: r.ends_at as number | null,
    endedAt: r.ended_at as number | null,
    endedFailure: r.ended_failure as string | null,
  };
}

const STATUS: Record<Exclude<PostState, 'removed'>, QueueStatus> = {
  needs_approval: 'needs_approval',
  waiting: 'waiting',
  sending: 'waiting',
  posted: 'posted',
  unknown: 'failed',
  failed: 'failed',
  missed: 'missed',
};

/** The post as the extension's queue item; a send under way counts as under way however long it takes. */
export function asQueueItem(post: Post, now: number): QueueItem | null {
  if (post.state === 'removed') return null;
  return {
    id: post.id,
    destinationId: post.destinationId,
    caption: post.caption,
    productKey: post.productKey,
    slotAt: post.slotAt,
    status: STATUS[post.state],
    createdAt: post.createdAt,
    sendingSince: post.state === 'sending' ? now : null,
    postedAt: post.postedAt,
    messageId: post.messageId,
    failure: post.failure,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function lockPost(sql: Sql, teamId: string, id: string): Promise<Post | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await sql.query('SELECT * FROM relay.posts WHERE team_id = $1 AND id = $2 FOR UPDATE', [teamId, id]);
  return rows[0] ? postFromRow(rows[0]) : null;
}

/** What members see of a post: all of it (the caption and link are the team's own), with who added it. */
export function postView(post: Post, names: { member: string; destination: string }) {
  const { teamId: _team, firstHtml: _html, sendingBy: _by, generation: _generation, ...rest } = post;
  return { ...rest, memberName: names.member, destinationName: names.destination };
}
