import { describe, expect, it } from 'vitest';
import { isTrackingShape, learnHosts, NO_NETWORK_HOSTS, planLink } from '../../../lib/post/classify-link';
import { isStoreShortLink, shortLinkPermission } from '../../../lib/post/short-link-hosts';

describe('planLink', () => {
  it('converts a merchant page', () => {
    expect(planLink('https://www.kiranabasket.in/p/rice')).toEqual({
      action: 'convert',
      url: 'https://www.kiranabasket.in/p/rice',
    });
  });

  it('skips a tracking link by its shape (cid and url in the query), with no host known', () => {
    const link = 'https://track.sandbox-affiliate.test/track?cid=501&source=api&url=https%3A%2F%2Fm.styleloom.in%2F';
    expect(planLink(link, NO_NETWORK_HOSTS)).toEqual({ action: 'skip', reason: 'tracking' });
  });

  it('skips links on learned tracking and short-link hosts', () => {
    const hosts = learnHosts(NO_NETWORK_HOSTS, 'https://track.net.test/t?x=1', 'https://s.net.test/AbC1234');
    expect(hosts).toEqual({ tracking: ['track.net.test'], short: ['s.net.test'] });
    expect(planLink('https://s.net.test/Zz9', hosts)).toEqual({ action: 'skip', reason: 'network_short' });
    expect(planLink('https://track.net.test/other', hosts)).toEqual({ action: 'skip', reason: 'tracking' });
    expect(learnHosts(hosts, 'https://TRACK.net.test/t').tracking).toEqual(['track.net.test']);
  });

  it('skips what is not a web address, and a URL with a user name', () => {
    expect(planLink('ftp://files.example.in/x')).toEqual({ action: 'skip', reason: 'not_web' });
    expect(planLink('chrome://settings')).toEqual({ action: 'skip', reason: 'not_web' });
    expect(planLink('https://www.amazon.in@evil.test/deal')).toEqual({ action: 'skip', reason: 'user_info' });
    expect(planLink('https://user:pw@m.styleloom.in/')).toEqual({ action: 'skip', reason: 'user_info' });
  });

  it('expands store short links first', () => {
    for (const link of [
      'https://amzn.to/3xYz',
      'https://fkrt.it/abc',
      'http://fktr.in/x',
      'https://myntr.it/q',
      'https://bit.ly/z',
    ]) {
      expect(planLink(link)).toEqual({ action: 'expand', url: link });
    }
    expect(isStoreShortLink(new URL('https://www.bit.ly/z'))).toBe(true);
    expect(isStoreShortLink(new URL('https://amazon.in/z'))).toBe(false);
    expect(shortLinkPermission(new URL('https://amzn.to:8443/x?y'))).toBe('https://amzn.to/*');
  });

  it('a url parameter alone is not a tracking link', () => {
    expect(isTrackingShape(new URL('https://m.styleloom.in/login?url=https%3A%2F%2Fm.styleloom.in%2F'))).toBe(false);
    expect(isTrackingShape(new URL('https://x.test/t?cid=1&url=not-a-link'))).toBe(false);
  });
});
