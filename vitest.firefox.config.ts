import { defineConfig } from 'vitest/config';
import './tests/node20-map-groupby.ts';

// The Firefox end-to-end suite (tests/firefox/): Debian's Firefox ESR with the built .output/firefox-mv2, driven
// by puppeteer-core over WebDriver BiDi. One file at a time in one worker that keeps its modules (`isolate: false`):
// the harness (tests/firefox/harness.ts) starts one Firefox and one sandbox for the whole run and gives each file the
// extension installed afresh, which costs a second where a Firefox start cost eight.
export default defineConfig({
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    isolate: false,
    testTimeout: 30_000,
    // As Playwright's expect (playwright.config.ts): the suite runs beside the Chromium one, on a loaded machine where
    // Vitest's default second ran out once while the popup was still showing the answer.
    expect: { poll: { timeout: 8_000 } },
    hookTimeout: 60_000,
    reporters: ['verbose'],
  },
});
