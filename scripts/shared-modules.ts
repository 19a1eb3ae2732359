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

/** What a value import or re-export takes from its module: the names, or `*` for the whole module. */
type Taken = readonly string[] | '*';

/** Each value import and re-export of `text` with what it takes (a side-effect import takes nothing). */
function takenImports(text: string): { specifier: string; taken: Taken }[] {
  const statements = [
    ...text.matchAll(/^\s*(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/gms),
  ].filter((m) => !m[2] && !/^\{\s*\}$/.test((m[3] as string).trim()) && !isAllTypes(m[3] as string));
  const bare = [...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => m[1] as string);
  return [
    ...statements.map((m) => ({ specifier: m[4] as string, taken: takenBy(m[3] as string) })),
    ...bare.map((specifier) => ({ specifier, taken: [] })),
    ...globbed(text).map((specifier) => ({ specifier, taken: '*' as const })),
  ];
}

/** `{ a, b as c, type T }` takes a and b; `* as ns` or `*` the whole module; `def` its default. */
function takenBy(clause: string): Taken {
  if (/\*/.test(clause)) return '*';
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  for (const part of (braces?.[1] ?? '').split(',')) {
    const name = part
      .trim()
      .split(/\s+as\s+/)[0]
      ?.trim();
    if (name && !name.startsWith('type ')) names.push(name);
  }
  if (/^\s*[A-Za-z_$][\w$]*\s*(,|$)/.test(clause)) names.push('default');
  return names;
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

/** A module's imports, each what it names (files as paths from the root, packages as written) and what it takes. */
function takenImportsOf(node: string): { target: string; taken: Taken }[] {
  if (!/\.(ts|tsx)$/.test(node)) return [];
  const text = readFileSync(join(ROOT, node), 'utf8');
  return takenImports(text).flatMap(({ specifier, taken }) => {
    if (specifier.startsWith('glob:')) return expandGlob(node, specifier.slice(5)).map((target) => ({ target, taken }));
    if (specifier.startsWith('.')) {
      if (/\.(css|json|txt)$/.test(specifier)) return [];
      const file = resolveFile(node, specifier);
      return file ? [{ target: file, taken }] : [];
    }
    return [{ target: ALIASES[specifier] ?? specifier, taken }];
  });
}

/** A module's imports: files (paths from the root) and packages (as written). */
function importsOf(node: string): string[] {
  return [...new Set(takenImportsOf(node).map((i) => i.target))];
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

/** A module of the worker's that the engine borrows: its key (path from the root without its extension, or a
 * package's import) and the names the engine takes from it (`*`: the whole module). */
export interface Borrowed {
  key: string;
  names: Taken;
}

/**
 * What the engine borrows from the worker: every module the worker's script carries that a module only the engine has
 * imports, with the names those imports take. The registry holds only those names (a whole module only where the
 * engine takes it whole), so the worker's script keeps no export for the engine's sake that it does not use itself.
 */
export function borrowedModules(): Borrowed[] {
  const worker = workerModules();
  const engineOnly = closure(ENGINE_ENTRY, worker);
  const taken = new Map<string, Set<string> | '*'>();
  for (const node of engineOnly) {
    for (const { target, taken: names } of takenImportsOf(node)) {
      if (!worker.has(target)) continue;
      const had = taken.get(target) ?? new Set<string>();
      if (had === '*' || names === '*') taken.set(target, '*');
      else taken.set(target, new Set([...had, ...names]));
    }
  }
  return [...taken]
    .map(([node, names]) => ({
      key: node.replace(/\.(ts|tsx)$/, ''),
      names: names === '*' ? names : [...names].sort(),
    }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** The registry's keys. */
export function sharedModules(): string[] {
  return borrowedModules().map((b) => b.key);
}

function identifier(key: string, index: number): string {
  return `m${index}_${key.replace(/^lib\//, '').replace(/[^a-zA-Z0-9]+/g, '_')}`;
}

/** The registry file's text for what the engine borrows. */
export function registrySource(borrowed: readonly Borrowed[]): string {
  const importPath = (key: string) =>
    /^(lib|entrypoints|components)\//.test(key) ? relative(dirname(REGISTRY_FILE), key).replace(/^(?!\.)/, './') : key;
  const imports = borrowed.map(({ key, names }, i) => {
    const id = identifier(key, i);
    if (names === '*') return `import * as ${id} from '${importPath(key)}';`;
    return `import { ${names.map((n) => `${n} as ${id}_${n}`).join(', ')} } from '${importPath(key)}';`;
  });
  const entries = borrowed.map(({ key, names }, i) => {
    const id = identifier(key, i);
    return `  '${key}': ${names === '*' ? id : `{ ${names.map((n) => `${n}: ${id}_${n}`).join(', ')} }`},`;
  });
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
  const text = registrySource(borrowedModules());
  const path = join(ROOT, REGISTRY_FILE);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  writeFileSync(path, text);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(writeRegistry() ? `${REGISTRY_FILE} written` : `${REGISTRY_FILE} is up to date`);
}
