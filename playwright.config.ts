import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Every e2e test loads a built extension (.output/chrome-mv3, or EXTENSION_DIR; the posting files the sandbox build)
// into Debian's Chromium and talks to its worker's sandbox; see tests/support/e2e/fixtures.ts.
//
// Workers: Playwright's default is half the cores, one on a two-core machine, where a test spends much of its time
// waiting on the browser's processes. Measured on two cores, a worker's test keeps about half a core busy: three
// workers (each with its own sandbox and browser) finish the suite in less time than two, which left a core idle
// half the run (`--workers` overrides it).
const WORKERS = Math.max(3, Math.floor(availableParallelism() / 2));

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: true,
  workers: WORKERS,
  // One more try on CI (.ci/run sets CI), none locally: on a shared two-core machine a browser test can miss a wait
  // once, and a CI run that fails lands nothing. A test that passes only on its second try is listed as "flaky" at
  // the end of the run, so it is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  // The list alone: in a terminal the HTML reporter ends every run with how to open its report; `--reporter=html`
  // builds it.
  reporter: [['list']],
  // No trace unless asked: recording one for every test (to keep a failure's) cost a tenth of the run's CPU time on
  // two cores. A failure prints its steps and error; for its trace, run it again with `--trace retain-on-failure`.
  use: { trace: 'off' },
});
