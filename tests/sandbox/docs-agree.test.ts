// The documents say what the code does (issue 26 item 14): the sandbox README and lib/core/api/ASSUMPTIONS.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const readme = readFileSync(join(ROOT, 'sandbox/README.md'), 'utf8').replace(/\s+/g, ' ');
const assumptions = readFileSync(join(ROOT, 'lib/core/api/ASSUMPTIONS.md'), 'utf8').replace(/\s+/g, ' ');
const limits = readFileSync(join(ROOT, 'sandbox/limits.ts'), 'utf8');
const offers = readFileSync(join(ROOT, 'sandbox/routes/offers.ts'), 'utf8');

describe('the sandbox README agrees with the sandbox', () => {
  it('counts the 90 days as the code does (both ends included)', () => {
    expect(limits).toMatch(/both ends included/);
    expect(readme).not.toContain('`end_date - start_date <= 90`');
    expect(readme).toMatch(/90-day limit counts calendar days with both ends included/);
  });

  it('does not say offers depend on the caller’s access (they are not user-scoped, and the code checks none)', () => {
    expect(offers).not.toMatch(/access_status/);
    expect(readme).not.toMatch(/caller may promote the campaign/);
    expect(readme).toMatch(/whoever asks; access is not checked/);
  });

  it('names click_timestamp’s zone and how channel names are kept', () => {
    expect(readme).toMatch(/`click_timestamp` \(`YYYY-MM-DD HH:MM:SS`, no zone in the spec\) is written in UTC/);
    expect(readme).toMatch(/a name is stored as sent \(not trimmed\)/);
  });
});

describe('ASSUMPTIONS.md records the readings the code relies on', () => {
  it.each([
    'Links are made for approved channels only',
    'Missing from the campaign list means paused or deleted',
    'A campaign with one odd field is still a campaign',
    'implicit `*` rule',
  ])('%s', (reading) => {
    expect(assumptions).toContain(reading);
  });
});
