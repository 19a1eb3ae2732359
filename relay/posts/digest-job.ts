// A destination's daily digest, at its time in the team's zone (a pg-boss schedule per destination): the day's sent
// posts whose deal has not ended, in as many messages as Telegram's limit needs (lib/queue/digest.ts). Claimed per
// destination and day before anything is sent, so two instances never send one digest twice.
import type { Job, PgBoss } from 'pg-boss';
import { digestTexts } from '../../lib/queue/digest';
import { zonedParts } from '../../lib/queue/zoned-time';
import type { Relay } from '../context';
import { DIGEST_QUEUE } from '../jobs';
import { audit } from '../team/audit';
import type { Destination } from '../team/destinations';
import { findTeam } from '../team/teams';

function localDay(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Keeps the destination's digest schedule as its settings say (on at its time, or off). */
export async function scheduleDigest(boss: PgBoss, destination: Destination, timeZone: string): Promise<void> {
  const { digest, digestAt } = destination.settings;
  if (!digest) {
    await boss.unschedule(DIGEST_QUEUE, destination.id);
    return;
  }
  const [hours, minutes] = digestAt.split(':').map(Number);
  await boss.schedule(
    DIGEST_QUEUE,
    `${minutes} ${hours} * * *`,
    { destinationId: destination.id },
    {
      tz: timeZone,
      key: destination.id,
    },
  );
}

export async function runDigestJob(relay: Relay, job: Job<{ destinationId: string }>): Promise<number> {
  const now = relay.clock.now();
  const claimed = await relay.db.transaction(async (sql) => {
    const { rows } = await sql.query(
      'SELECT team_id, name, chat, token_sealed, settings FROM relay.destinations WHERE id = $1',
      [job.data.destinationId],
    );
    const d = rows[0];
    const team = d ? await findTeam(sql, d.team_id as string) : null;
    if (!d || !team) return null;
    const day = localDay(now, team.timeZone);
    const fresh = await sql.query('INSERT INTO relay.digests VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      job.data.destinationId,
      day,
    ]);
    if (fresh.rowCount === 0) return null;
    const posts = await sql.query(
      `SELECT title, link, posted_at FROM relay.posts WHERE destination_id = $1 AND posted_at > $2
         AND ended_at IS NULL ORDER BY posted_at`,
      [job.data.destinationId, new Date(now - 86_400_000).toISOString()],
    );
    const lines = posts.rows
      .filter((p) => localDay(p.posted_at as number, team.timeZone) === day)
      .map((p) => ({ title: p.title as string, link: p.link as string }));
    return { d, team, lines };
  });
  if (!claimed || claimed.lines.length === 0) return 0;
  const { d, team, lines } = claimed;
  const token = relay.sealer.open(d.token_sealed as string, job.data.destinationId);
  const texts = digestTexts(`Today's deals on ${d.name as string}`, lines);
  for (const text of texts) {
    await relay.telegram(token, 'sendMessage', {
      chat_id: d.chat,
      text,
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    });
  }
  await audit(relay.db.pool, {
    teamId: team.id,
    memberId: null,
    action: 'digest.sent',
    subject: job.data.destinationId,
    detail: { posts: lines.length, messages: texts.length },
    at: now,
  });
  return texts.length;
}
