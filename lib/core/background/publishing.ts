// Loading the publishing engine (entrypoints/background/publishing-engine.ts) into the background on its first use.
//
// A service worker cannot `import()`, and `importScripts` of a script it did not load while it was being installed
// fails afterwards. So the worker loads `/publishing.js` once in its `install` event, which keeps the script with the
// installed worker, and every later start loads it from there when a post, the queue or a text box first needs it.
// Firefox's background is a page: there the script is added as a <script> element.
//
// The script shares the worker's modules rather than carrying copies (the records' in-memory copies, the key mask,
// the API's errors): it finds them in the registry entrypoints/background/shared-modules.ts puts on the global object, and
// hands its engine back through `publishingLoaded`, a function of this shared module.
import type { EngineModules } from './kernel';

/** The engine's modules by feature: each lazily loaded feature's `lib/<name>/engine.ts`. */
export type PublishingEngine = EngineModules;

export const PUBLISHING_SCRIPT = '/publishing.js';

let engine: PublishingEngine | null = null;
let loading: Promise<PublishingEngine> | null = null;

/** Called by `/publishing.js` as it runs. */
export function publishingLoaded(loaded: PublishingEngine): void {
  engine = loaded;
}

// A worker's global; not there in Firefox's background page or in Node.
declare const importScripts: (...urls: string[]) => void;

function canImportScripts(): boolean {
  return typeof importScripts === 'function';
}

/** In the worker's `install` event (called as the worker's script runs): loads the script so it is kept. */
export function keepPublishingScript(scriptUrl: string): void {
  if (!canImportScripts() || typeof addEventListener !== 'function') return;
  addEventListener('install', () => {
    if (!engine) importScripts(scriptUrl);
  });
}

function addScript(scriptUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${scriptUrl} did not load`));
    document.head.append(script);
  });
}

async function load(scriptUrl: string): Promise<PublishingEngine> {
  try {
    if (canImportScripts()) importScripts(scriptUrl);
    else await addScript(scriptUrl);
  } catch (error) {
    throw new Error(
      `The extension's posting part could not be loaded (${error instanceof Error ? error.message : String(error)}). Reload the extension from the browser's extensions page.`,
    );
  }
  if (!engine) {
    throw new Error(`${scriptUrl} loaded but gave no engine. Reload the extension from the browser's extensions page.`);
  }
  return engine;
}

/** The engine, loading `scriptUrl` the first time; a failed load is not kept (the next use tries again). */
export function loadPublishingScript(scriptUrl: string): Promise<PublishingEngine> {
  if (engine) return Promise.resolve(engine);
  if (!loading) {
    const started = load(scriptUrl);
    loading = started;
    started.catch(() => {
      if (loading === started) loading = null;
    });
  }
  return loading;
}
