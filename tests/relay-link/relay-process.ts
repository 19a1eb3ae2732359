// A team relay for an e2e test, as a publisher starts it: `relay/main.ts` (bundled, so it starts in about a second)
// on its own embedded Postgres in a temp folder, with the sandbox's Telegram; ready once it prints where it listens
// and the owner's code. Stopped with SIGTERM (the relay stops its Postgres), its folder removed.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleRelay } from '../relay/bundle-relay';

export interface RelayProcess {
  origin: string;
  ownerCode: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startRelayProcess(telegramBase: string): Promise<RelayProcess> {
  const folder = mkdtempSync(join(tmpdir(), 'relay-e2e-'));
  // As root, Postgres runs as its own user, who must reach its data folder inside this one.
  chmodSync(folder, 0o755);
  const bundle = await bundleRelay();
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      RELAY_DATA_DIR: join(folder, 'data'),
      PORT: '0',
      HOST: '127.0.0.1',
      TELEGRAM_API_BASE: telegramBase,
      RELAY_POLL_SECONDS: '0.5',
      RELAY_TEAM_NAME: 'Deals team',
      RELAY_OWNER_NAME: 'Olga',
      RELAY_TIME_ZONE: 'UTC',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
    rmSync(bundle, { force: true });
  };
  try {
    const { origin, ownerCode } = await new Promise<{ origin: string; ownerCode: string }>((resolve, reject) => {
      const look = () => {
        const origin = /Relay listening on (http:\/\/\S+)/.exec(output)?.[1];
        const ownerCode = /\b(rly_\S+)/.exec(output)?.[1];
        if (origin && ownerCode) resolve({ origin, ownerCode });
      };
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        look();
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once('exit', (code) => reject(new Error(`The relay exited (${code}) before listening:\n${output}`)));
    });
    return { origin, ownerCode, output: () => output, stop: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** A member's request to the relay, as another device of the team makes it. */
export async function relayCall(relay: RelayProcess, method: string, route: string, body?: unknown) {
  const response = await fetch(`${relay.origin}/v1${route}`, {
    method,
    headers: {
      Authorization: `Bearer ${relay.ownerCode}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the answer's fields it checks
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
