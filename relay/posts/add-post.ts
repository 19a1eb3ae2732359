// Add to queue: the caption checked, the product keyed, a slot taken and the row written with its duplicate guard
// range, in one transaction with the post's send job. The guard is the database's exclusion constraint: of two
// members adding the same product to one destination at the same moment, one gets the post and the other a 409
// naming who queued it and when.
import { randomUUID } from 'node:crypto';
import type { Relay } from '../context';
import { iso, type Sql } from '../db/database';
import { RelayError } from '../http/errors';
import { enqueueSend } from '../jobs';
import { audit } from '../team/audit';
import type { Destination } from '../team/destinations';
import type { MemberRow } from '../team/members';
import { can } from '../team/roles';
import type { Team } from '../team/teams';
import { checkCaption } from './captions';
import { type Post, postFromRow } from './post-row';
import { postProductKey } from './product-keys';
import { freeSlot, guardRange, lockDestination } from './slots';

export interface NewPost {
  caption: string;
  title: string;
  link: string;
  pageUrl?: string | undefined;
  endsAt?: number | undefined;
  /** Post anyway: the duplicate guard is passed over (editors and the owner only). */
  force?: boolean | undefined;
}

const EXCLUSION_VIOLATION = '23P01';

export async function addPost(
  relay: Relay,
  who: { team: Team; member: MemberRow },
  destination: Destination,
  input: NewPost,
): Promise<Post> {
  checkCaption(destination, input.caption);
  const trusted = can(who.member.role, 'post without approval');
  if (input.force && !trusted)
    throw new RelayError(403, 'forbidden', 'Your role may not post past the duplicate guard.');
  const key = await postProductKey(input, relay.expand);
  try {
    return await relay.db.transaction(async (sql) => {
      await lockDestination(sql, destination.id);
      const now = relay.clock.now();
      const slotAt = await freeSlot(sql, destination, who.team.timeZone, now);
      const approval = !trusted || destination.settings.askBeforePosting;
      const { rows } = await sql.query(
        `INSERT INTO relay.posts (id, team_id, destination_id, member_id, caption, title, link, product_key, forced,
           slot_at, guard, state, created_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *`,
        [
          randomUUID(),
          who.team.id,
          destination.id,
          who.member.id,
          input.caption,
          input.title,
          input.link,
          key,
          input.force === true,
          iso(slotAt),
          guardRange(slotAt, who.team.duplicateHours),
          approval ? 'needs_approval' : 'waiting',
          iso(now),
          iso(input.endsAt ?? null),
        ],
      );
      const post = postFromRow(rows[0]);
      if (post.state === 'waiting') await enqueueSend(relay.boss, sql, relay.clock, post);
      await audit(sql, {
        teamId: who.team.id,
        memberId: who.member.id,
        action: 'post.added',
        subject: post.id,
        detail: { destination: destination.name, slotAt, state: post.state, productKey: key, forced: post.forced },
        at: now,
      });
      return post;
    });
  } catch (error) {
    if ((error as { code?: string }).code === EXCLUSION_VIOLATION) {
      throw await duplicateRefusal(relay.db.pool, destination, key, who.team.duplicateHours, relay.clock.now());
    }
    throw error;
  }
}

/** The 409 for a post the guard stopped: who queued (or sent) the same product, and when. */
export async function duplicateRefusal(
  sql: Sql,
  destination: Destination,
  key: string | null,
  windowHours: number,
  at: number,
  exceptPostId: string | null = null,
): Promise<RelayError> {
  const { rows } = await sql.query(
    `SELECT p.id, p.state, p.created_at, p.posted_at, p.post_url, m.name AS member_name
       FROM relay.posts p JOIN relay.members m ON m.id = p.member_id
      WHERE p.destination_id = $1 AND p.product_key = $2 AND NOT p.forced
        AND (p.state IN ('needs_approval', 'waiting', 'sending', 'posted', 'unknown') OR p.posted_at IS NOT NULL)
        AND (p.posted_at IS NULL OR p.posted_at > $3) AND p.id IS DISTINCT FROM $4
      ORDER BY p.created_at LIMIT 1`,
    [destination.id, key, iso(at - windowHours * 3_600_000), exceptPostId],
  );
  const found = rows[0];
  if (!found) return new RelayError(409, 'duplicate', `This product is already queued for ${destination.name}.`);
  const sent = found.posted_at !== null;
  const when = new Date((sent ? found.posted_at : found.created_at) as number).toISOString();
  return new RelayError(
    409,
    'duplicate',
    `${sent ? 'Already posted' : 'Already queued'} by ${found.member_name} at ${when} (${destination.name}).`,
    { postId: found.id, member: found.member_name, at: when, state: found.state, postUrl: found.post_url },
  );
}
