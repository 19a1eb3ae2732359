// Every /v1 request names its member: `Authorization: Bearer <code>`. The code is checked against the member's
// scrypt hash (member-codes.ts); a removed member's code stops working at once. Failed sign-ins are counted per
// address, every request per member.
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/database';
import { createCodeMemory, memberIdOf } from '../member-codes';
import { findMemberAndTeam } from '../team/teams';
import type { RelayEnv } from './env';
import { RelayError } from './errors';
import type { RateLimit } from './rate-limit';

const signInRefused = () =>
  new RelayError(401, 'unauthorized', 'Sign in with your member code: Authorization: Bearer <code>.');

export function authenticate(
  db: Database,
  limits: { perMember: RateLimit; failures: RateLimit },
  addressOf: (c: Parameters<MiddlewareHandler>[0]) => string,
): MiddlewareHandler<RelayEnv> {
  const codes = createCodeMemory();
  return async (c, next) => {
    const address = addressOf(c);
    limits.failures.check(address);
    const header = c.req.header('authorization') ?? '';
    const code = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
    const id = memberIdOf(code);
    const found = id ? await findMemberAndTeam(db.pool, id) : null;
    const member = found?.member;
    if (!member?.active || !(await codes.matches(code, member.codeHash))) {
      limits.failures.hit(address);
      throw signInRefused();
    }
    limits.perMember.hit(member.id);
    c.set('who', { team: (found as NonNullable<typeof found>).team, member });
    await next();
  };
}
