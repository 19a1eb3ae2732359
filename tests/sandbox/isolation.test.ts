// @vitest-environment node
// The sandbox is for development and tests only: nothing the extension bundles may import it. And it reads the spec
// on its own: no sandbox source imports the client's code (lib/), so a misreading of the spec in lib/api (a limit, a
// date rule, an enumeration) is not shared by the server the client's tests run against.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** Static and dynamic imports and re-exports of lib/, with any number of `../` before it, or a longer path to it. */
const IMPORTS_LIB = /(?:\bfrom|\bimport)\s*\(?\s*['"](?:(?:\.\.?\/)+|[^'"]*\/)?lib\/[^'"]*['"]/;

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

  it('imports nothing from lib/ (limits, dates, schemas, enums) in any sandbox source', () => {
    const files = sourceFiles(join(ROOT, 'sandbox'));
    expect(files.length).toBeGreaterThan(30);
    const offenders = files.filter((f) => IMPORTS_LIB.test(readFileSync(f, 'utf8'))).map((f) => f.slice(ROOT.length));
    expect(offenders).toEqual([]);
  });

  it('the lib/ import rule catches the forms an import can take', () => {
    for (const line of [
      "import type { Scope } from '../lib/api/schemas';",
      "import { dayNumber } from '../../lib/api/dates';",
      "export { utcDay } from '../lib/api/dates';",
      "const m = await import('../lib/api/limits');",
      "import '../lib/api/enums';",
    ]) {
      expect(IMPORTS_LIB.test(line), line).toBe(true);
    }
    expect(IMPORTS_LIB.test("import { SCOPES } from './spec';")).toBe(false);
    expect(IMPORTS_LIB.test("import { Hono } from 'hono';")).toBe(false);
  });
});
