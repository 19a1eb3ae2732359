// The house's rules on the import graph (scripts/import-graph.ts reads it from the sources): the core imports no
// feature and nothing built on the features, and no chain of imports comes back to where it started.
import { describe, expect, it } from 'vitest';
import { cycles, folderOf, importGraph } from '../../scripts/import-graph';

const graph = importGraph();

describe('import rules', () => {
  it('reads the graph (a check over nothing would pass)', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('lib/core/background/router.ts')).toContain('lib/core/background/kernel.ts');
  });

  it('no file of the core imports a feature, the feature list, the protocol, an entrypoint or a shared component', () => {
    const outward = [...graph].flatMap(([from, targets]) =>
      from.startsWith('lib/core/')
        ? targets.filter((t) => !t.startsWith('lib/core/')).map((t) => `${from} -> ${t}`)
        : [],
    );
    expect(outward).toEqual([]);
  });

  it('no feature imports the feature list or what is derived from it (that is the way back round)', () => {
    const derived = new Set(['lib/features.ts', 'lib/protocol.ts']);
    const back = [...graph].flatMap(([from, targets]) =>
      folderOf(from) && folderOf(from) !== 'core' && !from.includes('/ui/')
        ? targets.filter((t) => derived.has(t) || t.startsWith('entrypoints/')).map((t) => `${from} -> ${t}`)
        : [],
    );
    expect(back).toEqual([]);
  });

  it('no feature folder reaches into an entrypoint: pages mount features, never the other way', () => {
    const intoPages = [...graph].flatMap(([from, targets]) =>
      from.startsWith('lib/') ? targets.filter((t) => t.startsWith('entrypoints/')).map((t) => `${from} -> ${t}`) : [],
    );
    expect(intoPages).toEqual([]);
  });

  it('has no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle and an outward import when there is one (the checks can fail)', () => {
    const bad = new Map([
      ['lib/core/a.ts', ['lib/links/b.ts']],
      ['lib/links/b.ts', ['lib/core/a.ts']],
    ]);
    expect(cycles(bad)).toEqual([['lib/core/a.ts', 'lib/links/b.ts']]);
  });
});
