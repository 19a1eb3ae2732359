// The registry of the worker's modules that `/publishing.js` borrows (entrypoints/background/shared-modules.ts),
// derived from the import graph rather than kept by hand: every module the worker's script carries that a module
// only the publishing engine has imports. Those the engine reads from the worker's registry, so there is one
// instance of each (one campaign index per worker, one key mask); everything else of the engine is its own.
//
// `npx tsx scripts/shared-modules.ts` writes the file; the build writes it again before it starts (wxt.config.ts),
// and tests/core/background/shared-modules.test.ts fails when the file in the tree is not what this makes.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
export const REGISTRY_FILE = 'entrypoints/background/shared-modules.ts';
const WORKER_ENTRY = 'entrypoints/background/index.ts';
const ENGINE_ENTRY = 'entrypoints/publishing/index.ts';
/** Bare imports the bundles resolve elsewhere (scripts/zod-alias.ts). */
const ALIASES: Record<string, string> = { 'zod/mini': 'lib/core/zod-lazy/zod-mini.ts' };

/** Value imports only: a type-only import or export carries nothing into a bundle. */
function valueSpecifiers(text: string): string[] {
  const statements = [
    ...text.matchAll(/^\s*(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/gms),
  ].filter((m) => !m[2] && !/^\{\s*\}$/.test((m[3] as string).trim()) && !isAllTypes(m[3] as string));
  const bare = [...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => m[1] as string);
  return [...statements.map((m) => m[4] as string), ...bare, ...globbed(text)];
}

/** `{ type A, type B }`: only types named. */
function isAllTypes(clause: string): boolean {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = (braces[1] as string)
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** `import.meta.glob('../../lib/*\/engine.ts')`, expanded (one `*` per segment). */
function globbed(text: string): string[] {
  return [...text.matchAll(/import\.meta\.glob\(\s*['"]([^'"]+)['"]/g)].map((m) => `glob:${m[1]}`);
}

function expandGlob(fromFile: string, pattern: string): string[] {
  const parts = posix.join(posix.dirname(fromFile), pattern).split('/');
  let paths = [''];
  for (const part of parts) {
    paths = paths.flatMap((base) => {
      if (!part.includes('*')) return [posix.join(base, part)];
      const dir = join(ROOT, base);
      if (!existsSync(dir)) return [];
      const re = new RegExp(`^${part.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
      return readdirSync(dir)
        .filter((name) => re.test(name))
        .map((name) => posix.join(base, name));
    });
  }
  return paths.filter((p) => existsSync(join(ROOT, p)));
}

function resolveFile(fromFile: string, specifier: string): string | null {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  for (const ext of ['', '.ts', '.tsx', '/index.ts']) {
    const path = base + ext;
    if (existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile()) return path;
  }
  return null;
}

/** A module's imports: files (paths from the root) and packages (as written). */
function importsOf(node: string): string[] {
  if (!/\.(ts|tsx)$/.test(node)) return [];
  const text = readFileSync(join(ROOT, node), 'utf8');
  return valueSpecifiers(text).flatMap((specifier) => {
    if (specifier.startsWith('glob:')) return expandGlob(node, specifier.slice(5));
    if (specifier.startsWith('.')) {
      if (/\.(css|json|txt)$/.test(specifier)) return [];
      const file = resolveFile(node, specifier);
      return file ? [file] : [];
    }
    return [ALIASES[specifier] ?? specifier];
  });
}

function closure(entry: string, stopAt: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const walk = (node: string) => {
    if (seen.has(node) || stopAt.has(node)) return;
    seen.add(node);
    for (const next of importsOf(node)) walk(next);
  };
  walk(entry);
  return seen;
}

/**
 * Every module the worker's own script carries (paths from the root, packages as imported), by value imports from
 * its entry: what each start of the worker fetches and compiles. Not through the registry itself: it imports what it
 * lists, so an entry no longer borrowed would keep itself.
 */
export function workerModules(): Set<string> {
  return closure(WORKER_ENTRY, new Set([REGISTRY_FILE]));
}

/** The modules a module imports by value (paths from the root, packages as imported). */
export function valueImportsOf(node: string): string[] {
  return importsOf(node);
}

/** The registry's keys: path from the root without its extension, or a package's import. */
export function sharedModules(): string[] {
  const worker = workerModules();
  const engineOnly = closure(ENGINE_ENTRY, worker);
  const shared = new Set<string>();
  for (const node of engineOnly) for (const next of importsOf(node)) if (worker.has(next)) shared.add(next);
  return [...shared].map((node) => node.replace(/\.(ts|tsx)$/, '')).sort();
}

function identifier(key: string, index: number): string {
  return `m${index}_${key.replace(/^lib\//, '').replace(/[^a-zA-Z0-9]+/g, '_')}`;
}

/** The registry file's text for these keys. */
export function registrySource(keys: readonly string[]): string {
  const importPath = (key: string) =>
    /^(lib|entrypoints|components)\//.test(key) ? relative(dirname(REGISTRY_FILE), key).replace(/^(?!\.)/, './') : key;
  const imports = keys.map((key, i) => `import * as ${identifier(key, i)} from '${importPath(key)}';`);
  const entries = keys.map((key, i) => `  '${key}': ${identifier(key, i)},`);
  return `// Generated by scripts/shared-modules.ts from the import graph: the worker's modules that \`/publishing.js\` borrows
// (scripts/publishing-split.ts builds it so). Do not edit: the build writes it again.
// biome-ignore-all format: generated
// biome-ignore-all assist/source/organizeImports: generated
${imports.join('\n')}
import { SHARED_GLOBAL } from '../../lib/core/background/shared-global';

export const SHARED_MODULES = {
${entries.join('\n')}
};

/** Called first as the worker starts, before \`/publishing.js\` can run. */
export function shareModules(): void {
  (globalThis as Record<string, unknown>)[SHARED_GLOBAL] = SHARED_MODULES;
}
`;
}

/** Writes the registry when it is not what the import graph makes; true when it changed. */
export function writeRegistry(): boolean {
  const text = registrySource(sharedModules());
  const path = join(ROOT, REGISTRY_FILE);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  writeFileSync(path, text);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(writeRegistry() ? `${REGISTRY_FILE} written` : `${REGISTRY_FILE} is up to date`);
}
