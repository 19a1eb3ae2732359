// Runs first before every test file. Vitest runs many files in one worker here (`isolate: false` in
// vitest.config.ts: one happy-dom and one worker per worker instead of one per file, the most of the unit stage's
// time), so this gives each file what a fresh worker gave it: its own instances of the app's modules and of the
// inlined stateful packages (fakeBrowser, fake-indexeddb: an empty browser and database), an empty document and
// Web Storage, real timers, and none of the previous file's stubbed globals or environment variables.
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

// Files in the node environment (a `@vitest-environment node` comment) have no document.
if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
}
