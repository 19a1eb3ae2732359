import { describe, expect, it } from 'vitest';
import { parsePageUrl, parseWebUrl, webUrlProblem } from '../../lib/core/web-url';

describe('the web-address rule', () => {
  it('refuses a link with a user name or password: it reads like one host and goes to another', () => {
    for (const url of ['https://www.amazon.in@evil.test/dp/B0', 'https://u:p@shop.in/', 'http://:pw@shop.in/']) {
      expect(parseWebUrl(url), url).toBeNull();
      expect(webUrlProblem(url), url).toBe('user_info');
    }
    expect(webUrlProblem('javascript:alert(1)')).toBe('not_web');
    expect(webUrlProblem('https://shop.in/a@b')).toBeNull();
    expect(parseWebUrl('https://shop.in/a@b')?.hostname).toBe('shop.in');
  });

  it('takes a user name and password off a page’s own address instead', () => {
    expect(parsePageUrl('https://www.amazon.in@evil.test/dp/B0')?.href).toBe('https://evil.test/dp/B0');
    expect(parsePageUrl(' https://me:pw@shop.in/x?q=1 ')?.href).toBe('https://shop.in/x?q=1');
    expect(parsePageUrl('chrome://extensions')).toBeNull();
  });
});

describe('a channel’s source URL', () => {
  it('with a user name or password is refused, saying so', async () => {
    const { checkSourceUrl } = await import('../../lib/channels/ui/channel-checks');
    expect(checkSourceUrl('https://me@myblog.example')).toMatch(/user name or password/);
    expect(checkSourceUrl('https://myblog.example')).toBeUndefined();
  });
});
