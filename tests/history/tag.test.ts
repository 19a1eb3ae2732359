import { describe, expect, it } from 'vitest';
import { isTag, makeTag, withoutTag, withTag } from '../../lib/history/tag';

describe('the tag of Track earnings per link', () => {
  it('reads as the day and four characters', () => {
    const tag = makeTag(Date.UTC(2026, 10, 24, 12), () => 0.5);
    expect(tag).toMatch(/^t1124-[a-z2-9]{4}$/);
    expect(isTag(tag)).toBe(true);
    expect(isTag('summer-sale')).toBe(false);
  });

  it('differs from one link to the next', () => {
    const tags = new Set(Array.from({ length: 200 }, () => makeTag(Date.UTC(2026, 0, 2))));
    expect(tags.size).toBeGreaterThan(190);
  });

  it('goes into an empty Sub ID 5, keeping the other slots in place', () => {
    expect(withTag(['a', '', 'c'], 't0101-abcd')).toEqual({
      subIds: ['a', '', 'c', '', 't0101-abcd'],
      tag: 't0101-abcd',
    });
    expect(withTag([], 't0101-abcd')).toEqual({ subIds: ['', '', '', '', 't0101-abcd'], tag: 't0101-abcd' });
    expect(withTag(['', '', '', '', '  '], 't0101-abcd').tag).toBe('t0101-abcd');
  });

  it('never replaces a typed Sub ID 5', () => {
    expect(withTag(['a', '', '', '', 'mine'], 't0101-abcd')).toEqual({ subIds: ['a', '', '', '', 'mine'], tag: null });
  });

  it('is not remembered as the site own Sub ID 5', () => {
    expect(withoutTag(['a', '', '', '', 't0101-abcd'])).toEqual(['a']);
    expect(withoutTag(['', '', '', '', 'mine'])).toEqual(['', '', '', '', 'mine']);
  });
});
