// `npm run test:timed`: runs the steps of package.json's `test` script one at a time, as `npm test` would, and prints
// the wall time of each step and of the whole run. It stops at the first step that fails and exits with its code.
// This is how the docs give the test run's time: measured on the machine at hand, never written down. Beside each
// wall time it gives the CPU time the step's processes used (Linux): on a machine shared with other work the wall
// times swing with the load, the CPU times much less, so compare those between runs (the load is printed too).
//
//   npx tsx scripts/test-timing.ts [script]      (script: a package.json script made of `&&` steps; default `test`)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
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
  /** CPU time (user + system) of the step's processes, when the platform tells it. */
  cpuMs?: number;
  exitCode: number;
}

export interface RunResult {
  timings: StepTiming[];
  /** The steps after a failed one, which were not run. */
  notRun: Step[];
  totalMs: number;
  totalCpuMs?: number;
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
  return parts.map((command) => ({ label: labelOf(command), command }));
}

/** `lint` for `npm run lint`, `lint + typecheck` for scripts run together (scripts/run-together.ts), else the command. */
function labelOf(command: string): string {
  const together = /^tsx scripts\/run-together\.ts (.+)$/.exec(command)?.[1];
  if (together) return together.split(/\s+/).join(' + ');
  return /^npm run (\S+)/.exec(command)?.[1] ?? command;
}

/**
 * Runs the steps in order with `run` (which resolves with an exit code), timing each; stops at the first failure.
 * `cpu` reads the CPU time used so far by the processes `run` started and waited for (undefined: not known).
 */
export async function runSteps(
  steps: Step[],
  run: (step: Step, index: number) => Promise<number>,
  now: () => number = () => performance.now(),
  cpu: () => number | undefined = () => undefined,
): Promise<RunResult> {
  const timings: StepTiming[] = [];
  const start = now();
  const cpuStart = cpu();
  const since = (from: number | undefined) => {
    const to = cpu();
    return from === undefined || to === undefined ? {} : { cpuMs: to - from };
  };
  const result = (notRun: Step[]): RunResult => {
    const total = since(cpuStart).cpuMs;
    return { timings, notRun, totalMs: now() - start, ...(total === undefined ? {} : { totalCpuMs: total }) };
  };
  for (const [index, step] of steps.entries()) {
    const t0 = now();
    const cpu0 = cpu();
    const exitCode = await run(step, index);
    timings.push({ step, ms: now() - t0, ...since(cpu0), exitCode });
    if (exitCode !== 0) return result(steps.slice(index + 1));
  }
  return result([]);
}

/**
 * CPU time (ms, user + system) of this process's finished children and the descendants they waited for, from
 * /proc/self/stat (cutime, cstime); undefined where there is no /proc.
 */
export function childrenCpuMs(stat = () => readFileSync('/proc/self/stat', 'utf8')): number | undefined {
  let text: string;
  try {
    text = stat();
  } catch {
    return undefined;
  }
  // The fields after the command name (in parentheses, which may itself hold spaces): state is field 3.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]);
  // Linux reports these in USER_HZ, 100 a second on every architecture Node runs on.
  return Number.isFinite(ticks) ? ticks * 10 : undefined;
}

export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${seconds.toFixed(1)} s (${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s)`;
}

/** The table printed at the end: one line per step, then the total. */
export function formatReport(script: string, result: RunResult, load?: { start: number; end: number }): string {
  const width = Math.max(5, ...[...result.timings.map((t) => t.step), ...result.notRun].map((s) => s.label.length));
  const cpu = (ms: number | undefined) => (ms === undefined ? '' : `  (CPU ${formatDuration(ms)})`);
  const lines = [`Wall time of each step of \`npm run ${script}\`, and the CPU time its processes used:`];
  for (const t of result.timings) {
    const failed = t.exitCode === 0 ? '' : `  FAILED (exit code ${t.exitCode})`;
    lines.push(`  ${t.step.label.padEnd(width)}  ${formatDuration(t.ms).padStart(8)}${cpu(t.cpuMs)}${failed}`);
  }
  for (const s of result.notRun) lines.push(`  ${s.label.padEnd(width)}  ${'not run'.padStart(8)}`);
  lines.push(`  ${'total'.padEnd(width)}  ${formatDuration(result.totalMs).padStart(8)}${cpu(result.totalCpuMs)}`);
  if (load) {
    lines.push(`Load average (1 min): ${load.start.toFixed(1)} at the start, ${load.end.toFixed(1)} at the end.`);
  }
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
  const loadStart = loadavg()[0] ?? 0;
  const result = await runSteps(
    steps,
    (step, index) => runInShell(step, index, steps.length),
    () => performance.now(),
    () => childrenCpuMs(),
  );
  console.log(`\n${formatReport(scriptName, result, { start: loadStart, end: loadavg()[0] ?? 0 })}`);
  const failed = result.timings.find((t) => t.exitCode !== 0);
  if (failed) process.exit(failed.exitCode);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
