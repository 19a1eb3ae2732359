// The relay this browser is connected to (Options -> Relay), in one `storage.local` record: its address, the member
// code (a secret like the API key: read by the background alone, masked in anything that leaves it) and what the
// relay said of the team and the member at Check connection. Also where History's copy of the relay's sent posts
// has got to. Small and without zod: the worker's own script reads it to tell a local queue from the relay's.
import { defineRecord } from '../core/storage/local-record';

export const RELAY_ROLES = ['owner', 'editor', 'contributor'] as const;
export type RelayRole = (typeof RELAY_ROLES)[number];

export interface RelayConnection {
  /** `http(s)://host[:port][/path]`, without a trailing slash. */
  address: string;
  code: string;
  team: { id: string; name: string; timeZone: string };
  member: { id: string; name: string; role: RelayRole; subId: string };
  /** History has the relay's posts sent up to this time (ms), and these ids sent at it. */
  sentSince: number;
  sentIdsAt: string[];
}

export const RELAY_SENT_ALARM = 'relay-sent';

const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

function readConnection(raw: unknown): RelayConnection | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Partial<RelayConnection>;
  const team = r.team;
  const member = r.member;
  if (!isText(r.address) || !isText(r.code) || !team || !member) return null;
  if (!isText(team.id) || !isText(team.name) || !isText(member.id) || !isText(member.subId)) return null;
  if (!RELAY_ROLES.includes(member.role)) return null;
  return {
    address: r.address,
    code: r.code,
    team: { id: team.id, name: team.name, timeZone: isText(team.timeZone) ? team.timeZone : 'UTC' },
    member: { id: member.id, name: isText(member.name) ? member.name : '', role: member.role, subId: member.subId },
    sentSince: typeof r.sentSince === 'number' && Number.isFinite(r.sentSince) ? r.sentSince : 0,
    sentIdsAt: Array.isArray(r.sentIdsAt) ? r.sentIdsAt.filter(isText) : [],
  };
}

export const relayConnectionRecord = defineRecord('relayConnection', readConnection);
