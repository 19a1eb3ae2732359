// The registry /publishing.js reads the worker's modules from: each entry is the module at its key's path (so the
// script's import of that path is the worker's own instance), and the build reads the same keys.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_MODULES } from '../../../entrypoints/background/shared-modules';
import { moduleKey, sharedModuleKeys } from '../../../scripts/publishing-split';
import { borrowedModules, REGISTRY_FILE, registrySource, sharedModules } from '../../../scripts/shared-modules';

describe('the shared module registry', () => {
  it('holds, under each key, what the engine takes of the module at that path: its own exports', async () => {
    for (const [key, shared] of Object.entries(SHARED_MODULES)) {
      const path = key.startsWith('lib/') ? `../../../${key}` : key;
      const module = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
      expect(Object.keys(shared).length, key).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(shared)) expect(value, `${key} ${name}`).toBe(module[name]);
    }
  });

  it('is what the import graph makes (derived, never edited by hand)', () => {
    expect(readFileSync(REGISTRY_FILE, 'utf8')).toBe(registrySource(borrowedModules()));
  });

  it('holds only the names the engine takes, the whole module only where the engine takes it whole', () => {
    const kernel = borrowedModules().find((b) => b.key === 'lib/core/background/kernel');
    expect(kernel?.names).toEqual(expect.arrayContaining(['perBackground']));
    expect(kernel?.names).not.toContain('createKernel');
    expect(Object.keys(SHARED_MODULES['lib/core/background/kernel'])).toEqual(kernel?.names);
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
