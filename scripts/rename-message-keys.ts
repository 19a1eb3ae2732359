// Renames message keys by a map (old -> new): in every public/_locales/*/messages.json and wherever the code names
// a key as a whole string literal ('oldKey', "oldKey", `oldKey`, a plural base 'oldBase' of oldBase_one/_other,
// or __MSG_oldKey__). Two old keys mapped to one new name are merged (their English texts must be identical).
//
//   npx tsx scripts/rename-message-keys.ts [root] [--map scripts/message-key-renames.json] [--dry-run]
//
// Safe to run again and on code that has moved on: a key that is no longer there is skipped (and listed), and a
// second run changes nothing. Afterwards it lists every old name still written anywhere it looked; run
// `npx biome check --write .` after it, since longer names can re-wrap lines.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Entry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}
export type Messages = Record<string, Entry>;
export type RenameMap = Record<string, string>;

/** Folders (under the root) whose .ts/.tsx files are searched for keys; plus the root's own .ts files. */
export const CODE_FOLDERS = ['entrypoints', 'components', 'lib', 'tests', 'scripts'];
/** The order of areas in messages.json: a key's area is its lower-case prefix (`popupOpenShopPage` -> popup). */
export const AREA_ORDER = ['ext', 'command', 'menu', 'html', 'common', 'popup', 'options', 'records', 'reports'];
const LATE_AREAS = ['api', 'bg', 'lib'];
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const KEY = /^[A-Za-z0-9_@]+$/;
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

export interface Report {
  /** old -> new key renames applied to English (concrete keys, plural forms included). */
  renamed: [string, string][];
  /** old keys dropped because their text now lives under the new key (a subset of `renamed`). */
  merged: [string, string][];
  /** Map entries with no such key (or plural forms) in English messages.json. */
  skipped: string[];
  /** Files written (or that would be, with dryRun). */
  changedFiles: string[];
  /** Literal replacements in code, per file. */
  codeEdits: Record<string, number>;
  /** Where an old name of the map still occurs afterwards: `file:line: text`. */
  leftovers: string[];
  /** Problems in other locales (a merge of two different translations keeps the surviving key's). */
  warnings: string[];
}

export function checkMap(map: RenameMap): string[] {
  const errors: string[] = [];
  for (const [from, to] of Object.entries(map)) {
    if (!KEY.test(from) || !KEY.test(to)) errors.push(`not a message key name: ${from} -> ${to}`);
    if (from === to) errors.push(`maps to itself: ${from}`);
    // A chain (a -> b, b -> c) would make a second run rename again.
    if (Object.hasOwn(map, to)) errors.push(`new name ${to} (for ${from}) is itself renamed`);
  }
  return errors;
}

/** The key's name under the map: itself, the new name, or the new base with the same plural form. */
function target(key: string, map: RenameMap): string | undefined {
  if (Object.hasOwn(map, key)) return map[key];
  const plural = PLURAL.exec(key);
  if (plural && Object.hasOwn(map, plural[1] as string)) return `${map[plural[1] as string]}_${plural[2]}`;
  return undefined;
}

function sortKey(key: string): [number, string, number] {
  const plural = PLURAL.exec(key);
  const base = plural ? (plural[1] as string) : key;
  const form = plural ? PLURAL_FORMS.indexOf(plural[2] as string) : -1;
  const areas = [...AREA_ORDER, ...LATE_AREAS];
  const area = areas.findIndex((a) => base.startsWith(a) && /^[A-Z0-9]/.test(base.slice(a.length)));
  return [area === -1 ? areas.length : area, base, form];
}

/** Grouped by area (in AREA_ORDER), then by name; plural forms together, `_one` before `_other`. */
export function compareKeys(a: string, b: string): number {
  const [areaA, baseA, formA] = sortKey(a);
  const [areaB, baseB, formB] = sortKey(b);
  if (areaA !== areaB) return areaA - areaB;
  if (baseA !== baseB) return baseA.toLowerCase() < baseB.toLowerCase() ? -1 : 1;
  return formA - formB;
}

const longest = (descriptions: (string | undefined)[]): string | undefined =>
  descriptions.filter((d): d is string => !!d?.trim()).sort((a, b) => b.length - a.length)[0];

/** Replaces whole-word old key names in a description ("see fooOld" -> "see fooNew"). */
function renameInText(text: string, names: Map<string, string>): string {
  return text.replace(/[A-Za-z0-9_@]+/g, (word) => names.get(word) ?? word);
}

/**
 * One locale's messages under the map: renamed, merged (the survivor keeps the longest description) and sorted.
 * `conflicts` gets the merges whose texts differ; the surviving key's own entry (or the first) wins.
 */
