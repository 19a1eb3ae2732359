// Every IndexedDB store has one owner: the one module that opens it. Pages never open one; they ask the background.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredStores } from '../../../lib/core/background/feature';
import { FEATURES } from '../../../lib/features';

const root = join(__dirname, '../../..');
const sourceDirs = ['lib', 'entrypoints', 'components'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const files = sourceDirs
  .flatMap((d) => sources(join(root, d)))
  .map((path) => ({
    path: relative(root, path),
    text: readFileSync(path, 'utf8'),
  }));

describe('IndexedDB stores', () => {
  it('are opened through one helper only, never with indexedDB.open or createStore elsewhere', () => {
    const raw = files.filter((f) => /\bcreateStore\(|indexedDB\.open\(/.test(f.text)).map((f) => f.path);
    expect(raw).toEqual(['lib/core/storage/idb-store.ts']);
  });

  it('each has exactly one owner module, and every store opened is one a feature declared (or the core cache)', () => {
    const owners = new Map<string, string[]>();
    for (const f of files) {
      for (const m of f.text.matchAll(/openIdbStore\('([^']+)'/g)) {
        const name = m[1] as string;
        owners.set(name, [...(owners.get(name) ?? []), f.path]);
      }
    }
    for (const [name, paths] of owners) expect(paths, name).toHaveLength(1);
    expect(owners.size).toBe(declaredStores(FEATURES).size + 1);
    expect(owners.get('affiliate-cache')).toEqual(['lib/core/background/cache.ts']);
  });

  it('are not opened by the pages: only features declare them and the background opens them', () => {
    const pages = files.filter(
      (f) =>
        (f.path.startsWith('entrypoints/') && !f.path.startsWith('entrypoints/background/')) ||
        f.path.startsWith('components/') ||
        /^lib\/[^/]+\/ui\//.test(f.path),
    );
    const openers = pages.filter((f) => /IdbStore\b|openIdbStore/.test(f.text)).map((f) => f.path);
    expect(openers).toEqual([]);
    // Called (not only named) by the background's wiring alone: the early start opens the popup's three.
    const calls = files.filter((f) => /\w+IdbStore\(\)/.test(f.text) && !/export function \w+IdbStore/.test(f.text));
    expect(calls.map((f) => f.path)).toEqual(['entrypoints/background/first-reads.ts']);
    // Named by their owners' feature declarations: `stores: { name: opener }`.
    const declaring = files.filter((f) => /stores: \{ \w+: \w+IdbStore \}/.test(f.text)).map((f) => f.path);
    expect(declaring.every((path) => /^lib\/[^/]+\/feature\.ts$/.test(path))).toBe(true);
    expect(declaring).toHaveLength(declaredStores(FEATURES).size);
  });
});
