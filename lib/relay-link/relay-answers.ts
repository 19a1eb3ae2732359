// What the relay answers, checked field by field before anything is used: the relay is someone else's server, and
// an answer that does not fit is a clear error, never half read. Only the fields the extension uses are named.
import * as z from 'zod/mini';
import { RELAY_ROLES } from './relay-connection';

const name = z.string().check(z.maxLength(200));
const id = z.string().check(z.minLength(1), z.maxLength(100));
const time = z.number().check(z.int(), z.nonnegative());
const link = z.string().check(z.maxLength(8000));

export const meAnswer = z.object({
  team: z.object({ id, name, timeZone: z.string().check(z.maxLength(100)) }),
  member: z.object({ id, name, role: z.enum(RELAY_ROLES), subId: z.string().check(z.minLength(1), z.maxLength(100)) }),
});

/** The roles an owner may give (also the Invite member request's). */
export const invitedRole = z.enum(['editor', 'contributor']);

const member = z.object({
  id,
  name,
  role: z.enum(RELAY_ROLES),
  subId: z.string().check(z.maxLength(100)),
  active: z.boolean(),
});
export const membersAnswer = z.object({ members: z.array(member).check(z.maxLength(1000)) });
export const invitedAnswer = z.object({ member, code: z.string().check(z.minLength(8), z.maxLength(300)) });

export const destinationsAnswer = z.object({
  destinations: z.array(z.object({ id, name, chat: z.string().check(z.maxLength(200)) })).check(z.maxLength(500)),
});

export const RELAY_POST_STATES = [
  'needs_approval',
  'waiting',
  'sending',
  'posted',
  'unknown',
  'failed',
  'missed',
  'removed',
] as const;

export const relayPost = z.object({
  id,
  state: z.enum(RELAY_POST_STATES),
  memberId: id,
  slotAt: time,
  caption: z.string().check(z.maxLength(20_000)),
  title: z.string().check(z.maxLength(2000)),
  link,
  memberName: name,
  destinationName: name,
  postedAt: z.nullable(time),
  messageId: z.nullable(z.number()),
  postUrl: z.nullable(link),
  failure: z.nullable(z.string().check(z.maxLength(2000))),
});
export type RelayPost = z.infer<typeof relayPost>;

export const postAnswer = z.object({ post: relayPost });
export const queueAnswer = z.object({ posts: z.array(relayPost).check(z.maxLength(5000)) });
export const sentAnswer = z.object({ posts: z.array(relayPost).check(z.maxLength(500)), next: z.nullable(time) });

/** A refusal: `{ error: { code, message, details? } }`. */
export const refusal = z.object({
  error: z.object({
    code: z.string().check(z.maxLength(100)),
    message: z.string().check(z.maxLength(1000)),
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});

/** An answer whose fields are not needed (an action done): any object. */
export const acknowledged = z.object({});
