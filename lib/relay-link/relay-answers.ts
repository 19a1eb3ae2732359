// What the relay answers, checked field by field before anything is used: the relay is someone else's server, and
// an answer that does not fit is a clear error, never half read. Only the fields the extension uses are named (and
// kept: the others are dropped). Plain readers, no zod: the engine borrows every module the worker carries, and the
// engine may not import zod itself (scripts/shared-modules.ts), so these stay the engine's own.
import { RELAY_ROLES, type RelayRole } from './relay-connection';

/** Reads an answer: the fields named, or throws `RelayMisfit` when it does not fit (relay-client.ts says so). */
export type RelayReader<T> = (raw: unknown) => T;

/** An answer that is not what the reader asks for. */
export class RelayMisfit extends Error {}

type Fields = Record<string, unknown>;

function misfit(): never {
  throw new RelayMisfit();
}

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object with these fields, each read; any other field is dropped. */
const fields =
  <T>(read: { [K in keyof T]: RelayReader<T[K]> }): RelayReader<T> =>
  (v) => {
    if (!isObject(v)) misfit();
    const out = {} as T;
    for (const key of Object.keys(read) as (keyof T)[]) out[key] = read[key](v[key as string]);
    return out;
  };

/** A string of `min` to `max` characters. */
const string =
  (max: number, min = 0): RelayReader<string> =>
  (v) =>
    typeof v === 'string' && v.length >= min && v.length <= max ? v : misfit();

const number: RelayReader<number> = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : misfit());
const boolean: RelayReader<boolean> = (v) => (typeof v === 'boolean' ? v : misfit());

const oneOf =
  <T extends string>(values: readonly T[]): RelayReader<T> =>
  (v) =>
    values.includes(v as T) ? (v as T) : misfit();

/** A list of at most `max` items, each read. */
const list =
  <T>(max: number, read: RelayReader<T>): RelayReader<T[]> =>
  (v) =>
    Array.isArray(v) && v.length <= max ? v.map((item) => read(item)) : misfit();

/** null, or what `read` reads (a missing field is not null). */
const nullable =
  <T>(read: RelayReader<T>): RelayReader<T | null> =>
  (v) =>
    v === null ? null : read(v);

const name = string(200);
const id = string(100, 1);
const link = string(8000);
/** A time in ms: a safe non-negative integer. */
const time: RelayReader<number> = (v) => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : misfit());
const role = oneOf(RELAY_ROLES);

export interface RelayMe {
  team: { id: string; name: string; timeZone: string };
  member: { id: string; name: string; role: RelayRole; subId: string };
}

export const readMe = fields<RelayMe>({
  team: fields({ id, name, timeZone: string(100) }),
  member: fields({ id, name, role, subId: id }),
});

export interface RelayMember {
  id: string;
  name: string;
  role: RelayRole;
  subId: string;
  active: boolean;
}

const member = fields<RelayMember>({ id, name, role, subId: string(100), active: boolean });
export const readMembers = fields({ members: list(1000, member) });
export const readInvited = fields({ member, code: string(300, 8) });

export interface RelayDestination {
  id: string;
  name: string;
  chat: string;
}

export const readDestinations = fields({
  destinations: list(500, fields<RelayDestination>({ id, name, chat: string(200) })),
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

export interface RelayPost {
  id: string;
  state: (typeof RELAY_POST_STATES)[number];
  memberId: string;
  slotAt: number;
  caption: string;
  title: string;
  link: string;
  memberName: string;
  destinationName: string;
  postedAt: number | null;
  messageId: number | null;
  postUrl: string | null;
  failure: string | null;
}

const relayPost = fields<RelayPost>({
  id,
  state: oneOf(RELAY_POST_STATES),
  memberId: id,
  slotAt: time,
  caption: string(20_000),
  title: string(2000),
  link,
  memberName: name,
  destinationName: name,
  postedAt: nullable(time),
  messageId: nullable(number),
  postUrl: nullable(link),
  failure: nullable(string(2000)),
});

export const readPost = fields({ post: relayPost });
export const readQueue = fields({ posts: list(5000, relayPost) });
export const readSent = fields({ posts: list(500, relayPost), next: nullable(time) });

/** A refusal: `{ error: { code, message, details? } }`. */
export interface RelayRefusal {
  error: { code: string; message: string; details: Record<string, unknown> | undefined };
}

const details: RelayReader<Fields | undefined> = (v) => (v === undefined || isObject(v) ? v : misfit());
export const readRefusal = fields<RelayRefusal>({
  error: fields({ code: string(100), message: string(1000), details }),
});

/** An answer whose fields are not needed (an action done): any object. */
export const readAcknowledged = fields<Record<string, never>>({});

/** The answer as the reader reads it, or undefined when it does not fit. */
export function readOrUndefined<T>(read: RelayReader<T>, raw: unknown): T | undefined {
  try {
    return read(raw);
  } catch (error) {
    if (error instanceof RelayMisfit) return undefined;
    throw error;
  }
}
