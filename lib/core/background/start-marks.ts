// Marks of a worker run's start in its own performance timeline, each name once per run: the benchmark reads them
// after a cold open of the toolbar popup (scripts/bench-toolbar-popup.ts) to say where the time went. Until the first
// answer only the moment is noted: a worker's first `performance.mark` sets up its timeline, which would cost the
// start itself a millisecond or more; `writeStartMarks`, once the first answer is sent, writes them at their moments.
const marked = new Map<string, number>();
let written = false;

export function markOnce(name: string): void {
  if (marked.has(name)) return;
  const now = globalThis.performance?.now?.();
  if (now === undefined) return;
  marked.set(name, now);
  if (written) mark(name, now);
}

export function writeStartMarks(): void {
  if (written) return;
  written = true;
  for (const [name, at] of marked) mark(name, at);
}

function mark(name: string, startTime: number): void {
  try {
    globalThis.performance.mark(name, { startTime });
  } catch {
    // A timeline without marks: the benchmark reads none.
  }
}

// The first module of the worker's script to run (the entry's first import, early-start.ts, imports this one first):
// from the worker's time origin to here is Chromium's part, before any of our code.
markOnce('script start');
