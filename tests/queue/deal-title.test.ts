import { describe, expect, it } from 'vitest';
import { dealTitleOf } from '../../lib/queue/deal-title';

describe('a queue row’s title', () => {
  it('is the caption’s first line after the disclosure', () => {
    expect(dealTitleOf('#ad\nLinen Kurta Blue\n₹499 at 14:05\nhttps://x.test/1', '#ad')).toBe('Linen Kurta Blue');
    expect(dealTitleOf('\r\n#ad\r\n\r\n  Rice 5 kg \r\nlink', ' #ad ')).toBe('Rice 5 kg');
  });
  it('is the first line when the disclosure is off or not first, and the disclosure when nothing follows it', () => {
    expect(dealTitleOf('Rice 5 kg\n#ad', null)).toBe('Rice 5 kg');
    expect(dealTitleOf('Rice 5 kg\n#ad', '#ad')).toBe('Rice 5 kg');
    expect(dealTitleOf('#ad', '#ad')).toBe('#ad');
    expect(dealTitleOf('', '#ad')).toBe('');
  });
});
