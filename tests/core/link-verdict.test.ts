import { describe, expect, it } from 'vitest';
import { channelOfLink, isDeepPage, linkVerdict } from '../../lib/core/link-verdict';

const OPEN = {
  access_status: 'open',
  deeplink_allowed: true,
  sub_ids_allowed: true,
  cashback_publishers_allowed: true,
  social_media_publishers_allowed: true,
} as const;
const HOME = 'https://www.shop.in/';
const telegram = { name: 'Deals TG', category: 'Telegram' as const };
const website = { name: 'Blog', category: 'Website / Blog' as const };

describe('linkVerdict', () => {
  it('warns on a Telegram channel when the campaign forbids social media, and not on a website channel', () => {
    const noSocial = { ...OPEN, social_media_publishers_allowed: false };
    const tg = linkVerdict(noSocial, telegram, HOME, []);
    expect(tg.outcome).toBe('mayNot');
    expect(tg.problems).toEqual([
      { rule: 'socialMedia', key: 'popupVerdictNoSocialMedia', args: ['Deals TG', 'Telegram'] },
    ]);
    expect(linkVerdict(noSocial, website, HOME, [])).toEqual({ outcome: 'earns', problems: [] });
    // Allowed social media: no warning on Telegram.
    expect(linkVerdict(OPEN, telegram, HOME, []).outcome).toBe('earns');
  });

  it('a pending or rejected channel carries no clicks: the link will not earn, whatever the campaign', () => {
    expect(linkVerdict(OPEN, { ...website, status: 'pending' }, HOME, [])).toEqual({
      outcome: 'wont',
      problems: [{ rule: 'channel', key: 'popupVerdictChannelPending', args: ['Blog'] }],
    });
    expect(linkVerdict(OPEN, { ...website, status: 'rejected' }, HOME, []).problems[0]).toMatchObject({
      rule: 'channel',
      key: 'popupVerdictChannelRejected',
    });
    expect(linkVerdict(OPEN, { ...website, status: 'approved' }, HOME, []).outcome).toBe('earns');
  });

  it('treats WhatsApp, Instagram and Facebook channels as social media too', () => {
    const noSocial = { ...OPEN, social_media_publishers_allowed: false };
    for (const category of ['Whatsapp', 'Instagram', 'Facebook', 'Youtube'] as const) {
      expect(linkVerdict(noSocial, { name: 'x', category }, HOME, []).problems[0]?.rule, category).toBe('socialMedia');
    }
  });

  it('warns on a cashback channel where cashback is not allowed', () => {
    const v = linkVerdict(
      { ...OPEN, cashback_publishers_allowed: false },
      { name: 'CB', category: 'Cashback Website' },
      HOME,
      [],
    );
    expect(v.problems.map((p) => p.rule)).toEqual(['cashback']);
  });

  it('warns on a product page when deep links are not allowed, not on the home page', () => {
    const noDeep = { ...OPEN, deeplink_allowed: false };
    expect(linkVerdict(noDeep, website, 'https://www.shop.in/p/rice-5kg', []).problems.map((p) => p.rule)).toEqual([
      'deepLink',
    ]);
    expect(linkVerdict(noDeep, website, HOME, []).outcome).toBe('earns');
    expect(isDeepPage('https://www.shop.in/?q=rice')).toBe(true);
  });

  it('says sub IDs will not be tracked without calling the link a loss', () => {
    const v = linkVerdict({ ...OPEN, sub_ids_allowed: false }, website, HOME, ['', 'ig']);
    expect(v).toEqual({ outcome: 'earns', problems: [{ rule: 'subIds', key: 'popupVerdictNoSubIds', args: [] }] });
    expect(linkVerdict({ ...OPEN, sub_ids_allowed: false }, website, HOME, [' ']).problems).toEqual([]);
  });

  it('no access: will not earn, whatever the rest', () => {
    for (const status of ['not_applied', 'pending', 'rejected', 'blocked']) {
      const v = linkVerdict({ ...OPEN, access_status: status }, website, HOME, []);
      expect(v.outcome, status).toBe('wont');
      expect(v.problems[0]?.rule).toBe('access');
    }
    expect(linkVerdict({ ...OPEN, access_status: 'approved' }, website, HOME, []).outcome).toBe('earns');
  });
});

describe('channelOfLink', () => {
  const channels = [
    { id: 1, is_default: false },
    { id: 2, is_default: true },
  ];
  it('is the chosen channel, else the default one the API uses', () => {
    expect(channelOfLink(channels, 1)?.id).toBe(1);
    expect(channelOfLink(channels, null)?.id).toBe(2);
    expect(channelOfLink(channels, 9)).toBeNull();
    expect(channelOfLink(undefined, null)).toBeNull();
  });
});
