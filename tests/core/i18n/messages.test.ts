// The words of the extension live in public/_locales/en/messages.json: every key the code names exists, every
// message is used, messages use only the substitutions the browsers understand, and no component writes a
// readable word into its markup directly (so a translation is one messages.json away).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { localizeDocument } from '../../../components/localize-document';
import { type MessageKey, type PluralKey, t, tParts, tPlural } from '../../../lib/core/i18n';
import { fakeGetMessage, loadEnglish } from '../../support/i18n-fake';

const ROOT = join(import.meta.dirname, '../../..');
const english = loadEnglish();
const keys = Object.keys(english);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

// The features' manifest parts (lib/<name>/manifest.json) name the commands' descriptions as __MSG_…__.
const MANIFEST_PARTS = readdirSync(join(ROOT, 'lib'))
  .map((name) => join('lib', name, 'manifest.json'))
  .filter((path) => existsSync(join(ROOT, path)));
const SOURCES = [...sourceFiles('entrypoints'), ...sourceFiles('components'), ...sourceFiles('lib'), 'wxt.config.ts'];
const code = new Map(SOURCES.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
const allCode = [...code.values(), ...MANIFEST_PARTS.map((f) => readFileSync(join(ROOT, f), 'utf8'))].join('\n');

describe('messages.json', () => {
  it('has keys the browsers accept and a message for each', () => {
    for (const [key, entry] of Object.entries(english)) {
      expect(key, key).toMatch(/^[A-Za-z0-9_@]+$/);
      expect(typeof entry.message, key).toBe('string');
      expect(entry.message.trim(), key).not.toBe('');
      // Spaces around a message are easy to lose in translation: the code adds them.
      expect(entry.message, key).toBe(entry.message.trim());
    }
  });

  it('uses only $1…$9, $$ and declared placeholders', () => {
    for (const [key, entry] of Object.entries(english)) {
      const declared = Object.keys(entry.placeholders ?? {}).map((p) => p.toLowerCase());
      for (const m of entry.message.matchAll(/\$(\$|\d|[A-Za-z0-9_@]+\$)?/g)) {
        const token = m[1] ?? '';
        const ok = token === '$' || /^[1-9]$/.test(token) || declared.includes(token.slice(0, -1).toLowerCase());
        expect(ok, `${key}: "${m[0]}" in "${entry.message}"`).toBe(true);
      }
    }
  });

  it('never puts a dollar sign right after $n, where a browser could read "$1$" as a placeholder name', () => {
    for (const [key, entry] of Object.entries(english)) expect(entry.message, key).not.toMatch(/\$\d\$/);
  });

  it('has every key the code asks for', () => {
    const asked = new Set<string>();
    for (const m of allCode.matchAll(/\bt\(\s*'([^']+)'/g)) asked.add(m[1] as string);
    for (const m of allCode.matchAll(/\btPlural\([^,]+,\s*'([^']+)'/g)) asked.add(`${m[1]}_other`);
    for (const m of allCode.matchAll(/__MSG_([A-Za-z0-9_@]+)__/g)) asked.add(m[1] as string);
    expect(asked.size).toBeGreaterThan(50);
    expect([...asked].filter((k) => !(k in english))).toEqual([]);
  });

  it('has no message the code never names', () => {
    const unused = keys.filter((key) => {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      return !allCode.includes(`'${key}'`) && !allCode.includes(`'${base}'`) && !allCode.includes(`__MSG_${key}__`);
    });
    expect(unused).toEqual([]);
  });
});

describe('components', () => {
  const READABLE = /\p{L}{2,}/u;
  const TEXT_ATTRIBUTES = new Set([
    'aria-label',
    'title',
    'placeholder',
    'alt',
    'label',
    'aria-description',
    'feature',
    'hint',
    'noun',
    'emptyText',
    'summary',
    'heading',
    'caption',
  ]);

  it('write no readable words into markup: text and labels come from t()', () => {
    const found: string[] = [];
    for (const [file, text] of code) {
      if (!file.endsWith('.tsx')) continue;
      const ast = parse(text, { sourceType: 'module', plugins: ['jsx', 'typescript'] });
      walk(ast.program, (node) => {
        if (node.type === 'JSXText' && READABLE.test(String(node.value))) {
          found.push(`${file}:${line(node)} "${String(node.value).trim()}"`);
        }
        const name = node.name as Node | undefined;
        const value = node.value as Node | undefined;
        if (
          node.type === 'JSXAttribute' &&
          name?.type === 'JSXIdentifier' &&
          TEXT_ATTRIBUTES.has(String(name.name)) &&
          value?.type === 'StringLiteral' &&
          READABLE.test(String(value.value))
        ) {
          found.push(`${file}:${line(node)} ${String(name.name)}="${String(value.value)}"`);
        }
      });
    }
    expect(found).toEqual([]);
  });
});

type Node = { type: string; loc?: { start: { line: number } } } & Record<string, unknown>;

function line(node: Node): number {
  return node.loc?.start.line ?? 0;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'loc' && child && typeof child === 'object') walk(child, visit);
  }
}

describe('t and tPlural', () => {
  const get = fakeGetMessage({
    hello: { message: 'Resets at $1, $2 left' },
    price: { message: 'Costs $$$1' },
    named: { message: 'Hi $NAME$', placeholders: { name: { content: '$1' } } },
    offers_one: { message: '$1 offer' },
    offers_other: { message: '$1 offers for $2' },
  });

  it('substitutes like the browsers', () => {
    expect(get('hello', ['10:00', '3'])).toBe('Resets at 10:00, 3 left');
    expect(get('price', ['5'])).toBe('Costs $5');
    expect(get('named', ['Asha'])).toBe('Hi Asha');
    expect(get('missing')).toBe('');
  });

  it('t shows the key of a missing message rather than nothing', () => {
    expect(t('noSuchMessageKey' as MessageKey)).toBe('noSuchMessageKey');
  });

  it('tParts puts page parts where the message has $n, in the message order', () => {
    const code = { type: 'code' };
    const parts = tParts('commonScopeMissing', 'Reports', code as never);
    expect(parts[1]).toBe('Reports');
    expect(parts[3]).toBe(code);
    expect(parts.filter((p) => typeof p === 'string').join('|')).toBe(
      '|Reports| is unavailable: your API key does not have the | scope. Create a key with that scope in the network’s dashboard and save it under Account.',
    );
  });

  it('tPlural picks the form for the count', () => {
    const plural = Object.entries(english).find(([k]) => k.endsWith('_one'));
    if (!plural) return;
    const base = plural[0].slice(0, -'_one'.length) as PluralKey;
    expect(tPlural(1, base)).toBe(fakeGetMessage(english)(`${base}_one`, ['1']));
    expect(tPlural(3, base)).toBe(fakeGetMessage(english)(`${base}_other`, ['3']));
  });
});

describe('localizeDocument', () => {
  it('sets the page title and language from messages.json', () => {
    localizeDocument('optionsPageTitle');
    expect(document.title).toBe(english.optionsPageTitle?.message);
    expect(document.documentElement.lang).toBe('en');
  });
});
