// A post's slot, by the extension's rules (lib/queue/slots.ts): the destination's first free slot in its active
// hours, never closer than its minutes-between to another of its posts, and never a 21st message a minute to a chat.
// The caller holds the destination's lock (lockDestination), so two relays never hand out one slot twice.
import { slotSettingsFor } from '../../lib/queue/destination-settings';
import { nextFreeSlot } from '../../lib/queue/slots';
import type { Sql } from '../db/database';
import { iso } from '../db/database';
import { RelayError } from '../http/errors';
import type { Destination } from '../team/destinations';

const DAY = 86_400_000;

/** Serialises slot-taking and the duplicate guard's races per destination, until the transaction ends. */
export async function lockDestination(sql: Sql, destinationId: string): Promise<void> {
  await sql.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [destinationId]);
}

export async function freeSlot(
  sql: Sql,
  destination: Destination,
  timeZone: string,
  now: number,
  exceptPostId: string | null = null,
): Promise<number> {
  const { rows } = await sql.query(
    `SELECT p.destination_id, COALESCE(p.posted_at, p.slot_at) AS at
       FROM relay.posts p JOIN relay.destinations d ON d.id = p.destination_id
      WHERE d.team_id = $1 AND d.chat = $2 AND p.id IS DISTINCT FROM $3
        AND (p.state IN ('needs_approval', 'waiting', 'sending') OR p.posted_at > $4)`,
    [destination.teamId, destination.chat, exceptPostId, iso(now - DAY)],
  );
  const chatSends = rows.map((r) => r.at as number);
  const taken = rows.filter((r) => r.destination_id === destination.id).map((r) => r.at as number);
  const slot = nextFreeSlot({ settings: slotSettingsFor(destination.settings, timeZone), taken, chatSends, now });
  if (slot === null)
    throw new RelayError(409, 'no_free_slot', 'This destination has no free slot in the next 400 days.');
  return slot;
}

/** The duplicate guard's range for a post at `at`: two posts' ranges overlap when they are within the window. */
export function guardRange(at: number, windowHours: number): string {
  return `[${iso(at)},${iso(at + windowHours * 3_600_000)})`;
}
