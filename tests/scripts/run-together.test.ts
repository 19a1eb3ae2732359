// scripts/run-together.ts: the steps of `npm test` that run at once, each one's output printed whole as it ends.
import { describe, expect, it } from 'vitest';
import { type Finished, runTogether } from '../../scripts/run-together';

/** A run whose scripts end when the test says, so the order they end in is the test's. */
function controlledRun() {
  const ends = new Map<string, (result: Omit<Finished, 'script' | 'ms'>) => void>();
  const started: string[] = [];
  const run = (script: string) =>
    new Promise<Omit<Finished, 'script' | 'ms'>>((resolve) => {
      started.push(script);
      ends.set(script, resolve);
    });
  const end = (script: string, exitCode: number, output = `${script} says\n`) =>
    ends.get(script)?.({ exitCode, output });
  return { run, end, started };
}

describe('runTogether', () => {
  it('starts every script before any has ended and reports each whole, in the order they end', async () => {
    const { run, end, started } = controlledRun();
    const reported: Finished[] = [];
    let clock = 0;
    const all = runTogether(
      ['relay', 'builds'],
      run,
      (f) => reported.push(f),
      () => clock,
    );
    await Promise.resolve();
    expect(started).toEqual(['relay', 'builds']);
    clock = 40;
    end('builds', 0);
    await Promise.resolve();
    await Promise.resolve();
    expect(reported.map((f) => f.script)).toEqual(['builds']);
    clock = 55;
    end('relay', 0);
    expect(await all).toBe(0);
    expect(reported).toEqual([
      { script: 'builds', exitCode: 0, output: 'builds says\n', ms: 40 },
      { script: 'relay', exitCode: 0, output: 'relay says\n', ms: 55 },
    ]);
  });

  it('waits for every script when one fails, reports the failures last, and exits with the first failure’s code', async () => {
    const { run, end } = controlledRun();
    const reported: string[] = [];
    const all = runTogether(['a', 'b', 'c'], run, (f) => reported.push(`${f.script}:${f.exitCode}`));
    end('b', 2);
    end('a', 0);
    await Promise.resolve();
    let settled = false;
    void all.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(reported).toEqual(['a:0']);
    end('c', 3);
    expect(await all).toBe(2);
    // A log read from its end (CI shows the tail) ends with what failed.
    expect(reported).toEqual(['a:0', 'b:2', 'c:3']);
  });

  it('refuses to run nothing', async () => {
    await expect(
      runTogether(
        [],
        async () => ({ exitCode: 0, output: '' }),
        () => {},
      ),
    ).rejects.toThrow(/no script/);
  });
});
