// Every CSS custom property a page uses is defined, in the light scheme and in the dark one: a colour defined only
// for light (or not at all, like `--subtle` once was) is near-white on a light bar in dark mode.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const DIRS = ['components', 'entrypoints'];

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? files(path, ext) : ext.test(e.name) ? [path] : [];
  });
}

const css = DIRS.flatMap((d) => files(join(ROOT, d), /\.css$/));
const sources = [...css, ...DIRS.flatMap((d) => files(join(ROOT, d), /\.tsx?$/))];

/** The text of every `@media (prefers-color-scheme: dark) { … }` block, and the rest. */
function splitSchemes(text: string): { light: string; dark: string } {
  let light = '';
  let dark = '';
  let rest = text;
  for (;;) {
    const at = rest.search(/@media\s*\(\s*prefers-color-scheme:\s*dark\s*\)\s*\{/);
    if (at === -1) break;
    light += rest.slice(0, at);
    let i = rest.indexOf('{', at) + 1;
    let depth = 1;
    const start = i;
    for (; i < rest.length && depth > 0; i++) {
      if (rest[i] === '{') depth++;
      else if (rest[i] === '}') depth--;
    }
    dark += rest.slice(start, i - 1);
    rest = rest.slice(i);
  }
  return { light: light + rest, dark };
}

const definitions = (text: string) =>
  new Map([...text.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;}]+)/gi)].map((m) => [m[1]!, m[2]!.trim()]));
const COLOUR = /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(|\bcolor-mix\(/i;

const light = new Map<string, string>();
const dark = new Map<string, string>();
for (const file of css) {
  const schemes = splitSchemes(readFileSync(file, 'utf8'));
  for (const [k, v] of definitions(schemes.light)) light.set(k, v);
  for (const [k, v] of definitions(schemes.dark)) dark.set(k, v);
}

describe('CSS custom properties', () => {
  it('every one used is defined, and every colour has its dark-scheme value too', () => {
    const problems: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/var\(\s*(--[a-z0-9-]+)/gi)) {
        const name = m[1]!;
        const where = relative(ROOT, file);
        if (!light.has(name) && !dark.has(name)) problems.push(`${where}: ${name} is never defined`);
        else if (!light.has(name)) problems.push(`${where}: ${name} has no light-scheme value`);
        else if (COLOUR.test(light.get(name)!) && !dark.has(name))
          problems.push(`${where}: ${name} (${light.get(name)}) has no dark-scheme value`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('finds an undefined one (the check can fail)', () => {
    expect(definitions('a { --x: 1px; }').has('--subtle')).toBe(false);
    expect(light.has('--subtle') || dark.has('--subtle')).toBe(false);
    expect(dark.has('--surface') && light.has('--surface')).toBe(true);
    expect(splitSchemes(':root{--a:#fff}@media (prefers-color-scheme: dark){:root{--a:#000}}').dark).toContain('--a');
  });
});
