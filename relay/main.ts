// `npm run relay`: the relay on this computer, its Postgres embedded in the data folder (RELAY_DATA_DIR, default
// .relay-data), or on any Postgres with DATABASE_URL. Prints where it listens and, at its first start, the owner's
// sign-in code. Stops cleanly on Ctrl-C or SIGTERM (a send under way finishes first).
import { bootstrapTeam } from './bootstrap';
import { readConfig } from './config';
import type { EmbeddedDatabase } from './embedded-db';
import { startRelay } from './start-relay';

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log('Usage: npm run relay -- [--new-owner-code]   (settings: relay/README.md)');
  process.exit(0);
}

async function main(): Promise<void> {
  const config = readConfig();
  let embedded: EmbeddedDatabase | null = null;
  // Loaded only without DATABASE_URL: a server's relay never needs the embedded Postgres.
  if (!config.databaseUrl) {
    embedded = await (await import('./embedded-db')).startEmbeddedDatabase(config.dataDir);
  } else if (!config.secretKey) {
    throw new Error('RELAY_SECRET_KEY is required with DATABASE_URL (32 bytes, base64: openssl rand -base64 32)');
  }
  const secretKey = config.secretKey ?? (await (await import('./secret-key-file')).localSecretKey(config.dataDir));
  const handle = await startRelay(config, config.databaseUrl ?? (embedded as EmbeddedDatabase).url, secretKey);
  const { teamName, code } = await bootstrapTeam(handle.relay.db, {
    teamName: process.env.RELAY_TEAM_NAME || 'My team',
    ownerName: process.env.RELAY_OWNER_NAME || 'Owner',
    timeZone: process.env.RELAY_TIME_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    renewOwnerCode: args.includes('--new-owner-code'),
    now: handle.relay.clock.now(),
  });
  console.log(`Relay listening on ${handle.origin} (${config.instance}, team "${teamName}")`);
  if (code) console.log(`Owner's sign-in code (shown once; add the relay in the extension with it):\n\n  ${code}\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await handle.stop();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
