// Loading the publishing engine (/publishing.js) into the background: once, on first use, through `importScripts`
// in the worker (kept by the worker's install event) or a <script> element in Firefox's background page; a script
// that does not load, or loads without handing its engine back, is an error the person can act on, and the next
// use tries again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublishingEngine } from '../../../lib/core/background/publishing';

type Loader = typeof import('../../../lib/core/background/publishing');

const ENGINE = { marker: 'engine' } as unknown as PublishingEngine;
const global = globalThis as { importScripts?: (...urls: string[]) => void };

/** The module afresh: its engine is per worker. */
async function freshLoader(): Promise<Loader> {
  vi.resetModules();
  return import('../../../lib/core/background/publishing');
}

afterEach(() => {
  delete global.importScripts;
});

describe('in the service worker (importScripts)', () => {
  let loader: Loader;
  beforeEach(async () => {
    loader = await freshLoader();
  });

  it('loads the script on the first use only, and gives every caller the engine it handed back', async () => {
    const importScripts = vi.fn((_url: string) => loader.publishingLoaded(ENGINE));
    global.importScripts = importScripts;
    const [a, b] = await Promise.all([
      loader.loadPublishingScript('/publishing.js'),
      loader.loadPublishingScript('/publishing.js'),
    ]);
    expect(await loader.loadPublishingScript('/publishing.js')).toBe(ENGINE);
    expect(a).toBe(ENGINE);
    expect(b).toBe(ENGINE);
    expect(importScripts.mock.calls).toEqual([['/publishing.js']]);
  });

  it('a script that does not load says so and what to do; the next use tries again', async () => {
    let fail = true;
    const importScripts = vi.fn((_url: string) => {
      if (fail) throw new DOMException("The script at '/publishing.js' failed to load.", 'NetworkError');
      loader.publishingLoaded(ENGINE);
    });
    global.importScripts = importScripts;
    await expect(loader.loadPublishingScript('/publishing.js')).rejects.toThrow(
      /posting part could not be loaded \(The script at '\/publishing\.js' failed to load\.\)\. Reload the extension/,
    );
    fail = false;
    expect(await loader.loadPublishingScript('/publishing.js')).toBe(ENGINE);
    expect(importScripts).toHaveBeenCalledTimes(2);
  });

  it('a script that runs without handing back its engine is an error, not an undefined engine', async () => {
    global.importScripts = vi.fn();
    await expect(loader.loadPublishingScript('/publishing.js')).rejects.toThrow(/gave no engine/);
  });

  it("imports the script in the worker's install event, so a later start may load it", () => {
    const importScripts = vi.fn((_url: string) => loader.publishingLoaded(ENGINE));
    global.importScripts = importScripts;
    const add = vi.spyOn(globalThis, 'addEventListener');
    loader.keepPublishingScript('/publishing.js');
    expect(importScripts).not.toHaveBeenCalled();
    const install = add.mock.calls.find(([type]) => type === 'install')?.[1] as () => void;
    expect(install).toBeTypeOf('function');
    install();
    expect(importScripts.mock.calls).toEqual([['/publishing.js']]);
    add.mockRestore();
  });
});

describe("in Firefox's background page (a <script> element)", () => {
  let loader: Loader;
  let added: HTMLScriptElement[];
  beforeEach(async () => {
    loader = await freshLoader();
    // The elements the loader adds, kept out of the test page (which would try to load them itself).
    added = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...(nodes as HTMLScriptElement[]));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds the script once and answers when it has run', async () => {
    const first = loader.loadPublishingScript('/publishing.js');
    const second = loader.loadPublishingScript('/publishing.js');
    expect(added.map((s) => [s.tagName, s.getAttribute('src')])).toEqual([['SCRIPT', '/publishing.js']]);
    // What the script itself does as it runs, then the element's load event.
    loader.publishingLoaded(ENGINE);
    added[0]?.dispatchEvent(new Event('load'));
    expect(await first).toBe(ENGINE);
    expect(await second).toBe(ENGINE);
  });

  it('a script that fails to load is an error, and the next use adds it again', async () => {
    const first = loader.loadPublishingScript('/publishing.js');
    added[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/posting part could not be loaded \(\/publishing\.js did not load\)/);
    const again = loader.loadPublishingScript('/publishing.js');
    expect(added).toHaveLength(2);
    loader.publishingLoaded(ENGINE);
    added[1]?.dispatchEvent(new Event('load'));
    expect(await again).toBe(ENGINE);
  });
});
