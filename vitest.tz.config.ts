// The unit tests of reading and writing times, run again under a zone far from UTC (`npm run test:unit` runs this
// after the main run). The zone is the process's: set here, before any worker starts, because a change of TZ inside
// a test would reach the other files sharing the process (vitest.config.ts: `isolate: false`).
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

process.env.TZ = 'Asia/Kolkata';

export default defineConfig({
  ...base,
  test: { ...base.test, include: ['tests/**/*.tz.test.{ts,tsx}'], exclude: ['**/node_modules/**'] },
});
