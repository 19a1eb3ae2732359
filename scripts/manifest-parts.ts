// The manifest's permissions and commands, gathered from what each feature declares it needs
// (`lib/<name>/manifest.json`, each permission with the reason it is asked for) rather than listed in wxt.config.ts.
// A permission two features need is asked for once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LIB = resolve(import.meta.dirname, '../lib');

/** One feature's declaration: each permission or origin named with why it is needed. */
export interface ManifestPart {
  permissions?: Record<string, string>;
  /** Chrome only (the offscreen document). */
  chromePermissions?: Record<string, string>;
  hostPermissions?: Record<string, string>;
  optionalHostPermissions?: Record<string, string>;
  commands?: Record<string, { suggested_key: { default: string }; description: string }>;
}

/** feature folder -> its declaration, in folder order (the core first). */
export function manifestParts(lib = LIB): [string, ManifestPart][] {
  const folders = readdirSync(lib).filter((name) => existsSync(join(lib, name, 'manifest.json')));
  folders.sort((a, b) => (a === 'core' ? -1 : b === 'core' ? 1 : a.localeCompare(b)));
  return folders.map((name) => [
    name,
    JSON.parse(readFileSync(join(lib, name, 'manifest.json'), 'utf8')) as ManifestPart,
  ]);
}

const keysOf = (parts: ManifestPart[], field: keyof ManifestPart) => [
  ...new Set(parts.flatMap((part) => Object.keys(part[field] ?? {}))),
];

export function gatheredManifest(browser: string, parts = manifestParts().map(([, part]) => part)) {
  return {
    permissions: [...keysOf(parts, 'permissions'), ...(browser === 'chrome' ? keysOf(parts, 'chromePermissions') : [])],
    hostPermissions: keysOf(parts, 'hostPermissions'),
    optionalHostPermissions: keysOf(parts, 'optionalHostPermissions'),
    commands: Object.assign({}, ...parts.map((part) => part.commands ?? {})) as NonNullable<ManifestPart['commands']>,
  };
}
