// Functions a person can read in one sitting: every function of the product's code (lib, components, entrypoints)
// longer than a limit, longest first. tests/core/function-length.test.ts holds the line; `npx tsx
// scripts/long-functions.ts [lines]` lists them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from '@babel/parser';

const ROOT = resolve(import.meta.dirname, '..');
const DIRS = ['lib', 'components', 'entrypoints'];

export interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

type Node = { type: string; loc?: { start: { line: number }; end: { line: number } }; [key: string]: unknown };

const FUNCTIONS = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
]);

function nameOf(node: Node, parent: Node | null): string {
  const id = node.id as { name?: string } | undefined;
  if (id?.name) return id.name;
  const key = node.key as { name?: string } | undefined;
  if (key?.name) return key.name;
  const target = parent?.id as { name?: string } | undefined;
  return target?.name ?? '(anonymous)';
}

function walk(node: unknown, parent: Node | null, visit: (node: Node, parent: Node | null) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, parent, visit);
    return;
  }
  const n = node as Node;
  if (typeof n.type !== 'string') return;
  visit(n, parent);
  for (const [key, value] of Object.entries(n)) {
    if (key !== 'loc' && key !== 'start' && key !== 'end') walk(value, n, visit);
  }
}

export function longFunctions(limit: number): LongFunction[] {
  const found: LongFunction[] = [];
  for (const path of DIRS.flatMap((d) => sources(join(ROOT, d)))) {
    const ast = parse(readFileSync(path, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] });
    walk(ast.program, null, (node, parent) => {
      if (!FUNCTIONS.has(node.type) || !node.loc) return;
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > limit) {
        found.push({ file: relative(ROOT, path), name: nameOf(node, parent), line: node.loc.start.line, lines });
      }
    });
  }
  return found.sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const limit = Number(process.argv[2] ?? 150);
  for (const f of longFunctions(limit)) console.log(`${f.lines}\t${f.file}:${f.line}\t${f.name}`);
}
