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
    // The suite runs beside the Chromium one (`npm test`), on two cores loaded by both: there a test takes two to five
    // times what it takes alone (the sales sync 5 s alone, 25 s beside it). A wait costs only what it waits, so the
    // limits leave room for a slower machine than this one: a test 60 s, a poll 15 s (Vitest's default second ran out
    // once while the popup was still showing the answer, and a CI run failed in this suite with 8 s and 30 s, its
    // output not shown).
    testTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    // As the Chromium suite (playwright.config.ts): one more try on CI, none locally. The file's extension is not
    // installed again for it: the retry starts from what the failed try left, and Vitest marks the test as retried.
    retry: process.env.CI ? 1 : 0,
    reporters: ['verbose'],
  },
});
