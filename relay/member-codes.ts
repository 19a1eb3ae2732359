// Members sign in with a code the relay shows once (at invitation, or the owner's at the team's creation). The code
// names its member (`rly_<member id>_<secret>`) so one stored hash is checked, never all; the secret is kept only as
// a salted scrypt hash. A code that checked out is remembered in memory by its SHA-256, so a busy member does not
// pay scrypt on every request.
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = { N: 16_384, r: 8, p: 1 };
const REMEMBERED_MS = 10 * 60_000;

function derive(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export interface NewCode {
  memberId: string;
  code: string;
  hash: string;
}

export async function newMemberCode(memberId: string = randomUUID()): Promise<NewCode> {
  const secret = randomBytes(24).toString('base64url');
  const salt = randomBytes(16);
  const key = await derive(secret, salt);
  return {
    memberId,
    code: `rly_${memberId.replace(/-/g, '')}_${secret}`,
    hash: `scrypt:${salt.toString('base64')}:${key.toString('base64')}`,
  };
}

const CODE = /^rly_([0-9a-f]{32})_([A-Za-z0-9_-]{32})$/;

/** The member id a code names, or null when it is not a code's shape. */
export function memberIdOf(code: string): string | null {
  const h = CODE.exec(code)?.[1];
  if (!h) return null;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export async function codeMatches(code: string, hash: string): Promise<boolean> {
  const [kind, salt, key] = hash.split(':');
  const secret = CODE.exec(code)?.[2];
  if (kind !== 'scrypt' || !salt || !key || !secret) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(secret, Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Codes checked lately, by their SHA-256 and the stored hash they matched (a new code has a new hash). */
export function createCodeMemory(now: () => number = Date.now) {
  const seen = new Map<string, { hash: string; until: number }>();
  const digest = (code: string) => createHash('sha256').update(code).digest('base64');
  return {
    async matches(code: string, hash: string): Promise<boolean> {
      const key = digest(code);
      const hit = seen.get(key);
      if (hit && hit.hash === hash && hit.until > now()) return true;
      if (!(await codeMatches(code, hash))) return false;
      if (seen.size > 10_000) seen.clear();
      seen.set(key, { hash, until: now() + REMEMBERED_MS });
      return true;
    },
  };
}
