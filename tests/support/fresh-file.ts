// Runs first before every test file (vitest.config.ts, setupFiles). The unit tests share workers (`isolate: false`:
// one worker and one happy-dom per core, not one per file, which took most of the unit stage's time), so this gives
// each file what a fresh worker gave it: its own instances of the app's modules and of the stateful packages inlined
// for that (fakeBrowser, fake-indexeddb: an empty browser and database), an empty document and Web Storage (what the
// previous file rendered unmounted first), real timers, and none of the previous file's stubbed globals or env vars.
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

// Files in the node environment (a `@vitest-environment node` comment) have no document.
if (typeof document !== 'undefined') {
  // Unmounts what the previous file rendered with Testing Library (its effects' cleanups remove their listeners).
  const { cleanup } = await import('@testing-library/preact');
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
}
