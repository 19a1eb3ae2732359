// The project's import graph, read from the sources: which file imports which (relative imports only; packages are
// left out). tests/core/import-rules.test.ts checks the house's rules on it: the core imports no feature, and no
// import path comes back to where it started. `npx tsx scripts/import-graph.ts` prints the cycles and the features'
// imports of each other.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['lib', 'entrypoints', 'components'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier a file names: static and dynamic imports, re-exports, type-only imports too. */
export function specifiers(text: string): string[] {
  const found = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gms),
    ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((m) => m[1] as string);
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  if (/\.(css|json|txt|svg|png)$/.test(base)) return null;
  for (const ext of ['', ...EXTENSIONS]) {
    const path = base + ext;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** file -> the files it imports, paths from the project's root. */
export function importGraph(root = ROOT): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SOURCE_DIRS.flatMap((d) => sources(join(root, d)))) {
    const targets = specifiers(readFileSync(file, 'utf8'))
      .map((s) => resolveImport(file, s))
      .filter((p): p is string => p !== null)
      .map((p) => relative(root, p));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** The graph's strongly connected parts of more than one file (or a file importing itself): each is a cycle. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, indices.get(next) as number));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

/** `lib/<name>/…` -> name; null for files outside a feature folder. */
export function folderOf(path: string): string | null {
  const m = /^lib\/([^/]+)\//.exec(path);
  return m ? (m[1] as string) : null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = importGraph();
  const found = cycles(graph);
  console.log(`${graph.size} files, ${found.length} cycles`);
  for (const c of found) console.log(`- ${c.length} files: ${c.join(', ')}`);
  const edges = new Map<string, Set<string>>();
  for (const [from, tos] of graph) {
    const a = folderOf(from) ?? from.split('/').slice(0, 2).join('/');
    for (const to of tos) {
      const b = folderOf(to) ?? to.split('/').slice(0, 2).join('/');
      if (a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
  }
  for (const [a, bs] of [...edges].sort()) console.log(`${a} -> ${[...bs].sort().join(', ')}`);
}
