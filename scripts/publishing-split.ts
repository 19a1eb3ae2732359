// The build of `/publishing.js` (entrypoints/publishing) beside the background's (lib/core/background/publishing.ts says
// why it is loaded apart). A module the worker already has is not bundled again: its imports become the worker's
// instance, read from the registry entrypoints/background/shared-modules.ts puts on the global object. So there is one copy of
// every module and of its state (the records kept in memory, the key mask). The build fails when the two bundles would
// both carry a module: that module has to be added to the registry (or kept out of one of them).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { Wxt } from 'wxt';
import { SHARED_GLOBAL } from '../lib/core/background/shared-global';

const ROOT = resolve(import.meta.dirname, '..');
const REGISTRY_FILE = resolve(ROOT, 'entrypoints/background/shared-modules.ts');
const SHARED_PREFIX = 'shared:';

/** The registry's keys: `'lib/core/api/errors': …` lines of entrypoints/background/shared-modules.ts. */
export function sharedModuleKeys(text = readFileSync(REGISTRY_FILE, 'utf8')): Set<string> {
  return new Set([...text.matchAll(/^\s+'([^']+)': .+,$/gm)].map((m) => m[1] as string));
}

/** A module's key: its path from the project's root without the extension; a package's module, its import as
 * written (`idb-keyval`), or its path in the package when that is not known. */
export function moduleKey(id: string, source?: string): string | null {
  if (id.startsWith('\0')) return null;
  const path = id.split('?')[0] as string;
  const inPackage = /\/node_modules\/(.+)$/.exec(path);
  if (inPackage) return source && !source.startsWith('.') ? source : (inPackage[1] as string);
  return relative(ROOT, path).replace(/\.(ts|tsx|js|mjs)$/, '');
}

function sharedImports(keys: Set<string>): Plugin {
  return {
    name: 'publishing-shared-imports',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith(SHARED_PREFIX)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const key = moduleKey(resolved.id, source);
      return key !== null && keys.has(key) ? { id: `${SHARED_PREFIX}${key}`, external: true } : resolved;
    },
  };
}

function moduleRecorder(into: Set<string>): Plugin {
  return {
    name: 'publishing-split-modules',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, rendered] of Object.entries(chunk.modules)) {
          const key = moduleKey(id);
          // WXT's own wrapper of each entry (and the `browser` it hands it) is in every entry by design.
          if (key === null || rendered.renderedLength === 0 || /^(wxt|@wxt-dev\/browser)\//.test(key)) continue;
          into.add(key);
        }
      }
    },
  };
}

/** WXT hooks: the publishing script's build shares the registry's modules; `build:done` checks nothing is twice. */
export function publishingSplit() {
  const carried = { background: new Set<string>(), publishing: new Set<string>() };
  return {
    'vite:build:extendConfig': (entrypoints: readonly { name: string }[], config: import('vite').InlineConfig) => {
      const names = new Set(entrypoints.map((e) => e.name));
      if (!names.has('background') && !names.has('publishing')) return;
      const which = names.has('background') ? 'background' : 'publishing';
      config.plugins ??= [];
      config.plugins.push(moduleRecorder(carried[which]));
      if (which === 'publishing') {
        const keys = sharedModuleKeys();
        config.plugins.push(sharedImports(keys));
        config.build ??= {};
        config.build.rollupOptions ??= {};
        const output = config.build.rollupOptions.output;
        const globals = (id: string) => `${SHARED_GLOBAL}[${JSON.stringify(id.slice(SHARED_PREFIX.length))}]`;
        config.build.rollupOptions.output = Array.isArray(output)
          ? output.map((o) => ({ ...o, globals }))
          : { ...output, globals };
      }
    },
    'build:done': (_wxt: Wxt) => {
      if (carried.background.size === 0 || carried.publishing.size === 0) return;
      const both = [...carried.publishing].filter((key) => carried.background.has(key));
      if (both.length > 0) {
        throw new Error(
          `The background and /publishing.js would both carry ${both.join(', ')}: the import graph scripts/shared-modules.ts reads has missed an import of it (a pattern it does not follow?), or keep it out of one of them.`,
        );
      }
    },
  };
}
