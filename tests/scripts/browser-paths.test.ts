import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type BrowserSpec, browserPath, FIREFOX } from '../../scripts/browser-paths';

const dir = mkdtempSync(join(tmpdir(), 'browser-paths-'));
const executable = join(dir, 'firefox');
writeFileSync(executable, '#!/bin/sh\n');
chmodSync(executable, 0o755);
const plainFile = join(dir, 'notes.txt');
writeFileSync(plainFile, 'not a browser');

const spec: BrowserSpec = { ...FIREFOX, candidates: [join(dir, 'absent'), executable] };

describe('browserPath', () => {
  test('the variable wins when it names an executable', () => {
    expect(browserPath(spec, { FIREFOX_PATH: executable })).toBe(executable);
  });

  test('a variable naming a missing file is refused by its name, not silently replaced', () => {
    expect(() => browserPath(spec, { FIREFOX_PATH: join(dir, 'nope') })).toThrow(
      /^FIREFOX_PATH=.*nope does not exist\. Point FIREFOX_PATH at the Firefox executable/,
    );
  });

  test('a variable naming something that is not an executable file says so', () => {
    expect(() => browserPath(spec, { FIREFOX_PATH: plainFile })).toThrow(/FIREFOX_PATH=.* is not an executable file/);
    expect(() => browserPath(spec, { FIREFOX_PATH: dir })).toThrow(/is not an executable file/);
  });

  test('without the variable, the first Debian path found', () => {
    expect(browserPath(spec, {})).toBe(executable);
  });

  test('nothing found: how to install it, and the variable', () => {
    expect(() => browserPath({ ...spec, candidates: [join(dir, 'absent')] }, {})).toThrow(
      /Firefox not found .*apt-get install firefox-esr.*FIREFOX_PATH/,
    );
  });
});
