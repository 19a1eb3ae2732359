import { defineConfig } from 'vitest/config';
import './tests/node20-map-groupby.ts';

// The Firefox end-to-end suite (tests/firefox/): Debian's Firefox ESR with the built .output/firefox-mv2, driven
// by puppeteer-core over WebDriver BiDi. One browser and one sandbox per file (tests/firefox/harness.ts), and
// one file at a time: the machine has two cores and each Firefox wants one. The files run in one worker, one after
// another (`isolate: false`): each has its own browser and sandbox anyway, and a worker per file only added its start.
export default defineConfig({
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['verbose'],
  },
});
