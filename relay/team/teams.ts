// A team: its name, its time zone (slots, active hours and the digest are read in it) and its duplicate window.
// Created with its owner, whose sign-in code is shown once.
import { randomUUID } from 'node:crypto';
import { DUPLICATE_WINDOW_HOURS } from '../../lib/queue/duplicate-guard';
import type { Database, Sql } from '../db/database';
import { iso } from '../db/database';
import { audit } from './audit';
import { addMember, type MemberRow, memberFromRow } from './members';

export interface Team {
  id: string;
  name: string;
  timeZone: string;
  duplicateHours: number;
  createdAt: number;
}

function fromRow(r: Record<string, unknown>): Team {
  return {
    id: r.id as string,
    name: r.name as string,
    timeZone: r.time_zone as string,
    duplicateHours: r.duplicate_hours as number,
    createdAt: r.created_at as number,
  };
}

export interface NewTeam {
  name: string;
  ownerName: string;
  timeZone: string;
  duplicateHours?: number;
  now: number;
}

export function createTeam(db: Database, input: NewTeam): Promise<{ team: Team; owner: MemberRow; code: string }> {
  return db.transaction((sql) => createTeamIn(sql, input));
}

export async function createTeamIn(sql: Sql, input: NewTeam): Promise<{ team: Team; owner: MemberRow; code: string }> {
  {
    const { rows } = await sql.query(
      `INSERT INTO relay.teams (id, name, time_zone, duplicate_hours, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [randomUUID(), input.name, input.timeZone, input.duplicateHours ?? DUPLICATE_WINDOW_HOURS, iso(input.now)],
    );
    const team = fromRow(rows[0]);
    const { member, code } = await addMember(sql, {
      teamId: team.id,
      name: input.ownerName,
      role: 'owner',
      now: input.now,
    });
    await audit(sql, {
      teamId: team.id,
      memberId: member.id,
      action: 'team.created',
      subject: team.name,
      at: input.now,
    });
    return { team, owner: member, code };
  }
}

export async function findTeam(sql: Sql, id: string): Promise<Team | null> {
  const { rows } = await sql.query('SELECT * FROM relay.teams WHERE id = $1', [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** A member and their team, in one query (every request asks). */
export async function findMemberAndTeam(sql: Sql, memberId: string): Promise<{ member: MemberRow; team: Team } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(memberId)) return null;
  const { rows } = await sql.query(
    `SELECT m.*, t.name AS team_name, t.time_zone, t.duplicate_hours, t.created_at AS team_created_at
       FROM relay.members m JOIN relay.teams t ON t.id = m.team_id WHERE m.id = $1`,
    [memberId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    member: memberFromRow(r),
    team: fromRow({ ...r, id: r.team_id, name: r.team_name, created_at: r.team_created_at }),
  };
}

export async function firstTeam(sql: Sql): Promise<Team | null> {
  const { rows } = await sql.query('SELECT * FROM relay.teams ORDER BY created_at LIMIT 1');
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function updateTeam(sql: Sql, id: string, changes: { timeZone?: string; duplicateHours?: number }) {
  await sql.query(
    `UPDATE relay.teams SET time_zone = COALESCE($2, time_zone), duplicate_hours = COALESCE($3, duplicate_hours)
      WHERE id = $1`,
    [id, changes.timeZone ?? null, changes.duplicateHours ?? null],
  );
}
