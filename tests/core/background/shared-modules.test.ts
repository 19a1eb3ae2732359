// The registry /publishing.js reads the worker's modules from: each entry is the module at its key's path (so the
// script's import of that path is the worker's own instance), and the build reads the same keys.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_MODULES } from '../../../entrypoints/background/shared-modules';
import { moduleKey, sharedModuleKeys } from '../../../scripts/publishing-split';
import { REGISTRY_FILE, registrySource, sharedModules } from '../../../scripts/shared-modules';

describe('the shared module registry', () => {
  it('holds, under each key, the module at that path', async () => {
    for (const [key, shared] of Object.entries(SHARED_MODULES)) {
      const path = key.startsWith('lib/') ? `../../../${key}` : key;
      expect(shared, key).toBe(await import(/* @vite-ignore */ path));
    }
  });

  it('is what the import graph makes (derived, never edited by hand)', () => {
    expect(readFileSync(REGISTRY_FILE, 'utf8')).toBe(registrySource(sharedModules()));
  });

  it('borrows each lazily loaded feature service the engine reaches for, so the worker keeps one instance', () => {
    expect(sharedModules()).toEqual(
      expect.arrayContaining(['lib/campaigns/services', 'lib/history/services', 'lib/core/background/kernel']),
    );
  });

  it('has the keys the build reads from its file', () => {
    expect([...sharedModuleKeys()].sort()).toEqual(Object.keys(SHARED_MODULES).sort());
  });

  it("keys a module by its path from the root, or a package's by its import", () => {
    expect(moduleKey(`${process.cwd()}/lib/core/api/errors.ts`)).toBe('lib/core/api/errors');
    expect(moduleKey(`${process.cwd()}/node_modules/idb-keyval/dist/index.js`, 'idb-keyval')).toBe('idb-keyval');
    expect(moduleKey(`${process.cwd()}/node_modules/idb-keyval/dist/index.js`)).toBe('idb-keyval/dist/index.js');
    expect(moduleKey('\0rolldown/runtime.js')).toBeNull();
  });
});
