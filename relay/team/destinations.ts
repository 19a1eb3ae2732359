// A team's destinations (Telegram chats), held by the owner: the bot token sealed at rest (secrets.ts), shown to
// members only as its masked tail, and each destination's queue settings by the extension's own rules.
import { randomUUID } from 'node:crypto';
import { maskedTail } from '../../lib/posting/masked-tail';
import { type DestinationQueueSettings, readDestinationSettings } from '../../lib/queue/destination-settings';
import type { Sql } from '../db/database';
import { iso } from '../db/database';
import type { Sealer } from '../secrets';

export interface Destination {
  id: string;
  teamId: string;
  name: string;
  chat: string;
  tokenSealed: string;
  tokenTail: string;
  disclosure: string;
  addDisclosure: boolean;
  settings: DestinationQueueSettings;
}

export type DestinationView = Omit<Destination, 'tokenSealed' | 'teamId'>;

export interface DestinationInput {
  name: string;
  chat: string;
  botToken: string;
  disclosure: string;
  addDisclosure: boolean;
  settings: Partial<DestinationQueueSettings>;
}

function fromRow(r: Record<string, unknown>): Destination {
  return {
    id: r.id as string,
    teamId: r.team_id as string,
    name: r.name as string,
    chat: r.chat as string,
    tokenSealed: r.token_sealed as string,
    tokenTail: r.token_tail as string,
    disclosure: r.disclosure as string,
    addDisclosure: r.add_disclosure as boolean,
    settings: readDestinationSettings(r.settings),
  };
}

export function destinationView({ tokenSealed: _sealed, teamId: _team, ...rest }: Destination): DestinationView {
  return rest;
}

export async function addDestination(
  sql: Sql,
  sealer: Sealer,
  teamId: string,
  input: DestinationInput,
  now: number,
): Promise<Destination> {
  const id = randomUUID();
  const { rows } = await sql.query(
    `INSERT INTO relay.destinations
       (id, team_id, name, chat, token_sealed, token_tail, disclosure, add_disclosure, settings, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      id,
      teamId,
      input.name,
      input.chat,
      sealer.seal(input.botToken, id),
      maskedTail(input.botToken),
      input.disclosure,
      input.addDisclosure,
      readDestinationSettings(input.settings),
      iso(now),
    ],
  );
  return fromRow(rows[0]);
}

export async function updateDestination(
  sql: Sql,
  sealer: Sealer,
  current: Destination,
  changes: Partial<DestinationInput>,
): Promise<Destination> {
  const token = changes.botToken;
  const { rows } = await sql.query(
    `UPDATE relay.destinations SET name = $2, chat = $3, token_sealed = $4, token_tail = $5, disclosure = $6,
            add_disclosure = $7, settings = $8 WHERE id = $1 RETURNING *`,
    [
      current.id,
      changes.name ?? current.name,
      changes.chat ?? current.chat,
      token ? sealer.seal(token, current.id) : current.tokenSealed,
      token ? maskedTail(token) : current.tokenTail,
      changes.disclosure ?? current.disclosure,
      changes.addDisclosure ?? current.addDisclosure,
      readDestinationSettings({ ...current.settings, ...changes.settings }),
    ],
  );
  return fromRow(rows[0]);
}

export async function listDestinations(sql: Sql, teamId: string): Promise<Destination[]> {
  const { rows } = await sql.query('SELECT * FROM relay.destinations WHERE team_id = $1 ORDER BY created_at', [teamId]);
  return rows.map(fromRow);
}

export async function findDestination(sql: Sql, teamId: string, id: string): Promise<Destination | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await sql.query('SELECT * FROM relay.destinations WHERE team_id = $1 AND id = $2', [teamId, id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** The disclosure a destination adds first to every post, or null when the owner turned it off. */
export function disclosureOf(d: Pick<Destination, 'disclosure' | 'addDisclosure'>): string | null {
  return d.addDisclosure ? d.disclosure.trim() || null : null;
}
