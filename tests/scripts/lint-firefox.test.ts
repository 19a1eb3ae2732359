import { describe, expect, it } from 'vitest';
import { unexpected } from '../../scripts/lint-firefox';

const report = (warnings: { code: string; file?: string }[], errors: { code: string }[] = []) => ({
  summary: { errors: errors.length, notices: 0, warnings: warnings.length },
  errors: errors.map((e) => ({ ...e, message: e.code })),
  warnings: warnings.map((w) => ({ ...w, message: w.code })),
  notices: [],
});

describe('the Firefox build lint', () => {
  it('passes the warnings reviewed, whatever the chunk hash', () => {
    expect(
      unexpected(
        report([
          { code: 'UNSAFE_VAR_ASSIGNMENT', file: 'chunks/jsxRuntime-Jf-S9ml7.js' },
          { code: 'UNSAFE_VAR_ASSIGNMENT', file: 'chunks/options-0a1b2c3d.js' },
          { code: 'KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION', file: 'manifest.json' },
        ]),
      ),
    ).toEqual([]);
  });

  it('fails on a new warning, the same warning in another file, and any error', () => {
    const found = unexpected(
      report(
        [
          { code: 'UNSAFE_VAR_ASSIGNMENT', file: 'chunks/popup-abc.js' },
          { code: 'KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION', file: 'background.js' },
        ],
        [{ code: 'MANIFEST_FIELD_INVALID' }],
      ),
    );
    expect(found.map((f) => f.code)).toEqual([
      'MANIFEST_FIELD_INVALID',
      'UNSAFE_VAR_ASSIGNMENT',
      'KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION',
    ]);
  });
});