export function renameMessages(messages: Messages, map: RenameMap, conflicts: string[] = []): Messages {
  const groups = new Map<string, [string, Entry][]>();
  for (const [key, entry] of Object.entries(messages)) {
    const name = target(key, map) ?? key;
    groups.set(name, [...(groups.get(name) ?? []), [key, entry]]);
  }
  const names = new Map<string, string>();
  for (const key of Object.keys(messages)) {
    const to = target(key, map);
    if (to) names.set(key, to);
  }
  for (const [from, to] of Object.entries(map)) names.set(from, to);
  const out: Messages = {};
  for (const name of [...groups.keys()].sort(compareKeys)) {
    const members = groups.get(name) as [string, Entry][];
    const own = members.find(([key]) => key === name) ?? (members[0] as [string, Entry]);
    const texts = new Set(members.map(([, e]) => e.message));
    if (texts.size > 1) conflicts.push(`${members.map(([k]) => k).join(', ')} -> ${name}: the texts differ`);
    const entry: Entry = { ...own[1] };
    const description = longest(members.map(([, e]) => e.description));
    if (description !== undefined) entry.description = renameInText(description, names);
    if (!entry.placeholders) {
      const withPlaceholders = members.find(([, e]) => e.placeholders && e.message === entry.message);
      if (withPlaceholders) entry.placeholders = withPlaceholders[1].placeholders;
    }
    // Keep the usual field order: message, description, placeholders.
    out[name] = Object.fromEntries(
      (['message', 'description', 'placeholders'] as const)
        .filter((f) => entry[f] !== undefined)
        .map((f) => [f, entry[f]])
        .concat(Object.entries(entry).filter(([f]) => !['message', 'description', 'placeholders'].includes(f))),
    ) as unknown as Entry;
  }
  return out;
}

/** Rewrites whole string literals and __MSG_x__ names; returns the new text and how many were replaced. */
export function renameInCode(text: string, literals: Map<string, string>): [string, number] {
  let count = 0;
  const out = text
    .replace(/(['"`])([A-Za-z0-9_@]+)\1/g, (whole, quote: string, name: string) => {
      const to = literals.get(name);
      if (to === undefined) return whole;
      count++;
      return `${quote}${to}${quote}`;
    })
    .replace(/__MSG_([A-Za-z0-9_@]+)__/g, (whole, name: string) => {
      const to = literals.get(name);
      if (to === undefined) return whole;
      count++;
      return `__MSG_${to}__`;
    });
  return [out, count];
}

export function codeFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      if (name === 'node_modules' || name.startsWith('.')) return [];
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return /\.(ts|tsx)$/.test(name) ? [path] : [];
    });
  const top = readdirSync(root).filter((name) => /\.(ts|tsx)$/.test(name) && statSync(join(root, name)).isFile());
  return [
    ...top.map((name) => join(root, name)),
    ...CODE_FOLDERS.filter((d) => existsSync(join(root, d))).flatMap((d) => walk(join(root, d))),
  ];
}

export function localeFiles(root: string): string[] {
  const dir = join(root, 'public/_locales');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((lang) => join(dir, lang, 'messages.json'))
    .filter((path) => existsSync(path))
    .sort((a, b) => Number(b.includes('/en/')) - Number(a.includes('/en/')));
}

const formatJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function renameMessageKeys(root: string, map: RenameMap, options: { dryRun?: boolean } = {}): Report {
  const mapErrors = checkMap(map);
  if (mapErrors.length) throw new Error(`The rename map is not usable:\n  ${mapErrors.join('\n  ')}`);
  const englishPath = join(root, 'public/_locales/en/messages.json');
  if (!existsSync(englishPath)) throw new Error(`No ${relative(process.cwd(), englishPath)}`);
  const english = JSON.parse(readFileSync(englishPath, 'utf8')) as Messages;

  const report: Report = {
    renamed: [],
    merged: [],
    skipped: [],
    changedFiles: [],
    codeEdits: {},
    leftovers: [],
    warnings: [],
  };
  const present = new Set(Object.keys(english));
  for (const from of Object.keys(map)) {
    const forms = PLURAL_FORMS.map((f) => `${from}_${f}`).filter((k) => present.has(k));
    if (!present.has(from) && forms.length === 0) report.skipped.push(from);
  }
  for (const key of Object.keys(english)) {
    const to = target(key, map);
    if (to) report.renamed.push([key, to]);
  }
  // Merged: all keys of a group that share one new name but the survivor (the key already so named, or the first).
  const byName = new Map<string, string[]>();
  for (const key of Object.keys(english)) {
    const name = target(key, map) ?? key;
    byName.set(name, [...(byName.get(name) ?? []), key]);
  }
  for (const [name, keys] of byName) {
    if (keys.length < 2) continue;
    const survivor = keys.includes(name) ? name : keys[0];
    for (const key of keys) if (key !== survivor) report.merged.push([key, name]);
  }

  const englishConflicts: string[] = [];
  const renamedEnglish = renameMessages(english, map, englishConflicts);
  if (englishConflicts.length) {
    throw new Error(`Cannot merge keys whose English texts differ:\n  ${englishConflicts.join('\n  ')}`);
  }

  const write = (path: string, before: string, after: string) => {
    if (before === after) return;
    report.changedFiles.push(relative(root, path));
    if (!options.dryRun) writeFileSync(path, after);
  };

  for (const path of localeFiles(root)) {
    const before = readFileSync(path, 'utf8');
    const conflicts: string[] = [];
    const after = formatJson(
      path === englishPath ? renamedEnglish : renameMessages(JSON.parse(before) as Messages, map, conflicts),
    );
    for (const c of conflicts) report.warnings.push(`${relative(root, path)}: ${c}; kept the surviving key's text`);
    write(path, before, after);
  }

  // Literal names to rewrite: every key renamed in any locale, and the plural bases of the map.
  const literals = new Map<string, string>();
  for (const [from, to] of Object.entries(map)) literals.set(from, to);
  for (const [from, to] of report.renamed) literals.set(from, to);
  for (const path of codeFiles(root)) {
    const before = readFileSync(path, 'utf8');
    const [after, count] = renameInCode(before, literals);
    if (count) report.codeEdits[relative(root, path)] = count;
    write(path, before, after);
  }

  report.leftovers = findLeftovers(root, map, options.dryRun ? literals : undefined);
  return report;
}

