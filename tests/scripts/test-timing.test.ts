// `npm run test:timed`: package.json's `test` script split into its steps, each timed, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatReport, runSteps, stepsOf } from '../../scripts/test-timing';

describe('stepsOf', () => {
  it("splits this project's test script into its npm run steps, in order", () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const labels = stepsOf(pkg.scripts.test as string).map((s) => s.label);
    expect(labels).toEqual([
      'check:browsers',
      'lint',
      'typecheck',
      'test:unit',
      'test:relay',
      'build',
      'check:size',
      'lint:firefox',
      'build:sandbox',
      'test:e2e',
      'test:firefox',
    ]);
  });

  it('keeps a step that is not npm run as its own command', () => {
    expect(stepsOf('npm run a -- --x && tsc --noEmit')).toEqual([
      { label: 'a', command: 'npm run a -- --x' },
      { label: 'tsc --noEmit', command: 'tsc --noEmit' },
    ]);
  });

  it('refuses a script that is not a plain && chain, naming the part', () => {
    expect(() => stepsOf('npm run a || npm run b')).toThrow(/npm run a \|\| npm run b/);
    expect(() => stepsOf('npm run a; npm run b')).toThrow(/only steps joined by &&/);
    expect(() => stepsOf('npm run a && && npm run b')).toThrow(/empty step/);
  });
});

describe('runSteps', () => {
  const steps = stepsOf('npm run a && npm run b && npm run c');

  it('times every step and the total with the clock given', async () => {
    let clock = 0;
    const result = await runSteps(
      steps,
      async (_step, index) => {
        clock += (index + 1) * 1000;
        return 0;
      },
      () => clock,
    );
    expect(result.timings.map((t) => [t.step.label, t.ms])).toEqual([
      ['a', 1000],
      ['b', 2000],
      ['c', 3000],
    ]);
    expect(result.totalMs).toBe(6000);
    expect(result.notRun).toEqual([]);
  });

  it('stops at the first failing step and lists the rest as not run', async () => {
    const ran: string[] = [];
    const result = await runSteps(steps, async (step) => {
      ran.push(step.label);
      return step.label === 'b' ? 2 : 0;
    });
    expect(ran).toEqual(['a', 'b']);
    expect(result.timings.at(-1)?.exitCode).toBe(2);
    expect(result.notRun.map((s) => s.label)).toEqual(['c']);
    const report = formatReport('test', result);
    expect(report).toMatch(/b\s+\S+ s\s+FAILED \(exit code 2\)/);
    expect(report).toMatch(/c\s+not run/);
    expect(report).toMatch(/total/);
  });
});

describe('formatDuration', () => {
  it('gives seconds, and minutes past one', () => {
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(725_400)).toBe('725.4 s (12 min 05 s)');
  });
});

describe('the script', () => {
  it('runs the real steps, prints each time, and exits with the failing step’s code without running the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-timing-'));
    const marker = (name: string) => `node -e "require('fs').writeFileSync('${name}.ran', '')"`;
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        scripts: {
          test: 'npm run first && npm run broken && npm run last',
          first: marker('first'),
          broken: 'node -e "process.exit(3)"',
          last: marker('last'),
        },
      }),
    );
    const tsx = resolve('node_modules/.bin/tsx');
    const run = spawnSync(tsx, [resolve('scripts/test-timing.ts')], { cwd: dir, encoding: 'utf8' });
    expect(run.status).toBe(3);
    expect(existsSync(join(dir, 'first.ran'))).toBe(true);
    expect(existsSync(join(dir, 'last.ran'))).toBe(false);
    expect(run.stdout).toMatch(/first\s+\d+\.\d s\n/);
    expect(run.stdout).toMatch(/broken\s+\d+\.\d s\s+FAILED \(exit code 3\)/);
    expect(run.stdout).toMatch(/last\s+not run/);
    expect(run.stdout).toMatch(/total\s+\d+\.\d s/);
  }, 60_000);

  it('says so when package.json has no such script', () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-timing-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: {} }));
    const run = spawnSync(resolve('node_modules/.bin/tsx'), [resolve('scripts/test-timing.ts')], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('package.json has no "test" script');
  }, 60_000);
});
