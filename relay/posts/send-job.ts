// The send job of one post. The post is claimed (`sending`, committed) before Telegram is asked, so a second
// instance, a retry or a restart never sends it again: a job that finds its post still `sending` knows the send
// before it was cut off and holds the post as "outcome unknown" for a person. Telegram's refusals mean nothing was
// posted (failed; a 429 waits its turn); no answer means the post may be in the chat (unknown).
import type { Job } from 'pg-boss';
import { TelegramRefusal } from '../../lib/posting/telegram-client';
import { checkQueue, DUE_GRACE_MS } from '../../lib/queue/missed';
import { chatSendDelay } from '../../lib/queue/slots';
import type { Relay } from '../context';
import { iso, type Sql } from '../db/database';
import { enqueueEnded, enqueueSend, handOverMs, type SendJob } from '../jobs';
import { audit } from '../team/audit';
import { type Destination, findDestination } from '../team/destinations';
import { asQueueItem, OUTCOME_UNKNOWN, type Post, postFromRow } from './post-row';
import { type Sent, sendToTelegram } from './send-telegram';

type Claim = { send: true; post: Post; destination: Destination; token: string } | { send: false };

export async function runSendJob(relay: Relay, job: Job<SendJob>): Promise<void> {
  const claim = await relay.db.transaction((sql) => claimPost(relay, sql, job.data));
  if (!claim.send) return;
  const { post, destination, token } = claim;
  let sent: Sent;
  try {
    sent = await sendToTelegram(relay.telegram, token, destination, post);
  } catch (error) {
    await settleFailure(relay, post, error);
    return;
  }
  await relay.db.transaction(async (sql) => {
    const now = relay.clock.now();
    await sql.query(
      `UPDATE relay.posts SET state = 'posted', posted_at = $2, message_id = $3, post_url = $4, first_html = $5,
              failure = NULL WHERE id = $1`,
      [post.id, iso(now), sent.messageId, sent.postUrl, sent.firstHtml],
    );
    await audit(sql, {
      teamId: post.teamId,
      memberId: null,
      action: 'post.sent',
      subject: post.id,
      detail: { destination: destination.name, messageId: sent.messageId, postUrl: sent.postUrl },
      at: now,
    });
    if (destination.settings.markEnded && post.endsAt !== null) {
      await enqueueEnded(relay.boss, sql, relay.clock, post.id, post.endsAt);
    }
  });
}

/** How late a slot may be sent: the extension's grace, and the time the engine takes to hand on a dead job (a
 * crashed instance is not a missed slot; a relay down for longer is). */
function graceMs(relay: Relay): number {
  return DUE_GRACE_MS + relay.clock.span(handOverMs(relay.config));
}

async function claimPost(relay: Relay, sql: Sql, job: SendJob): Promise<Claim> {
  const { rows } = await sql.query('SELECT * FROM relay.posts WHERE id = $1 FOR UPDATE', [job.postId]);
  if (!rows[0]) return { send: false };
  const post = postFromRow(rows[0]);
  // A reschedule, Post now or approval made a newer job: this one is spent.
  if (post.generation !== job.generation) return { send: false };
  const now = relay.clock.now();
  if (post.state === 'sending') {
    await hold(sql, post, now, 'post.outcome_unknown', OUTCOME_UNKNOWN, 'unknown');
    return { send: false };
  }
  const item = asQueueItem(post, now);
  if (!item || post.state !== 'waiting') return { send: false };
  const check = checkQueue([item], { now, lastRunningAt: null, graceMs: graceMs(relay) });
  if (check.missed.length > 0) {
    const words = 'Missed: the relay was not running at this post’s slot. Post it now or reschedule it.';
    await hold(sql, post, now, 'post.missed', words, 'missed');
    return { send: false };
  }
  if (check.due.length === 0) {
    await enqueueSend(relay.boss, sql, relay.clock, post);
    return { send: false };
  }
  const destination = await findDestination(sql, post.teamId, post.destinationId);
  if (!destination) return { send: false };
  const delay = await chatDelay(sql, destination, now);
  if (delay > 0) {
    await moveSlot(relay, sql, post, now + delay);
    return { send: false };
  }
  let token: string;
  try {
    token = relay.sealer.open(destination.tokenSealed, destination.id);
  } catch {
    const words = 'The destination’s bot token cannot be opened with this relay’s key: the owner sets it again.';
    await hold(sql, post, now, 'post.failed', words, 'failed');
    return { send: false };
  }
  await sql.query(`UPDATE relay.posts SET state = 'sending', sending_at = $2, sending_by = $3 WHERE id = $1`, [
    post.id,
    iso(now),
    relay.config.instance,
  ]);
  return { send: true, post, destination, token };
}

/** Telegram's limits put the post off: its slot moves to when it may go (the guard keeps the original time). */
async function moveSlot(relay: Relay, sql: Sql, post: Post, slotAt: number): Promise<void> {
  await sql.query(`UPDATE relay.posts SET state = 'waiting', sending_at = NULL, slot_at = $2 WHERE id = $1`, [
    post.id,
    iso(slotAt),
  ]);
  await enqueueSend(relay.boss, sql, relay.clock, { ...post, slotAt });
}

/** Telegram's 20 messages a minute to one chat, counted over every destination of the team that posts there. */
async function chatDelay(sql: Sql, destination: Destination, now: number): Promise<number> {
  const { rows } = await sql.query(
    `SELECT p.posted_at FROM relay.posts p JOIN relay.destinations d ON d.id = p.destination_id
      WHERE d.team_id = $1 AND d.chat = $2 AND p.posted_at > $3`,
    [destination.teamId, destination.chat, iso(now - 60_000)],
  );
  return chatSendDelay(
    rows.map((r) => r.posted_at as number),
    now,
  );
}

async function hold(
  sql: Sql,
  post: Post,
  now: number,
  action: string,
  words: string,
  state: 'unknown' | 'missed' | 'failed',
) {
  await sql.query('UPDATE relay.posts SET state = $2, failure = $3 WHERE id = $1', [post.id, state, words]);
  await audit(sql, { teamId: post.teamId, memberId: null, action, subject: post.id, at: now });
}

async function settleFailure(relay: Relay, post: Post, error: unknown): Promise<void> {
  await relay.db.transaction(async (sql) => {
    const now = relay.clock.now();
    if (error instanceof TelegramRefusal && error.code === 429 && error.retryAfter !== null) {
      // Nothing was posted: the post waits for Telegram's turn.
      await moveSlot(relay, sql, post, now + relay.clock.span(error.retryAfter * 1000));
      return;
    }
    if (error instanceof TelegramRefusal) {
      const words = `Telegram refused the post: ${error.code} ${error.description}`.trim();
      await sql.query(`UPDATE relay.posts SET state = 'failed', failure = $2 WHERE id = $1`, [post.id, words]);
      await audit(sql, { teamId: post.teamId, memberId: null, action: 'post.failed', subject: post.id, at: now });
      return;
    }
    await hold(sql, post, now, 'post.outcome_unknown', OUTCOME_UNKNOWN, 'unknown');
  });
}
