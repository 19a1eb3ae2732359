// Marks of a worker run's start in its own performance timeline, each name once per run: the benchmark reads them
// after a cold open of the toolbar popup (scripts/bench-toolbar-popup.ts) to say where the time went. A mark costs
// microseconds, and a run adds only these few.
const marked = new Set<string>();

export function markOnce(name: string): void {
  if (marked.has(name)) return;
  marked.add(name);
  globalThis.performance?.mark?.(name);
}

// The first module of the worker's script to run (the entry's first import, early-start.ts, imports this one first):
// from the worker's time origin to here is Chromium's part, before any of our code.
markOnce('script start');
