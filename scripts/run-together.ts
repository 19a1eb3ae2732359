// Runs several package.json scripts at once, for steps of `npm test` that do not depend on each other and leave a
// core idle while they wait (the relay's tests wait on Postgres while the builds compute). Each script's output is
// held and printed whole when it ends, one after the other, so that nothing interleaves; a failed script's output is
// held until every script has ended, so that a log read from its end (CI shows only the tail) ends with the failure.
// The exit code is the first failure's (0 when all passed), and every script runs to its end.
//
//   npx tsx scripts/run-together.ts <script> <script>…
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatDuration } from './test-timing';

export interface Finished {
  script: string;
  exitCode: number;
  /** What the script printed, stdout and stderr in the order they came. */
  output: string;
  /** Its wall time. */
  ms: number;
}

/**
 * Starts every script with `run` at once and resolves when all have ended. `report` is called as each one that passed
 * ends (in the order they end), so a long one does not hold back what a short one printed; the failed ones are
 * reported last, once all have ended, in the order they ended.
 */
export async function runTogether(
  scripts: string[],
  run: (script: string) => Promise<Omit<Finished, 'script' | 'ms'>>,
  report: (finished: Finished) => void,
  now: () => number = () => performance.now(),
): Promise<number> {
  if (scripts.length === 0) throw new Error('no script to run');
  const start = now();
  const failed: Finished[] = [];
  await Promise.all(
    scripts.map(async (script) => {
      const result = await run(script);
      const finished = { script, ...result, ms: now() - start };
      if (finished.exitCode === 0) report(finished);
      else failed.push(finished);
    }),
  );
  for (const finished of failed) report(finished);
  return failed[0]?.exitCode ?? 0;
}

/** `npm run <script>` with its output held (a TTY's colours kept: the child is told the terminal's wish). */
function runScript(script: string): Promise<Omit<Finished, 'script' | 'ms'>> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    const env = { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) };
    const child = spawn('npm', ['run', '--silent', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => done({ exitCode: 127, output: `could not start npm: ${error.message}\n` }));
    child.on('close', (code, signal) =>
      done({ exitCode: code ?? (signal ? 128 : 1), output: Buffer.concat(chunks).toString() }),
    );
  });
}

function printFinished({ script, exitCode, output, ms }: Finished): void {
  const outcome = exitCode === 0 ? '' : ` FAILED (exit code ${exitCode})`;
  process.stdout.write(`\n── ${script}: ${formatDuration(ms)}${outcome}\n${output}`);
}

async function main(): Promise<void> {
  const scripts = process.argv.slice(2);
  const known = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts?: Record<string, string> }).scripts;
  const unknown = scripts.filter((s) => known?.[s] === undefined);
  if (unknown.length > 0) throw new Error(`package.json has no script ${unknown.map((s) => `"${s}"`).join(', ')}`);
  process.exit(await runTogether(scripts, runScript, printFinished));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
