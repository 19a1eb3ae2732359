// Every IndexedDB store has one owner: the one module that opens it. Pages never open one; they ask the background.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

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

  it('each has exactly one owner module', () => {
    const owners = new Map<string, string[]>();
    for (const f of files) {
      for (const m of f.text.matchAll(/openIdbStore\('([^']+)'/g)) {
        const name = m[1] as string;
        owners.set(name, [...(owners.get(name) ?? []), f.path]);
      }
    }
    expect(Object.fromEntries(owners)).toEqual({
      'affiliate-cache': ['lib/core/background/cache.ts'],
      'affiliate-site-options': ['lib/links/site-options.ts'],
      'affiliate-campaign-index': ['lib/campaigns/store.ts'],
      'affiliate-sales': ['lib/sales/store.ts'],
      'affiliate-history': ['lib/history/store.ts'],
      'affiliate-queue': ['lib/queue/queue-database.ts'],
    });
  });

  it('are not opened by the pages: only the background wires the owners in', () => {
    const pages = files.filter(
      (f) =>
        (f.path.startsWith('entrypoints/') && !f.path.startsWith('entrypoints/background/')) ||
        f.path.startsWith('components/'),
    );
    const openers = pages.filter((f) => /IdbStore\(|openIdbStore/.test(f.text)).map((f) => f.path);
    expect(openers).toEqual([]);
    const wiring = files.filter((f) => /\w+IdbStore\(\)/.test(f.text) && !/export function \w+IdbStore/.test(f.text));
    expect(wiring.map((f) => f.path)).toEqual([
      'entrypoints/background/browser-deps.ts',
      'entrypoints/background/warm-up.ts',
    ]);
  });
});
