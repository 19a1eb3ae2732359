// Functions a person can read in one sitting: none of the product's code over 150 lines (the last four long ones,
// createPostingService, usePostConversion, LinkablePage and Queue, were split in issue 42).
import { describe, expect, it } from 'vitest';
import { longFunctions } from '../../scripts/long-functions';

const LIMIT = 150;

describe('function length', () => {
  it(`no function over ${LIMIT} lines`, () => {
    expect(longFunctions(LIMIT).map((f) => `${f.file}:${f.name} (${f.lines})`)).toEqual([]);
  });

  it('finds a long function (the check can fail)', () => {
    expect(longFunctions(40).length).toBeGreaterThan(0);
  });
});
