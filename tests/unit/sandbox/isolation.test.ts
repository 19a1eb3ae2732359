// @vitest-environment node
// The sandbox is for development and tests only: nothing the extension bundles may import it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

describe('sandbox isolation', () => {
  it('is imported by no file under entrypoints/, components/ or lib/', () => {
    const files = ['entrypoints', 'components', 'lib'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(0);
    const imports = /(?:from|import)\s*\(?\s*['"](?:[^'"]*\/)?sandbox(?:\/[^'"]*)?['"]/;
    const offenders = files.filter((f) => imports.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
