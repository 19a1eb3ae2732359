// @vitest-environment node
// The docs name code that exists: every name in backticks that looks like a path, a file, a function, an
// identifier or a constant is in the repository. A doc that names a function that was renamed, or a file that was
// moved, misleads the next reader (issue 45 item 7).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The docs checked, and any lib/<feature>/NOTES.md. */
const FIXED_DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'ARCHITECTURE.md',
  'docs/perf-log.md',
  'lib/core/api/ASSUMPTIONS.md',
  'sandbox/README.md',
  'relay/README.md',
];
/**
 * Docs being rewritten, whose old paths and names are known to be stale: skipped until the rewrite lands, then
 * moved to FIXED_DOCS.
 */
const PENDING_DOCS: string[] = [];

/** Names the docs quote from other tools, not from this code: `web-ext lint`'s warning codes. */
const OTHER_TOOLS = new Set([
  'KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION',
  'UNSAFE_VAR_ASSIGNMENT',
  'DANGEROUS_EVAL',
]);

/** Files in the repository (tracked and new, not ignored). */
function repoFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
  return out.split('\n').filter((f) => f !== '' && existsSync(f));
}

const FILES = repoFiles();
const DOCS = [...FIXED_DOCS, ...FILES.filter((f) => /^lib\/[^/]+\/NOTES\.md$/.test(f))];
const CODE_FILE = /\.(ts|tsx|mts|js|mjs|json|css|html)$/;
const BASENAMES = new Set(FILES.map((f) => basename(f)));
const FOLDERS = new Set(
  FILES.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
/** Every word of the code: what an identifier named in a doc must be among. */
const CODE_WORDS = new Set(
  FILES.filter((f) => CODE_FILE.test(f) && !f.startsWith('public/') && f !== 'tests/core/doc-names.test.ts').flatMap(
    (f) => readFileSync(f, 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? [],
  ),
);

/** Output folders that exist only after a build, a bench or a run. */
const GENERATED = /^(\.output|\.output-sandbox|\.wxt|bench-results|test-results|playwright-report|node_modules)\//;

type NameKind = 'path' | 'file' | 'identifier';

/** What a span in backticks names, if it looks like code: the kind and the name to look up; null for prose. */
function codeName(span: string): { kind: NameKind; name: string } | null {
  const text = span.trim();
  if (text === '' || /:\/\/|^\/|^\.\.\/|[<>{}*#?|=\\]|^~/.test(text)) return null;
  const call = /^([A-Za-z_$][\w$]*)\(.*\)$/.exec(text);
  if (call) return { kind: 'identifier', name: call[1]! };
  if (/\s/.test(text)) return null;
  if (/^[\w.@-]+(\/[\w.@-]+)+\/?$/.test(text) && (/\.[a-z]{2,4}$/.test(text) || text.endsWith('/'))) {
    return GENERATED.test(text) ? null : { kind: 'path', name: text.replace(/\/$/, '') };
  }
  if (/^[\w-]+\.(ts|tsx|md|json|css|mjs)$/.test(text)) return { kind: 'file', name: text };
  // camelCase with a hump, PascalCase with two, CONSTANT_CASE with an underscore: a name, not a word.
  if (/^[a-z][a-z0-9]*([A-Z][a-z0-9]*)+$/.test(text)) return { kind: 'identifier', name: text };
  if (/^[A-Z][a-z0-9]+([A-Z][a-z0-9]+)+$/.test(text)) return { kind: 'identifier', name: text };
  if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(text)) return { kind: 'identifier', name: text };
  return null;
}

/** Spans in backticks outside fenced code blocks. */
function backticked(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  return [...prose.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].map((m) => m[1]!);
}

function exists(doc: string, kind: NameKind, name: string): boolean {
  if (kind === 'identifier') return CODE_WORDS.has(name) || OTHER_TOOLS.has(name);
  if (kind === 'file') return BASENAMES.has(name) || existsSync(name);
  const here = normalize(join(dirname(doc), name));
  if ([name, here].some((p) => existsSync(p) || FOLDERS.has(p))) return true;
  // A path written from a folder the text names (`ui/sections.tsx` of each feature, `e2e/fixtures.ts` of tests).
  return FILES.some((f) => f.endsWith(`/${name}`)) || [...FOLDERS].some((f) => f.endsWith(`/${name}`));
}

/** The spans of `doc` that name code that is not there. */
function missingNames(doc: string): string[] {
  const missing = backticked(readFileSync(doc, 'utf8'))
    .map((span) => ({ span, name: codeName(span) }))
    .filter(({ name }) => name !== null && !exists(doc, name.kind, name.name))
    .map(({ span }) => span);
  return [...new Set(missing)];
}

describe('names in the docs', () => {
  it('reads spans as code names only when they look like code', () => {
    expect(codeName('lib/sales/cursor.ts')).toEqual({ kind: 'path', name: 'lib/sales/cursor.ts' });
    expect(codeName('lib/core/api/')).toEqual({ kind: 'path', name: 'lib/core/api' });
    expect(codeName('createSalesSync')).toEqual({ kind: 'identifier', name: 'createSalesSync' });
    expect(codeName('cursorAfter(walk, now)')).toEqual({ kind: 'identifier', name: 'cursorAfter' });
    expect(codeName('MAX_ROUNDS')).toEqual({ kind: 'identifier', name: 'MAX_ROUNDS' });
    expect(codeName('SalesStore')).toEqual({ kind: 'identifier', name: 'SalesStore' });
    expect(codeName('cursor.ts')).toEqual({ kind: 'file', name: 'cursor.ts' });
    for (const prose of ['npm run demo', 'updated_since', 'read:campaigns', 'INR', 'https://x.in/a.ts', '/ping']) {
      expect(codeName(prose), prose).toBeNull();
    }
    expect(codeName('lib/<name>/ui/')).toBeNull();
    expect(codeName('.output/chrome-mv3/')).toBeNull();
  });

  it('finds what is missing, and only that', () => {
    expect(exists('README.md', 'identifier', 'createSalesSync')).toBe(true);
    expect(exists('README.md', 'identifier', 'createSalesSyncThatWasRenamed')).toBe(false);
    expect(exists('README.md', 'path', 'lib/sales/sync.ts')).toBe(true);
    expect(exists('README.md', 'path', 'lib/sales/timestamps.ts')).toBe(false);
    expect(exists('lib/core/api/ASSUMPTIONS.md', 'path', '../../../ARCHITECTURE.md')).toBe(true);
    expect(exists('CONTRIBUTING.md', 'path', 'e2e/fixtures.ts')).toBe(true);
    expect(exists('CONTRIBUTING.md', 'path', 'e2e/no-such-fixtures.ts')).toBe(false);
  });

  it.skip.each(PENDING_DOCS)(
    '%s: every path, file and identifier named in backticks exists (being rewritten)',
    (doc) => {
      expect(missingNames(doc)).toEqual([]);
    },
  );

  it.each(DOCS)('%s: every path, file and identifier named in backticks exists', (doc) => {
    expect(missingNames(doc)).toEqual([]);
  });
});
