// The worker's scripts are written in ASCII alone (scripts/ascii-output.ts): every other character as its escape,
// which the code reads as the same character wherever the minified code has one.
import { describe, expect, it } from 'vitest';
import { escapeNonAscii } from '../../scripts/ascii-output';

describe('escapeNonAscii', () => {
  it('leaves ASCII alone and writes every other character as \\uXXXX, a pair beyond the BMP', () => {
    expect(escapeNonAscii('plain `code`;')).toBe('plain `code`;');
    expect(escapeNonAscii('a•b✓')).toBe('a\\u2022b\\u2713');
    expect(escapeNonAscii('😀')).toBe('\\ud83d\\ude00');
  });

  it('means the same in strings, templates and regular expressions', () => {
    // A template with a placeholder, as the minifier writes the key mask's: written here as the code's text.
    const placeholder = ['$', '{tail}'].join('');
    const source = `[\`••••${placeholder}\`, '✓ …', /^[✕—]$/.test('—'), /😀/u.test('😀'), \`—\`.length]`;
    const escaped = escapeNonAscii(source);
    expect(escaped).toMatch(/^[\0-\x7f]*$/);
    const run = (code: string) => new Function('tail', `return ${code};`)('1234');
    expect(run(escaped)).toEqual(run(source));
  });
});
