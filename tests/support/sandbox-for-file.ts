// One sandbox per test file, over HTTP on a free port: started before the file's first test, back to its seeded
// state before each test, closed after the last. The handle is usable from the file's top level (it reads the
// started sandbox when a test touches it), so a file writes `const sandbox = sandboxForFile()` and nothing else.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type SandboxHandle, type SandboxOptions, startSandbox } from '../../sandbox/server';

export function sandboxForFile(options: Omit<SandboxOptions, 'port' | 'quiet'> = {}): SandboxHandle {
  let started: SandboxHandle | undefined;
  beforeAll(async () => {
    started = await startSandbox({ ...options, port: 0, quiet: true });
  });
  afterAll(() => started?.close());
  beforeEach(() => started?.reset());
  return new Proxy({} as SandboxHandle, {
    get(_, key) {
      if (!started) throw new Error('the sandbox starts before the file’s first test: read it inside a test or hook');
      return Reflect.get(started, key);
    },
  });
}
