// A converted post's Buy now link: the first of its links the network made, not merely its first link (a post may
// open with a video or a store's page that did not convert, which would earn nothing on the button).
import { describe, expect, it } from 'vitest';
import { NO_NETWORK_HOSTS } from '../../lib/post/classify-link';
import { postedTextLink } from '../../lib/posting/prepare-post';

const TRACKING =
  'https://track.sandbox-affiliate.test/track?cid=501&source=api&url=https%3A%2F%2Fwww.kiranabasket.in%2Frice';

describe('postedTextLink', () => {
  it('takes the first tracking link, after links that did not convert', () => {
    const text = `Watch https://www.youtube.com/watch?v=abc first\nRice ${TRACKING}\nMore https://dailyrecipes.net/dal`;
    expect(postedTextLink(text, NO_NETWORK_HOSTS)).toEqual({ link: TRACKING, earns: true });
  });

  it('knows a network short link by the hosts learned from the API', () => {
    const text = 'Lamp https://www.lumenlanehome.com/p/lamp and rice https://sbx.link/Ab1';
    const hosts = { tracking: ['track.sandbox-affiliate.test'], short: ['sbx.link'] };
    expect(postedTextLink(text, hosts)).toEqual({ link: 'https://sbx.link/Ab1', earns: true });
    expect(postedTextLink(text, NO_NETWORK_HOSTS)).toEqual({
      link: 'https://www.lumenlanehome.com/p/lamp',
      earns: false,
    });
  });

  it('gives no link for a text without a web link', () => {
    expect(postedTextLink('Only words, and ftp://files.example.com/a', NO_NETWORK_HOSTS)).toEqual({
      link: '',
      earns: false,
    });
  });
});
