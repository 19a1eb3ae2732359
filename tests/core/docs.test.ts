// The docs: relative links between them resolve, the README stays a user's README, and CI runs the README's test command.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURE_NOTES = [
  'core',
  'account',
  'links',
  'campaigns',
  'post',
  'posting',
  'queue',
  'relay-link',
  'textbox',
  'history',
  'sales',
  'deals',
  'records',
  'reports',
  'channels',
  'api-call',
].map((name) => `lib/${name}/NOTES.md`);

const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'ARCHITECTURE.md',
  'docs/perf-log.md',
  'lib/core/api/ASSUMPTIONS.md',
  'sandbox/README.md',
  'relay/README.md',
  ...FEATURE_NOTES,
];

/** Relative targets of markdown links `[text](target)` in a file, without their `#anchor`. */
function relativeLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] as string)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] as string);
}

describe('docs', () => {
  it.each(DOCS)('%s: every relative link names a file that exists', (file) => {
    const broken = relativeLinks(file).filter((target) => !existsSync(normalize(join(dirname(file), target))));
    expect(broken).toEqual([]);
  });

  it.each(DOCS)('%s: no merge conflict left in it', (file) => {
    const markers = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^(<{7}|={7}|>{7})( |$)/.test(line));
    expect(markers).toEqual([]);
  });

  it('the README is at most about 250 lines', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(250);
  });

  it("the README's two commands are there, and .ci/run runs its test command", () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toContain('npm ci && npm test');
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/^npm test$/m);
  });
});
