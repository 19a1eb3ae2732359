import { defineConfig } from '@playwright/test';

// Every e2e test loads the built extension (.output/chrome-mv3, or EXTENSION_DIR) into Debian's Chromium
// and talks to its own sandbox instance; see tests/support/e2e/fixtures.ts.
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { trace: 'retain-on-failure' },
});