/** Every whole-word occurrence of an old name of the map in the code files and the locales. */
export function findLeftovers(root: string, map: RenameMap, simulate?: Map<string, string>): string[] {
  const old = new Set(Object.keys(map));
  const found: string[] = [];
  const scan = (path: string, text: string) => {
    text.split('\n').forEach((line, i) => {
      for (const word of line.match(/[A-Za-z0-9_@]+/g) ?? []) {
        const base = PLURAL.exec(word)?.[1];
        if (old.has(word) || (base !== undefined && old.has(base))) {
          found.push(`${relative(root, path)}:${i + 1}: ${word}: ${line.trim().slice(0, 120)}`);
        }
      }
    });
  };
  for (const path of localeFiles(root)) {
    const text = readFileSync(path, 'utf8');
    if (!simulate) scan(path, text);
    else scan(path, formatJson(renameMessages(JSON.parse(text) as Messages, map)));
  }
  for (const path of codeFiles(root)) {
    const text = readFileSync(path, 'utf8');
    scan(path, simulate ? renameInCode(text, simulate)[0] : text);
  }
  return found;
}

function main(argv: string[]): number {
  let root = '.';
  let mapPath: string | undefined;
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--map') mapPath = argv[++i];
    else if (arg.startsWith('--map=')) mapPath = arg.slice('--map='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log('npx tsx scripts/rename-message-keys.ts [root] [--map file.json] [--dry-run]');
      return 0;
    } else root = arg;
  }
  root = resolve(root);
  const path = resolve(mapPath ?? join(root, 'scripts/message-key-renames.json'));
  const map = JSON.parse(readFileSync(path, 'utf8')) as RenameMap;

  const report = renameMessageKeys(root, map, { dryRun });
  const verb = dryRun ? 'would rename' : 'renamed';
  console.log(`${Object.keys(map).length} entries in ${relative(process.cwd(), path) || path}`);
  console.log(`${verb} ${report.renamed.length} keys (${report.merged.length} of them merged into another key)`);
  for (const [from, to] of report.merged) console.log(`  merged ${from} -> ${to}`);
  if (report.skipped.length) {
    console.log(`skipped ${report.skipped.length} entries with no such key in en/messages.json:`);
    for (const from of report.skipped) console.log(`  ${from} (-> ${map[from]})`);
  }
  const edits = Object.entries(report.codeEdits);
  console.log(
    `${dryRun ? 'would replace' : 'replaced'} ${edits.reduce((n, [, c]) => n + c, 0)} literals in ${edits.length} code files`,
  );
  for (const [file, count] of edits) console.log(`  ${file}: ${count}`);
  console.log(
    report.changedFiles.length
      ? `${dryRun ? 'would change' : 'changed'} ${report.changedFiles.length} files`
      : 'nothing to change',
  );
  for (const w of report.warnings) console.warn(`warning: ${w}`);
  if (report.leftovers.length) {
    console.warn(`old names still used (${report.leftovers.length}):`);
    for (const l of report.leftovers) console.warn(`  ${l}`);
    return 1;
  }
  console.log('no old name of the map is used any more');
  if (!dryRun && report.changedFiles.length) console.log('now run: npx biome check --write .');
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 2;
  }
}
