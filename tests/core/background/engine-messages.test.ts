// A message whose work is in the publishing engine (sales, the link history, the key's save, posting, the queue…) is
// declared in the worker's script with its request schema: the request is checked before anything loads, the router
// waits for the engine and then answers, and the answer leaves through the same mask as every other.
import { describe, expect, it, vi } from 'vitest';
import type { EngineModules } from '../../../lib/core/background/kernel';
import { GOOD_KEY } from './fake-api';
import { ok, saveGoodKey, send, useBackground } from './harness';

const real = async () => (await import('../../../entrypoints/background/publishing-engine')).ENGINE_MODULES;
let engine: () => Promise<EngineModules> = real;
const loadEngine = vi.fn(() => engine());
useBackground({ loadEngine });

describe('a message whose work is in the publishing engine', () => {
  it('has its request checked first: a request that does not fit loads nothing', async () => {
    engine = real;
    loadEngine.mockClear();
    expect(await send('sales.settings', { intervalMinutes: 2 })).toMatchObject({
      ok: false,
      error: { kind: 'input', field: 'intervalMinutes' },
    });
    expect(await send('history.settings', { keep: 'yes' } as never)).toMatchObject({
      ok: false,
      error: { kind: 'input', field: 'keep' },
    });
    expect(loadEngine).not.toHaveBeenCalled();
  });

  it('is answered once the engine has loaded', async () => {
    let loaded: (modules: EngineModules) => void = () => {};
    engine = () => new Promise((resolve) => (loaded = resolve));
    loadEngine.mockClear();
    let answered = false;
    const answer = send('history.settings', { keep: false }).then((result) => {
      answered = true;
      return result;
    });
    await vi.waitFor(() => expect(loadEngine).toHaveBeenCalledTimes(1));
    expect(answered).toBe(false);
    loaded(await real());
    expect(await answer).toEqual({ ok: true, data: { keep: false, trackEarnings: false } });
  });

  it('is answered through the mask: a key the engine quotes reaches the page as its tail', async () => {
    engine = real;
    await saveGoodKey();
    const quoting = { historyAnswersOf: () => ({ settings: async () => ({ said: `the key is ${GOOD_KEY}` }) }) };
    engine = async () => ({ ...(await real()), history: quoting });
    const answer = await ok('history.settings', {});
    expect(answer).toEqual({ said: `the key is ••••${GOOD_KEY.slice(-4)}` });
    engine = real;
  });

  it("fails as the background's own fault when the engine does not load, and the next one is answered", async () => {
    engine = async () => {
      throw new Error("The extension's posting part could not be loaded. Reload the extension.");
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await send('sales.status', {});
    expect(failed).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(logged).toHaveBeenCalledWith('Handling sales.status failed', expect.any(Error));
    logged.mockRestore();
    engine = real;
    expect(await ok('sales.status', {})).toMatchObject({ running: false });
  });
});
