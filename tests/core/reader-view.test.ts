import { describe, expect, test } from 'vitest';
import { shownPageUrl } from '../../lib/core/reader-view';

describe('shownPageUrl', () => {
  test('Firefox Reader View gives the page inside it', () => {
    const page = 'https://www.kiranabasket.in/products/atta?size=10kg#top';
    expect(shownPageUrl(`about:reader?url=${encodeURIComponent(page)}`)).toBe(page);
  });

  test('a web page, a browser page and nothing stay as they are', () => {
    expect(shownPageUrl('https://www.kiranabasket.in/')).toBe('https://www.kiranabasket.in/');
    expect(shownPageUrl('about:addons')).toBe('about:addons');
    expect(shownPageUrl(undefined)).toBeUndefined();
  });

  test('Reader View of something that is not a web page stays the about: page', () => {
    expect(shownPageUrl('about:reader?url=file%3A%2F%2F%2Fetc%2Fpasswd')).toBe(
      'about:reader?url=file%3A%2F%2F%2Fetc%2Fpasswd',
    );
    expect(shownPageUrl('about:reader?other=1')).toBe('about:reader?other=1');
  });
});
