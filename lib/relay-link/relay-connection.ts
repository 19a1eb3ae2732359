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

/** The background writes the record whole (relay-link-service.ts): a value without its parts is no connection. */
function readConnection(raw: unknown): RelayConnection | null {
  const r = raw as RelayConnection | null;
  return r?.address && r.code && r.team && r.member
    ? { ...r, sentSince: r.sentSince || 0, sentIdsAt: r.sentIdsAt || [] }
    : null;
}

export const relayConnectionRecord = defineRecord('relayConnection', readConnection);
