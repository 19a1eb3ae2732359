// The audit log: every action a member takes and everything the relay does on the team's behalf (a post sent, held,
// marked ended), written in the same transaction as the change it tells of.
import type { Sql } from '../db/database';
import { iso } from '../db/database';

export interface AuditEntry {
  teamId: string;
  /** Null for the relay itself (a send, a digest). */
  memberId: string | null;
  action: string;
  subject?: string | null;
  detail?: Record<string, unknown>;
  at: number;
}

export async function audit(sql: Sql, entry: AuditEntry): Promise<void> {
  await sql.query(
    'INSERT INTO relay.audit (team_id, member_id, action, subject, detail, at) VALUES ($1, $2, $3, $4, $5, $6)',
    [entry.teamId, entry.memberId, entry.action, entry.subject ?? null, entry.detail ?? {}, iso(entry.at)],
  );
}

export async function auditLog(sql: Sql, teamId: string, afterId: number, limit: number) {
  const { rows } = await sql.query(
    `SELECT a.id, a.action, a.subject, a.detail, a.at, a.member_id, m.name AS member_name
       FROM relay.audit a LEFT JOIN relay.members m ON m.id = a.member_id
      WHERE a.team_id = $1 AND a.id > $2 ORDER BY a.id LIMIT $3`,
    [teamId, afterId, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at as number,
    action: r.action as string,
    subject: r.subject as string | null,
    detail: r.detail as Record<string, unknown>,
    member: r.member_id ? { id: r.member_id as string, name: r.member_name as string } : null,
  }));
}
