// A team's members: the owner who created it and those the owner invited. Each has a sign-in code (stored hashed)
// and a sub ID tag of their own, which their links carry so the report splits earnings per member.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Sql } from '../db/database';
import { iso } from '../db/database';
import { newMemberCode } from '../member-codes';
import type { Role } from './roles';

export interface Member {
  id: string;
  teamId: string;
  name: string;
  role: Role;
  subId: string;
  active: boolean;
  createdAt: number;
}

export interface MemberRow extends Member {
  codeHash: string;
}

export function memberFromRow(r: Record<string, unknown>): MemberRow {
  return {
    id: r.id as string,
    teamId: r.team_id as string,
    name: r.name as string,
    role: r.role as Role,
    subId: r.sub_id as string,
    active: r.active as boolean,
    createdAt: r.created_at as number,
    codeHash: r.code_hash as string,
  };
}

export function memberView({ codeHash: _hash, teamId: _team, ...member }: MemberRow): Omit<Member, 'teamId'> {
  return member;
}

/** A sub ID tag from the member's name: lower-case letters and digits, and a few random ones to keep it unique. */
function subIdFor(name: string): string {
  const stem = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 12);
  return `${stem || 'member'}-${randomBytes(3).toString('hex')}`;
}

/** Adds a member; their sign-in code is in the answer and nowhere else. */
export async function addMember(
  sql: Sql,
  input: { teamId: string; name: string; role: Role; now: number },
): Promise<{ member: MemberRow; code: string }> {
  const { memberId, code, hash } = await newMemberCode(randomUUID());
  const { rows } = await sql.query(
    `INSERT INTO relay.members (id, team_id, name, role, sub_id, code_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [memberId, input.teamId, input.name, input.role, subIdFor(input.name), hash, iso(input.now)],
  );
  return { member: memberFromRow(rows[0]), code };
}

export async function findMember(sql: Sql, id: string): Promise<MemberRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await sql.query('SELECT * FROM relay.members WHERE id = $1', [id]);
  return rows[0] ? memberFromRow(rows[0]) : null;
}

export async function listMembers(sql: Sql, teamId: string): Promise<MemberRow[]> {
  const { rows } = await sql.query('SELECT * FROM relay.members WHERE team_id = $1 ORDER BY created_at', [teamId]);
  return rows.map(memberFromRow);
}

/** A new code for a member (the old one stops working at once). */
export async function renewCode(sql: Sql, memberId: string): Promise<string> {
  const { code, hash } = await newMemberCode(memberId);
  await sql.query('UPDATE relay.members SET code_hash = $2 WHERE id = $1', [memberId, hash]);
  return code;
}

export async function updateMember(sql: Sql, id: string, changes: { role?: Role; active?: boolean }) {
  await sql.query('UPDATE relay.members SET role = COALESCE($2, role), active = COALESCE($3, active) WHERE id = $1', [
    id,
    changes.role ?? null,
    changes.active ?? null,
  ]);
}
