import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../lib/history/search-index';
import { entry } from './entry';

describe('the history search index', () => {
  const entries = [
    entry(1, { pageTitle: 'Basmati rice 5kg', campaignName: 'Kirana Basket' }),
    entry(2, { pageUrl: 'https://m.styleloom.in/dress', pageTitle: 'Linen dress', campaignName: 'Style Loom' }),
    entry(3, { pageTitle: 'Rice cooker', campaignName: 'Voltix', subIds: ['diwali'] }),
  ];
  const index = buildSearchIndex(entries);

  it('finds entries by word prefixes, every word required', () => {
    expect(index.search('ric')).toEqual(new Set([1, 3]));
    expect(index.search('rice volt')).toEqual(new Set([3]));
    expect(index.search('styleloom')).toEqual(new Set([2]));
    expect(index.search('DIWALI')).toEqual(new Set([3]));
    expect(index.search('nothing')).toEqual(new Set());
  });

  it('answers null to an empty query', () => {
    expect(index.search('  ')).toBeNull();
  });
});
