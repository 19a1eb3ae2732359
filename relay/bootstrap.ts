// The first start of a relay: its team and owner, created once however many instances start together (an advisory
// lock), the owner's sign-in code shown once. `--new-owner-code` gives the owner a new one (the old stops working).
import type { Database } from './db/database';
import { audit } from './team/audit';
import { listMembers, renewCode } from './team/members';
import { createTeamIn, firstTeam } from './team/teams';

const BOOTSTRAP_LOCK = 4_707_471;

export interface Bootstrap {
  teamName: string;
  ownerName: string;
  timeZone: string;
  renewOwnerCode: boolean;
  now: number;
}

/** The owner's code when it was made now; null when the team existed and kept its codes. */
export async function bootstrapTeam(
  db: Database,
  input: Bootstrap,
): Promise<{ teamName: string; code: string | null }> {
  return db.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK]);
    const existing = await firstTeam(sql);
    if (!existing) {
      const made = await createTeamIn(sql, {
        name: input.teamName,
        ownerName: input.ownerName,
        timeZone: input.timeZone,
        now: input.now,
      });
      return { teamName: made.team.name, code: made.code };
    }
    if (!input.renewOwnerCode) return { teamName: existing.name, code: null };
    const owner = (await listMembers(sql, existing.id)).find((m) => m.role === 'owner');
    if (!owner) throw new Error('The team has no owner');
    const code = await renewCode(sql, owner.id);
    await audit(sql, {
      teamId: existing.id,
      memberId: owner.id,
      action: 'member.code_renewed',
      subject: owner.id,
      at: input.now,
    });
    return { teamName: existing.name, code };
  });
}
