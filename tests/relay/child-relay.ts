// A relay as its own process (relay/main.ts, bundled by global-setup.ts), as a server runs it: started with the world's
// environment, ready once it prints where it listens; stopped with a signal of the test's choosing.
import { type ChildProcess, spawn } from 'node:child_process';
import { inject } from 'vitest';

export interface ChildRelay {
  name: string;
  origin: string;
  process: ChildProcess;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export function startChildRelay(name: string, env: Record<string, string>): Promise<ChildRelay> {
  const child = spawn(process.execPath, [inject('relayBundle')], {
    env: { ...process.env, ...env, RELAY_INSTANCE: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ready = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /Relay listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (origin && !ready) {
        ready = true;
        resolve({
          name,
          origin,
          process: child,
          output: () => output,
          kill: async (signal) => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            await exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`Relay ${name} exited (${code}) before listening:\n${output}`));
    });
  });
}
