// Marking a sent post whose deal ended, once: the post is claimed (ended_at set, committed) before Telegram is asked,
// so it is never edited twice; its text gets the extension's "ended" line first (lib/queue/ended-mark.ts) and its
// Buy now button is taken away.
import type { Job } from 'pg-boss';
import { endedText } from '../../lib/queue/ended-mark';
import type { Relay } from '../context';
import { iso } from '../db/database';
import { audit } from '../team/audit';
import { findDestination } from '../team/destinations';
import { postFromRow } from './post-row';

export const ENDED_MARK = 'Deal ended';

export async function runEndedJob(relay: Relay, job: Job<{ postId: string }>): Promise<void> {
  const now = relay.clock.now();
  const claimed = await relay.db.transaction(async (sql) => {
    const { rows } = await sql.query(
      `UPDATE relay.posts SET ended_at = $2 WHERE id = $1 AND state = 'posted' AND ended_at IS NULL
         AND message_id IS NOT NULL RETURNING *`,
      [job.data.postId, iso(now)],
    );
    if (!rows[0]) return null;
    const post = postFromRow(rows[0]);
    const destination = await findDestination(sql, post.teamId, post.destinationId);
    return destination?.settings.markEnded ? { post, destination } : null;
  });
  if (!claimed) return;
  const { post, destination } = claimed;
  let failure: string | null = null;
  try {
    const token = relay.sealer.open(destination.tokenSealed, destination.id);
    await relay.telegram(token, 'editMessageText', {
      chat_id: destination.chat,
      message_id: post.messageId,
      text: endedText(post.firstHtml ?? '', ENDED_MARK, false),
      parse_mode: 'HTML',
      reply_markup: { inline_keyboard: [] },
    });
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  await relay.db.transaction(async (sql) => {
    if (failure) await sql.query('UPDATE relay.posts SET ended_failure = $2 WHERE id = $1', [post.id, failure]);
    await audit(sql, {
      teamId: post.teamId,
      memberId: null,
      action: failure ? 'post.ended_edit_failed' : 'post.ended',
      subject: post.id,
      detail: failure ? { failure } : {},
      at: now,
    });
  });
}
