// The size check that `npm test` runs after the build: it must fail when a bundle passes its budget.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS_KB, bundleSizes } from '../../scripts/bundle-sizes';

/** A fake build: popup.html loads popup.js, which imports a shared chunk; options, background and publishing likewise. */
function fakeBuild(popupBytes: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'size-'));
  mkdirSync(join(dir, 'chunks'));
  // Random bytes as hex do not compress much: gzip keeps about half.
  const filler = (n: number) => `/*${randomBytes(Math.ceil(n / 2)).toString('hex')}*/`;
  writeFileSync(join(dir, 'chunks/shared.js'), `export const x = 1;${filler(popupBytes)}`);
  writeFileSync(join(dir, 'popup.js'), `import { x } from "./chunks/shared.js"; console.log(x);`);
  writeFileSync(join(dir, 'popup.html'), '<script type="module" src="/popup.js"></script>');
  writeFileSync(join(dir, 'options.js'), 'console.log(2);');
  writeFileSync(join(dir, 'options.html'), '<script type="module" src="/options.js"></script>');
  writeFileSync(join(dir, 'background.js'), 'console.log(3);');
  writeFileSync(join(dir, 'publishing.js'), 'console.log(4);');
  return dir;
}

function checkSize(dir: string) {
  return spawnSync('npx', ['tsx', 'scripts/check-size.ts', dir], { encoding: 'utf8' });
}

describe('check:size', () => {
  it('counts the files a page loads, following static imports', () => {
    const popup = bundleSizes(fakeBuild(1000)).find((b) => b.bundle === 'popup');
    expect(popup?.files.sort()).toEqual(['chunks/shared.js', 'popup.js']);
  });

  it('passes within the budgets and fails, naming the bundle, when one is over', () => {
    const within = checkSize(fakeBuild(10_000));
    expect(within.status).toBe(0);
    const over = checkSize(fakeBuild(BUDGETS_KB.popup * 1000 * 3));
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/OVER\s+popup/);
  }, 60_000);
});
