import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { canCarryLink, currentPage, pageFromSearch } from '../../../lib/links/ui/page-target';
import { popupHref } from '../../../lib/links/ui/page-url';

describe('page-target', () => {
  it('reads ?url= (percent-encoded) and has no title then', () => {
    const url = 'https://www.shop.in/p?q=a&b=c#top';
    expect(pageFromSearch(`?${popupHref(url).split('?')[1]}`)).toEqual({ url, title: null });
    expect(pageFromSearch('?url=')).toEqual({ url: null, title: null });
    expect(pageFromSearch('')).toBeNull();
  });

  it('only http(s) pages with a host can carry a link', () => {
    expect(canCarryLink('https://www.shop.in/x')).toBe(true);
    expect(canCarryLink('http://127.0.0.1:8080/')).toBe(true);
    // A user name or password in the page's own address is taken off before sending (background), not refused.
    expect(canCarryLink('https://me:pw@www.shop.in/x')).toBe(true);
    for (const url of [
      'chrome://extensions/',
      'about:blank',
      'file:///home/me/a.html',
      'chrome-extension://abc/popup.html',
      'moz-extension://abc/popup.html',
      'view-source:https://shop.in/',
      'data:text/html,hi',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(canCarryLink(url), String(url)).toBe(false);
    }
  });

  it('without ?url= takes the active tab’s url and title', async () => {
    const query = vi
      .spyOn(fakeBrowser.tabs, 'query')
      .mockResolvedValue([{ url: 'https://www.shop.in/item', title: ' Item – Shop ' }] as never);
    expect(await currentPage('', fakeBrowser.tabs)).toEqual({ url: 'https://www.shop.in/item', title: 'Item – Shop' });
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
  });

  it('a blank tab or an unanswered query gives no URL', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ url: '' }] as never);
    expect(await currentPage('', fakeBrowser.tabs)).toEqual({ url: null, title: null });
    vi.spyOn(fakeBrowser.tabs, 'query').mockRejectedValue(new Error('no tabs permission'));
    expect(await currentPage('', fakeBrowser.tabs)).toEqual({ url: null, title: null });
  });
});
