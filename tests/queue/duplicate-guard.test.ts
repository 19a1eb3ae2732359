import { describe, expect, it } from 'vitest';
import { findDuplicate } from '../../lib/queue/duplicate-guard';
import { productKey } from '../../lib/queue/product-key';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 26, 12, 0);
const history = [
  {
    id: 'p1',
    productKey: 'amazon:B0CHX1W1XY',
    destinationId: 'tg-deals',
    postedAt: now - 30 * HOUR,
    messageUrl: 'https://t.me/deals/10',
  },
  {
    id: 'p2',
    productKey: 'amazon:B0CHX1W1XY',
    destinationId: 'tg-deals',
    postedAt: now - 5 * HOUR,
    messageUrl: 'https://t.me/deals/11',
  },
  {
    id: 'p3',
    productKey: 'amazon:B0CHX1W1XY',
    destinationId: 'tg-deals',
    postedAt: now - 2 * HOUR,
    messageUrl: 'https://t.me/deals/12',
  },
  { id: 'p4', productKey: 'amazon:B0CHX1W1XY', destinationId: 'wa-group', postedAt: now - 1 * HOUR, messageUrl: null },
  {
    id: 'p5',
    productKey: 'flipkart:MOBGTAGPTB3VS24W',
    destinationId: 'tg-deals',
    postedAt: now - 1 * HOUR,
    messageUrl: null,
  },
];

describe('findDuplicate', () => {
  it('finds the latest post of the same product to the same destination within 24 hours', () => {
    const candidate = {
      productKey: productKey('https://www.amazon.in/gp/product/B0CHX1W1XY?tag=x-21'),
      destinationId: 'tg-deals',
    };
    expect(findDuplicate(history, candidate, 24, now)?.id).toBe('p3');
  });

  it('lets the same product go to another destination, and another product to the same one', () => {
    expect(findDuplicate(history, { productKey: 'amazon:B0CHX1W1XY', destinationId: 'tg-other' }, 24, now)).toBeNull();
    expect(findDuplicate(history, { productKey: 'amazon:B0NEWNEW01', destinationId: 'tg-deals' }, 24, now)).toBeNull();
  });

  it('follows the window the person set', () => {
    expect(findDuplicate(history, { productKey: 'amazon:B0CHX1W1XY', destinationId: 'tg-deals' }, 1, now)).toBeNull();
    const older = history.filter((p) => p.id !== 'p3');
    expect(findDuplicate(older, { productKey: 'amazon:B0CHX1W1XY', destinationId: 'tg-deals' }, 24, now)?.id).toBe(
      'p2',
    );
    expect(findDuplicate(older, { productKey: 'amazon:B0CHX1W1XY', destinationId: 'tg-deals' }, 4, now)).toBeNull();
    expect(findDuplicate(history, { productKey: 'amazon:B0CHX1W1XY', destinationId: 'tg-deals' }, 48, now)?.id).toBe(
      'p3',
    );
  });

  it('never matches a link without a key', () => {
    expect(
      findDuplicate(
        [{ productKey: null, destinationId: 'd', postedAt: now }],
        { productKey: null, destinationId: 'd' },
        24,
        now,
      ),
    ).toBeNull();
  });
});
