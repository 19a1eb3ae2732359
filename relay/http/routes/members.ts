// The team's members: everyone sees who is in it (names, roles, sub ID tags); the owner invites (the answer holds
// the new member's code, shown once), changes roles, removes, and gives a member a new code.
import { Hono } from 'hono';
import type { Relay } from '../../context';
import { audit } from '../../team/audit';
import { addMember, findMember, listMembers, memberView, renewCode, updateMember } from '../../team/members';
import { must } from '../../team/roles';
import { readBody } from '../body';
import type { RelayEnv } from '../env';
import { notFound, RelayError } from '../errors';
import { MemberChangesBody, NewMemberBody } from '../schemas';

export function memberRoutes(relay: Relay) {
  const app = new Hono<RelayEnv>();
  const teamMember = async (teamId: string, id: string) => {
    const found = await findMember(relay.db.pool, id);
    if (!found || found.teamId !== teamId) throw notFound('member');
    if (found.role === 'owner') throw new RelayError(409, 'owner', 'The owner stays the owner.');
    return found;
  };

  app.get('/members', async (c) => {
    const { team } = c.get('who');
    return c.json({ members: (await listMembers(relay.db.pool, team.id)).map(memberView) });
  });
  app.post('/members', async (c) => {
    const { team, member } = c.get('who');
    must(member.role, 'manage members');
    const body = await readBody(c, NewMemberBody);
    const { member: added, code } = await relay.db.transaction(async (sql) => {
      const now = relay.clock.now();
      const made = await addMember(sql, { teamId: team.id, name: body.name, role: body.role, now });
      await audit(sql, {
        teamId: team.id,
        memberId: member.id,
        action: 'member.invited',
        subject: made.member.id,
        detail: { name: body.name, role: body.role },
        at: now,
      });
      return made;
    });
    return c.json({ member: memberView(added), code }, 201);
  });
  app.patch('/members/:id', async (c) => {
    const { team, member } = c.get('who');
    must(member.role, 'manage members');
    const changes = await readBody(c, MemberChangesBody);
    const target = await teamMember(team.id, c.req.param('id'));
    await relay.db.transaction(async (sql) => {
      await updateMember(sql, target.id, changes);
      await audit(sql, {
        teamId: team.id,
        memberId: member.id,
        action: 'member.changed',
        subject: target.id,
        detail: changes,
        at: relay.clock.now(),
      });
    });
    const updated = await findMember(relay.db.pool, target.id);
    return c.json({ member: updated && memberView(updated) });
  });
  app.post('/members/:id/code', async (c) => {
    const { team, member } = c.get('who');
    must(member.role, 'manage members');
    const target = await teamMember(team.id, c.req.param('id'));
    const code = await relay.db.transaction(async (sql) => {
      const renewed = await renewCode(sql, target.id);
      await audit(sql, {
        teamId: team.id,
        memberId: member.id,
        action: 'member.code_renewed',
        subject: target.id,
        at: relay.clock.now(),
      });
      return renewed;
    });
    return c.json({ member: memberView(target), code });
  });
  return app;
}
