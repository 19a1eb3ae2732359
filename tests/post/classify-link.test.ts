import { describe, expect, it } from 'vitest';
import { isTrackingShape, learnHosts, NO_NETWORK_HOSTS, planLink } from '../../lib/post/classify-link';
import { planPostLink } from '../../lib/post/link-rows';
import { isStoreShortLink, shortLinkPermission } from '../../lib/post/short-link-hosts';

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
    const answer = {
      affiliated: true,
      tracking_url: 'https://track.net.test/t?cid=5&url=https%3A%2F%2Fwww.kiranabasket.in%2F',
      short_url: 'https://s.net.test/AbC1234',
    };
    const hosts = learnHosts(NO_NETWORK_HOSTS, answer, 'https://www.kiranabasket.in/');
    expect(hosts).toEqual({ tracking: ['track.net.test'], short: ['s.net.test'] });
    expect(planLink('https://s.net.test/Zz9', hosts)).toEqual({ action: 'skip', reason: 'network_short' });
    expect(planLink('https://track.net.test/other', hosts)).toEqual({ action: 'skip', reason: 'tracking' });
    const again = { ...answer, tracking_url: answer.tracking_url.replace('track', 'TRACK') };
    expect(learnHosts(hosts, again, 'https://www.kiranabasket.in/').tracking).toEqual(['track.net.test']);
  });

  // Issue 27, item 1: the poisoned answer teaches nothing, and the store's next link converts.
  it('learns nothing from an answer that is not affiliated, lacks the tracking shape or echoes the merchant', () => {
    const merchant = 'https://www.kiranabasket.in/p/rice';
    const echoed = { affiliated: false, tracking_url: merchant, short_url: 'https://www.kiranabasket.in/s' };
    expect(learnHosts(NO_NETWORK_HOSTS, echoed, merchant)).toBe(NO_NETWORK_HOSTS);
    expect(learnHosts(NO_NETWORK_HOSTS, { ...echoed, affiliated: true }, merchant)).toBe(NO_NETWORK_HOSTS);
    const shapedOnMerchant = {
      affiliated: true,
      tracking_url: `https://www.kiranabasket.in/t?cid=1&url=${encodeURIComponent(merchant)}`,
      short_url: 'https://amzn.to/abc',
    };
    expect(learnHosts(NO_NETWORK_HOSTS, shapedOnMerchant, merchant)).toEqual(NO_NETWORK_HOSTS);
    expect(planLink('https://www.kiranabasket.in/p/oil', learnHosts(NO_NETWORK_HOSTS, echoed, merchant))).toEqual({
      action: 'convert',
      url: 'https://www.kiranabasket.in/p/oil',
    });
  });

  it('skips well-known hosts that are not stores, and local addresses, without a request', () => {
    for (const link of [
      'https://t.me/dealsindia',
      'https://youtu.be/abc',
      'https://chat.whatsapp.com/Ab12',
      'https://www.instagram.com/p/x',
    ]) {
      expect(planPostLink(link, NO_NETWORK_HOSTS), link).toEqual({ action: 'skip', reason: 'not_merchant' });
      expect(planLink(link).action, link).toBe('convert');
    }
    expect(planPostLink('https://www.meta.com.example.in/', NO_NETWORK_HOSTS)).toEqual({
      action: 'convert',
      url: 'https://www.meta.com.example.in/',
    });
    for (const link of ['http://127.0.0.1:8080/x', 'http://192.168.1.1/', 'http://[::1]/', 'http://localhost/']) {
      expect(planLink(link), link).toEqual({ action: 'skip', reason: 'private' });
    }
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
