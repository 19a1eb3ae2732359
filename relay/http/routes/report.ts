// The team's report: per member, the posts they added by state and the earnings their sub ID tag brought (rows the
// extension records from the network's own reports, which carry the tag); and "posts sent since", for the
// extension's History to record what the relay sent.
import { Hono } from 'hono';
import type { Relay } from '../../context';
import { iso } from '../../db/database';
import { audit } from '../../team/audit';
import { must } from '../../team/roles';
import { readBody, readQuery } from '../body';
import type { RelayEnv } from '../env';
import { EarningsBody, ReportQuery, SinceQuery } from '../schemas';
import { postsWithNames } from './queue';

interface MemberReport {
  id: string;
  name: string;
  subId: string;
  /** Posts added in the period, by state. */
  posts: Record<string, number>;
  /** Earnings recorded for the member's sub ID tag, by currency. */
  earnings: Record<string, number>;
}

export function reportRoutes(relay: Relay) {
  const app = new Hono<RelayEnv>();
  app.get('/report', async (c) => {
    const { team } = c.get('who');
    const { from = 0, to = relay.clock.now() } = readQuery(c, ReportQuery);
    const posts = await relay.db.query(
      `SELECT m.id, m.name, m.sub_id, p.state, count(p.id)::int AS n
         FROM relay.members m LEFT JOIN relay.posts p
           ON p.member_id = m.id AND p.created_at >= $2 AND p.created_at <= $3 AND p.state <> 'removed'
        WHERE m.team_id = $1 GROUP BY m.id, m.name, m.sub_id, p.state`,
      [team.id, iso(from), iso(to)],
    );
    const earnings = await relay.db.query(
      `SELECT sub_id, currency, sum(amount) AS amount FROM relay.earnings
        WHERE team_id = $1 AND day >= $2::date AND day <= $3::date GROUP BY sub_id, currency`,
      [team.id, iso(from)?.slice(0, 10), iso(to)?.slice(0, 10)],
    );
    const members = new Map<string, MemberReport>();
    for (const r of posts.rows) {
      const m: MemberReport = members.get(r.id) ?? { id: r.id, name: r.name, subId: r.sub_id, posts: {}, earnings: {} };
      if (r.state) m.posts[r.state] = r.n;
      members.set(r.id, m);
    }
    const bySubId = new Map([...members.values()].map((m) => [m.subId, m]));
    const unassigned: Record<string, number> = {};
    for (const r of earnings.rows) {
      const target: Record<string, number> = bySubId.get(r.sub_id)?.earnings ?? unassigned;
      target[r.currency] = (target[r.currency] ?? 0) + Number(r.amount);
    }
    return c.json({ from, to, members: [...members.values()], unassigned });
  });
  app.put('/earnings', async (c) => {
    const { team, member } = c.get('who');
    must(member.role, 'record earnings');
    const { rows } = await readBody(c, EarningsBody);
    await relay.db.transaction(async (sql) => {
      for (const r of rows) {
        await sql.query(
          `INSERT INTO relay.earnings (team_id, sub_id, day, currency, amount) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (team_id, sub_id, day, currency) DO UPDATE SET amount = EXCLUDED.amount`,
          [team.id, r.subId, r.day, r.currency, r.amount],
        );
      }
      await audit(sql, {
        teamId: team.id,
        memberId: member.id,
        action: 'earnings.recorded',
        detail: { rows: rows.length },
        at: relay.clock.now(),
      });
    });
    return c.json({ recorded: rows.length });
  });
  app.get('/posts/sent', async (c) => {
    const { team } = c.get('who');
    const { since, limit } = readQuery(c, SinceQuery);
    const posts = await postsWithNames(
      relay,
      'p.team_id = $1 AND p.posted_at > $2',
      [team.id, iso(since)],
      `ORDER BY p.posted_at, p.id LIMIT ${limit}`,
    );
    const last = posts[posts.length - 1];
    return c.json({ posts, next: posts.length === limit && last ? last.postedAt : null });
  });
  return app;
}
