import { describe, expect, it } from 'vitest';
import { runPool } from '../../lib/post/run-pool';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('runPool', () => {
  it('never runs more than the limit at once and runs every item', async () => {
    let running = 0;
    let most = 0;
    const ran: number[] = [];
    const run = runPool([...Array(10).keys()], 4, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5 + (n % 3)));
      ran.push(n);
      running--;
    });
    await run.done;
    expect(most).toBe(4);
    expect(ran.sort((a, b) => a - b)).toEqual([...Array(10).keys()]);
  });

  it('after cancel starts nothing new and lets the started ones finish', async () => {
    const gates = [...Array(6)].map(deferred);
    const started: number[] = [];
    const finished: number[] = [];
    const run = runPool([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await gates[n]?.promise;
      finished.push(n);
    });
    expect(started).toEqual([0, 1]);
    run.cancel();
    gates[0]?.resolve();
    gates[1]?.resolve();
    await run.done;
    expect(started).toEqual([0, 1]);
    expect(finished).toEqual([0, 1]);
    expect(run.cancelled).toBe(true);
  });

  it('a failing item does not stop the others', async () => {
    const done: number[] = [];
    const run = runPool([1, 2, 3], 1, async (n) => {
      if (n === 2) throw new Error('boom');
      done.push(n);
    });
    await run.done;
    expect(done).toEqual([1, 3]);
  });
});
