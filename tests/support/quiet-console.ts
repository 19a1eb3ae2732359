// A passing run prints nothing (the house rule): a test during which anything is written to the console fails,
// naming what was written. A test that expects a log spies on it and checks it instead, which also keeps it out of
// the output: `const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})`, then `expect(warned)…`.
//
// Set up once per test file (vitest.config.ts, setupFiles). Files share a worker (`isolate: false`), so the console
// methods are wrapped from the originals kept on first use, not wrapped again around the previous file's wrappers.
import { afterEach } from 'vitest';

const LEVELS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

const ORIGINALS = Symbol.for('affiliate-link-tests.console-originals');
const holder = globalThis as { [ORIGINALS]?: Record<Level, (...args: unknown[]) => void> };
holder[ORIGINALS] ??= Object.fromEntries(LEVELS.map((level) => [level, console[level]])) as Record<
  Level,
  (...args: unknown[]) => void
>;
const originals = holder[ORIGINALS];

const printed: string[] = [];
for (const level of LEVELS) {
  console[level] = (...args: unknown[]) => {
    printed.push(`console.${level}: ${args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')}`);
    originals[level].apply(console, args);
  };
}

afterEach(() => {
  if (printed.length === 0) return;
  const lines = printed.splice(0);
  throw new Error(
    `This test wrote to the console (a passing run prints nothing). If that is expected, spy on it and check it ` +
      `(vi.spyOn(console, 'warn').mockImplementation(() => {})):\n${lines.join('\n')}`,
  );
});
