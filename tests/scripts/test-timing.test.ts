// `npm run test:timed`: package.json's `test` script split into its steps, each timed, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childrenCpuMs, formatDuration, formatReport, runSteps, stepsOf } from '../../scripts/test-timing';

describe('stepsOf', () => {
  it("splits this project's test script into its npm run steps, in order", () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const labels = stepsOf(pkg.scripts.test as string).map((s) => s.label);
    expect(labels).toEqual([
      'check:browsers',
      'lint + typecheck',
      'test:unit',
      'test:relay + test:builds',
      'test:e2e + test:firefox',
    ]);
    expect(stepsOf(pkg.scripts['test:builds'] as string).map((s) => s.label)).toEqual([
      'build',
      'check:size',
      'lint:firefox',
      'build:sandbox',
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

  it('gives each step and the whole run the CPU time read before and after it, when it is known', async () => {
    let clock = 0;
    let cpu = 500;
    const timed = await runSteps(
      steps,
      async (_step, index) => {
        clock += 1000;
        cpu += (index + 1) * 1500;
        return 0;
      },
      () => clock,
      () => cpu,
    );
    expect(timed.timings.map((t) => t.cpuMs)).toEqual([1500, 3000, 4500]);
    expect(timed.totalCpuMs).toBe(9000);
    expect(formatReport('test', timed, { start: 3.25, end: 1 })).toMatch(
      /a\s+1\.0 s {2}\(CPU 1\.5 s\)\n[\s\S]*total\s+3\.0 s {2}\(CPU 9\.0 s\)\nLoad average \(1 min\): 3\.3 at the start, 1\.0 at the end\./,
    );
    const unknown = await runSteps(steps, async () => 0);
    expect(unknown.timings.every((t) => t.cpuMs === undefined) && unknown.totalCpuMs === undefined).toBe(true);
    expect(formatReport('test', unknown)).not.toContain('(CPU');
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

describe('childrenCpuMs', () => {
  it("adds the finished children's user and system time from /proc/self/stat (in ticks of 10 ms)", () => {
    // A command name with spaces and a parenthesis in it; cutime is field 16, cstime field 17.
    const stat = '4242 (node (x) y) S 1 2 3 4 5 6 7 8 9 10 11 12 1234 56 20 0 1 0 100 0 0';
    expect(childrenCpuMs(() => stat)).toBe((1234 + 56) * 10);
    expect(
      childrenCpuMs(() => {
        throw new Error('no /proc');
      }),
    ).toBeUndefined();
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
    expect(run.stdout).toMatch(/first\s+\d+\.\d s {2}\(CPU \d+\.\d s\)\n/);
    expect(run.stdout).toMatch(/broken\s+\d+\.\d s {2}\(CPU \d+\.\d s\)\s+FAILED \(exit code 3\)/);
    expect(run.stdout).toMatch(/last\s+not run/);
    expect(run.stdout).toMatch(/total\s+\d+\.\d s/);
    expect(run.stdout).toMatch(/Load average \(1 min\): \d+\.\d at the start/);
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
