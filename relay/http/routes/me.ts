// Check connection (`GET /v1/me`: the team, the member, their role and sub ID tag), the team's settings (owner),
// and the audit log (owner).
import { Hono } from 'hono';
import { z } from 'zod';
import type { Relay } from '../../context';
import { scheduleDigest } from '../../posts/digest-job';
import { audit, auditLog } from '../../team/audit';
import { listDestinations } from '../../team/destinations';
import { memberView } from '../../team/members';
import { must } from '../../team/roles';
import { findTeam, updateTeam } from '../../team/teams';
import { readBody, readQuery } from '../body';
import type { RelayEnv } from '../env';
import { TeamChangesBody } from '../schemas';

const AuditQuery = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export function meRoutes(relay: Relay) {
  const app = new Hono<RelayEnv>();
  app.get('/me', (c) => {
    const { team, member } = c.get('who');
    return c.json({ team, member: memberView(member) });
  });
  app.patch('/team', async (c) => {
    const { team, member } = c.get('who');
    must(member.role, 'manage members');
    const changes = await readBody(c, TeamChangesBody);
    const updated = await relay.db.transaction(async (sql) => {
      await updateTeam(sql, team.id, changes);
      await audit(sql, {
        teamId: team.id,
        memberId: member.id,
        action: 'team.changed',
        detail: changes,
        at: relay.clock.now(),
      });
      return findTeam(sql, team.id);
    });
    // The digests run at their hour in the team's zone.
    if (changes.timeZone && updated) {
      for (const d of await listDestinations(relay.db.pool, team.id))
        await scheduleDigest(relay.boss, d, updated.timeZone);
    }
    return c.json({ team: updated });
  });
  app.get('/audit', async (c) => {
    const { team, member } = c.get('who');
    must(member.role, 'read the audit log');
    const { after, limit } = readQuery(c, AuditQuery);
    return c.json({ entries: await auditLog(relay.db.pool, team.id, after, limit) });
  });
  return app;
}
