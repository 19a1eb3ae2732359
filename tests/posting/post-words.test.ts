// The words a publisher expects: "@" added to a channel typed without it, prices without needless decimals and with the
// time a page's price was read, dates as "10 Dec", and WhatsApp's own caption limit.
import { describe, expect, it } from 'vitest';
import { chatProblem, normalChat } from '../../lib/posting/check-connection';
import { priceOfDeal, templateValues } from '../../lib/posting/deal';
import { clockTime, priceWords, shortDate } from '../../lib/posting/post-words';
import { measureCaption } from '../../lib/posting/ui/caption-limit';

describe('the chat', () => {
  it('gets an @ when typed as a bare name or a t.me address; ids and @names stay', () => {
    expect(normalChat('sandbox_deals')).toBe('@sandbox_deals');
    expect(normalChat(' https://t.me/sandbox_deals ')).toBe('@sandbox_deals');
    expect(normalChat('@sandbox_deals')).toBe('@sandbox_deals');
    expect(normalChat('-1001234567890')).toBe('-1001234567890');
    expect(chatProblem('sandbox_deals')).toBeNull();
    expect(chatProblem('deals channel')).not.toBeNull();
  });
});

describe('prices, dates and times', () => {
  it('writes whole prices without decimals, others with two, in the currency’s locale', () => {
    expect(priceWords(499, 'INR')).toBe('₹499');
    expect(priceWords(129999, 'INR')).toBe('₹1,29,999');
    expect(priceWords(1299.5, 'INR')).toBe('₹1,299.50');
    expect(priceWords(14.5, 'USD')).toBe('$14.50');
  });
  it('writes a date as “10 Dec” whatever the time zone, and a time as 14:05', () => {
    expect(shortDate('2026-12-10', 'INR')).toBe('10 Dec');
    expect(shortDate('2026-12-10T23:30:00Z', 'INR')).toBe('10 Dec');
    const at = new Date(2026, 10, 29, 14, 5).toISOString();
    expect(clockTime(at)).toBe('14:05');
  });
  it('gives a page’s price the time it was read, and an offer’s none', () => {
    const at = new Date(2026, 10, 29, 14, 5).toISOString();
    const deal = {
      title: 'Kurta',
      price: 499,
      mrp: 999,
      percentOff: 50,
      coupon: null,
      validTill: '2026-12-10',
      store: 'StyleLoom',
      logoUrl: null,
      currency: 'INR',
      priceReadAt: at,
      imageUrl: null,
      disclosure: null,
    };
    expect(priceOfDeal(deal)).toBe('₹499 at 14:05');
    expect(templateValues(deal, 'https://x.test')).toMatchObject({
      price: '₹499 at 14:05',
      mrp: '₹999',
      valid_till: '10 Dec',
    });
    expect(templateValues({ ...deal, priceReadAt: null }, 'https://x.test').price).toBe('₹499');
  });
});

describe('the caption’s limit', () => {
  it('is WhatsApp’s for a WhatsApp destination, Telegram’s for Telegram, none for Copy only', () => {
    const long = 'x'.repeat(5000);
    expect(measureCaption(long, 'whatsapp', false)).toEqual({ length: 5000, limit: 65_536, tooLong: false });
    expect(measureCaption(long, 'telegram', false)).toEqual({ length: 5000, limit: 4096, tooLong: true });
    expect(measureCaption('a < b', 'telegram', true)).toEqual({ length: 5, limit: 1024, tooLong: false });
    expect(measureCaption(long, 'copy', false).limit).toBeNull();
  });
});
