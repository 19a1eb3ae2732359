// The extension's English words: public/_locales/en/messages.json, and the words a destination kind brings in its own
// folder (`lib/<kind>/messages.json`), gathered into the built `_locales/en/messages.json` (wxt.config.ts) and into
// the unit tests' browser.i18n. A key is defined once: a part may not repeat a key of the file or of another part.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

export interface MessageEntry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}

type Messages = Record<string, MessageEntry>;

/** The main file's words. */
export function mainMessages(root = ROOT): Messages {
  return JSON.parse(readFileSync(join(root, 'public/_locales/en/messages.json'), 'utf8')) as Messages;
}

/** folder -> its words, for every `lib/<folder>/messages.json`, in folder order. */
export function messageParts(root = ROOT): [string, Messages][] {
  const lib = join(root, 'lib');
  return readdirSync(lib)
    .filter((name) => existsSync(join(lib, name, 'messages.json')))
    .sort()
    .map((name) => [name, JSON.parse(readFileSync(join(lib, name, 'messages.json'), 'utf8')) as Messages]);
}

/** Keys defined more than once, each with where: `key: main, discord`. */
export function repeatedKeys(main: Messages, parts: [string, Messages][]): string[] {
  const where = new Map<string, string[]>(Object.keys(main).map((k) => [k, ['main']]));
  for (const [name, words] of parts) {
    for (const key of Object.keys(words)) where.set(key, [...(where.get(key) ?? []), name]);
  }
  return [...where].filter(([, at]) => at.length > 1).map(([key, at]) => `${key}: ${at.join(', ')}`);
}

/** Every English word of the extension in one object; throws on a key defined twice. */
export function gatheredMessages(root = ROOT): Messages {
  const main = mainMessages(root);
  const parts = messageParts(root);
  const repeated = repeatedKeys(main, parts);
  if (repeated.length > 0) throw new Error(`Message keys defined more than once: ${repeated.join('; ')}`);
  return Object.assign({}, main, ...parts.map(([, words]) => words)) as Messages;
}

/** The built file's place among WXT's public assets. */
export const ENGLISH_ASSET = '_locales/en/messages.json';
