// `npm run test:timed`: runs the steps of package.json's `test` script one at a time, as `npm test` would, and prints
// the wall time of each step and of the whole run. It stops at the first step that fails and exits with its code.
// This is how the docs give the test run's time: measured on the machine at hand, never written down.
//
//   npx tsx scripts/test-timing.ts [script]      (script: a package.json script made of `&&` steps; default `test`)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Step {
  /** `lint` for `npm run lint`; any other command is its own label. */
  label: string;
  command: string;
}

export interface StepTiming {
  step: Step;
  ms: number;
  exitCode: number;
}

export interface RunResult {
  timings: StepTiming[];
  /** The steps after a failed one, which were not run. */
  notRun: Step[];
  totalMs: number;
}

/** The steps of a script written as `cmd && cmd && …`; anything else (`||`, `;`, pipes) cannot be timed step by step. */
export function stepsOf(script: string): Step[] {
  const parts = script.split('&&').map((part) => part.trim());
  for (const part of parts) {
    if (part === '') throw new Error(`an empty step in "${script}"`);
    if (/[;|`]|\$\(/.test(part)) {
      throw new Error(`"${part}" is not a plain command: only steps joined by && can be timed one by one`);
    }
  }
  return parts.map((command) => ({ label: /^npm run (\S+)/.exec(command)?.[1] ?? command, command }));
}

/** Runs the steps in order with `run` (which resolves with an exit code), timing each; stops at the first failure. */
export async function runSteps(
  steps: Step[],
  run: (step: Step, index: number) => Promise<number>,
  now: () => number = () => performance.now(),
): Promise<RunResult> {
  const timings: StepTiming[] = [];
  const start = now();
  for (const [index, step] of steps.entries()) {
    const t0 = now();
    const exitCode = await run(step, index);
    timings.push({ step, ms: now() - t0, exitCode });
    if (exitCode !== 0) return { timings, notRun: steps.slice(index + 1), totalMs: now() - start };
  }
  return { timings, notRun: [], totalMs: now() - start };
}

export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${seconds.toFixed(1)} s (${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s)`;
}

/** The table printed at the end: one line per step, then the total. */
export function formatReport(script: string, result: RunResult): string {
  const width = Math.max(5, ...[...result.timings.map((t) => t.step), ...result.notRun].map((s) => s.label.length));
  const lines = [`Wall time of each step of \`npm run ${script}\`:`];
  for (const t of result.timings) {
    const failed = t.exitCode === 0 ? '' : `  FAILED (exit code ${t.exitCode})`;
    lines.push(`  ${t.step.label.padEnd(width)}  ${formatDuration(t.ms).padStart(8)}${failed}`);
  }
  for (const s of result.notRun) lines.push(`  ${s.label.padEnd(width)}  ${'not run'.padStart(8)}`);
  lines.push(`  ${'total'.padEnd(width)}  ${formatDuration(result.totalMs).padStart(8)}`);
  return lines.join('\n');
}

/** Runs one command through the shell with this terminal, as npm runs a script's command. */
function runInShell(step: Step, index: number, count: number): Promise<number> {
  console.log(`\n[${index + 1}/${count}] ${step.command}`);
  return new Promise((resolveCode) => {
    const child = spawn(step.command, { shell: true, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`could not start "${step.command}": ${error.message}`);
      resolveCode(127);
    });
    child.on('exit', (code, signal) => resolveCode(code ?? (signal ? 128 : 1)));
  });
}

async function main(): Promise<void> {
  const scriptName = process.argv[2] ?? 'test';
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts?: Record<string, string> };
  const script = pkg.scripts?.[scriptName];
  if (script === undefined) throw new Error(`package.json has no "${scriptName}" script`);
  const steps = stepsOf(script);
  const result = await runSteps(steps, (step, index) => runInShell(step, index, steps.length));
  console.log(`\n${formatReport(scriptName, result)}`);
  const failed = result.timings.find((t) => t.exitCode !== 0);
  if (failed) process.exit(failed.exitCode);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
