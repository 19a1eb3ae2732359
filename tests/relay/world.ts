// What a relay test runs against: a database of its own on the real Postgres global-setup.ts started, the
// sandbox's fake Telegram with a third channel, and a team with its owner. Relays run in this process
// (startInProcess) or as child processes (child-relay.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { readConfig } from '../../relay/config';
import { openDatabase } from '../../relay/db/database';
import { migrate } from '../../relay/db/schema';
import { type RelayHandle, startRelay } from '../../relay/start-relay';
import { createTeam } from '../../relay/team/teams';
import { type SandboxHandle, startSandbox } from '../../sandbox/server';
import { TELEGRAM_BOTS } from '../../sandbox/telegram/fixtures';

export const THIRD_CHAT = { id: -1001000000003, username: 'sandbox_third' };

/** A new database on the server, and a way to drop it (its connections ended first). */
async function freshDatabase(serverUrl: string) {
  const name = `relay_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface World {
  databaseUrl: string;
  secretKey: string;
  sandbox: SandboxHandle;
  ownerCode: string;
  /** The environment a relay of this world starts with (children get it as their env). */
  env: Record<string, string>;
  startInProcess(extra?: Record<string, string>): Promise<RelayHandle>;
  close(): Promise<void>;
}

export async function startWorld(extraEnv: Record<string, string> = {}): Promise<World> {
  const database = await freshDatabase(inject('relayPostgresUrl'));
  const sandbox = await startSandbox({ port: 0, quiet: true });
  sandbox.telegram.chats.push({
    id: THIRD_CHAT.id,
    type: 'channel',
    title: 'Third Sandbox Deals',
    username: THIRD_CHAT.username,
    members: { [TELEGRAM_BOTS.good.id]: { status: 'administrator', can_post_messages: true } },
  });
  const db = openDatabase(database.url, 2);
  await migrate(db.pool);
  const { code } = await createTeam(db, { name: 'Deals team', ownerName: 'Olga', timeZone: 'UTC', now: Date.now() });
  await db.close();
  const secretKey = randomBytes(32).toString('base64');
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    RELAY_SECRET_KEY: secretKey,
    TELEGRAM_API_BASE: sandbox.origin,
    PORT: '0',
    RELAY_POLL_SECONDS: '0.5',
    RELAY_JOB_EXPIRE_SECONDS: '3',
    RELAY_SEND_TIMEOUT_MS: '2000',
    RELAY_SUPERVISE_SECONDS: '1',
    ...extraEnv,
  };
  const started: RelayHandle[] = [];
  return {
    databaseUrl: database.url,
    secretKey,
    sandbox,
    ownerCode: code,
    env,
    async startInProcess(extra = {}) {
      const config = readConfig({ ...env, ...extra });
      const handle = await startRelay(config, database.url, Buffer.from(secretKey, 'base64'));
      started.push(handle);
      return handle;
    },
    async close() {
      for (const handle of started) await handle.stop();
      await sandbox.close();
      await database.drop();
    },
  };
}

/** A member's requests to a relay, as the extension would make them. */
export function client(origin: string, code: string) {
  return async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${origin}/v1${route}`, {
      method,
      headers: {
        Authorization: `Bearer ${code}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the answer's fields it checks
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
}

export const ALL_DAY = { minutesBetween: 1, activeFrom: '00:00', activeUntil: '00:00' };
