import { createStore, type UseStore } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { ok, saveGoodKey, send, useBackground } from '../core/background/harness';

const bg = useBackground();
const PAGE = 'https://www.store3.example.com/p/42?color=red';

describe('link.convert', () => {
  it('maps sub IDs in order, drops blank ones, and leaves the channel to the API when none is known', async () => {
    await saveGoodKey();
    const answer = await ok('link.convert', { url: PAGE, subIds: ['a', ' ', 'c', '', ''] });
    const call = bg.api().calls.find((c) => c.path === '/links/convert');
    expect(call?.body).toEqual({ url: PAGE, shorten: false, subid: 'a', subid3: 'c' });
    expect(answer).toMatchObject({
      affiliated: true,
      cached: false,
      used: { channelId: null, shorten: false, subIds: ['a', '', 'c'] },
    });
  });

  it('takes another publisher’s tag off a shared link before converting it, and says so', async () => {
    await saveGoodKey();
    const shared = 'https://www.amazon.in/dp/B0CX23V2ZK?th=1&tag=someoneelse-21&linkCode=ll1&utm_source=tg';
    const answer = await ok('link.convert', { url: shared });
    const call = bg.api().calls.find((c) => c.path === '/links/convert');
    expect(call?.body).toMatchObject({ url: 'https://www.amazon.in/dp/B0CX23V2ZK?th=1' });
    expect(answer.removedParams).toEqual(['tag', 'linkCode', 'utm_source']);
    const plain = await ok('link.convert', { url: PAGE });
    expect(plain.removedParams).toEqual([]);
  });

  it('answers the same request within 30 minutes from the cache, without minting a second short link', async () => {
    await saveGoodKey();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-01T10:00:00Z'));
    const first = await ok('link.convert', { url: PAGE, channelId: 2, shorten: true, subIds: ['x'] });
    vi.setSystemTime(new Date('2024-05-01T10:29:00Z'));
    const second = await ok('link.convert', { url: PAGE, channelId: 2, shorten: true, subIds: ['x'] });
    expect(bg.api().count('POST /links/convert')).toBe(1);
    expect(second).toEqual({ ...first, cached: true });

    await ok('link.convert', { url: PAGE, channelId: 2, shorten: true, subIds: ['y'] });
    expect(bg.api().count('POST /links/convert')).toBe(2);

    vi.setSystemTime(new Date('2024-05-01T10:31:00Z'));
    const later = await ok('link.convert', { url: PAGE, channelId: 2, shorten: true, subIds: ['x'] });
    expect(bg.api().count('POST /links/convert')).toBe(3);
    expect(later.cached).toBe(false);
    expect(later.short_url).not.toBe(first.short_url);
  });

  it('remembers the channel and sub IDs per site and uses them next time there', async () => {
    await saveGoodKey();
    await ok('link.convert', { url: PAGE, channelId: 2, subIds: ['news', 'top'] });
    const next = await ok('link.convert', { url: 'https://m.store3.example.com/other' });
    expect(next.used).toEqual({ channelId: 2, shorten: false, subIds: ['news', 'top'] });
    expect(bg.api().calls.at(-1)?.body).toEqual({
      url: 'https://m.store3.example.com/other',
      channel_id: 2,
      shorten: false,
      subid: 'news',
      subid2: 'top',
    });

    const elsewhere = await ok('link.convert', { url: 'https://other.example.org/' });
    expect(elsewhere.used).toEqual({ channelId: null, shorten: false, subIds: [] });

    const info = await ok('site.info', { url: 'https://store3.example.com/' });
    expect(info).toEqual({
      campaign: null,
      indexedAt: null,
      remembered: { channelId: 2, shorten: false, subIds: ['news', 'top'] },
    });
  });

  it('answers without waiting for the options to be stored; this worker reads them at once, a restarted one from the store', async () => {
    await saveGoodKey();
    const real = createStore('test-sites-slow', 'sites');
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let writesDone = 0;
    const slow: UseStore = (mode, callback) =>
      mode === 'readwrite' ? gate.then(() => real(mode, callback)).finally(() => writesDone++) : real(mode, callback);
    bg.restart({ siteOptions: slow });

    const answer = await ok('link.convert', { url: PAGE, channelId: 2, subIds: ['late'] });
    expect(answer.affiliated).toBe(true);
    expect(writesDone).toBe(0);

    // The popup opened again on the site: this worker run holds what it is writing, and reads no storage for it.
    expect(await send('site.info', { url: PAGE })).toMatchObject({
      ok: true,
      data: { remembered: { channelId: 2, subIds: ['late'] } },
    });
    expect(writesDone).toBe(0);
    release();
    await vi.waitFor(() => expect(writesDone).toBe(1));
    bg.restart({ siteOptions: real });
    expect(await send('site.info', { url: PAGE })).toMatchObject({
      ok: true,
      data: { remembered: { channelId: 2, subIds: ['late'] } },
    });
  });

  it('uses the short-link setting when the request does not say', async () => {
    await saveGoodKey();
    await ok('settings.set', { preferShortLink: true });
    const answer = await ok('link.convert', { url: PAGE });
    expect(answer.short_url).toMatch(/^https:\/\/sho\.rt\//);
    expect((answer.used as { shorten: boolean }).shorten).toBe(true);
  });

  it('remembers the short-link choice per site; other sites (and the menu, with no choice given) follow the setting', async () => {
    await saveGoodKey();
    await ok('link.convert', { url: PAGE, shorten: true });
    // Reopened on the same site: the remembered choice, though the setting says no.
    expect(((await ok('link.convert', { url: PAGE })).used as { shorten: boolean }).shorten).toBe(true);
    const other = 'https://www.elsewhere.example.org/item';
    expect(((await ok('link.convert', { url: other })).used as { shorten: boolean }).shorten).toBe(false);
    await ok('settings.set', { preferShortLink: true });
    const third = 'https://www.third.example.net/item';
    expect(((await ok('link.convert', { url: third })).used as { shorten: boolean }).shorten).toBe(true);
    // A site where the person turned short links off stays off.
    await ok('link.convert', { url: other, shorten: false });
    expect(((await ok('link.convert', { url: other })).used as { shorten: boolean }).shorten).toBe(false);
  });

  it('an explicit null channel overrides the remembered one', async () => {
    await saveGoodKey();
    await ok('link.convert', { url: PAGE, channelId: 2 });
    const answer = await ok('link.convert', { url: PAGE, channelId: null });
    expect(bg.api().calls.at(-1)?.body).not.toHaveProperty('channel_id');
    expect((answer.used as { channelId: unknown }).channelId).toBeNull();
  });

  it.each(['chrome://extensions', 'file:///etc/hosts', 'javascript:alert(1)', 'shop.example.com'])(
    'refuses %s before any request',
    async (url) => {
      await saveGoodKey();
      const result = await send('link.convert', { url });
      expect(result).toMatchObject({ ok: false, error: { kind: 'input', field: 'url', local: true } });
      expect(bg.api().count('POST /links/convert')).toBe(0);
    },
  );

  it.each(['https://me:secret@www.store3.example.com/p/42', 'https://www.amazon.in@www.store3.example.com/p/42'])(
    'takes the user name and password off the page URL %s before sending it',
    async (url) => {
      await saveGoodKey();
      await ok('link.convert', { url });
      expect(bg.api().calls.at(-1)?.body).toMatchObject({ url: 'https://www.store3.example.com/p/42' });
      await ok('link.monetize', { url, title: 'Rice', rewriteWithAi: false });
      expect(bg.api().calls.at(-1)?.body).toMatchObject({ url: 'https://www.store3.example.com/p/42' });
    },
  );

  it('does not remember options of a failed conversion', async () => {
    await saveGoodKey();
    bg.api().route('POST /links/convert', () => ({ status: 422, body: { error: 'No valid channel' } }));
    const result = await send('link.convert', { url: PAGE, channelId: 9 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', serverMessage: 'No valid channel' } });
    const info = await ok('site.info', { url: PAGE });
    expect((info.remembered as { channelId: unknown }).channelId).toBeNull();
  });
});

describe('link.monetize', () => {
  it('sends the title, the AI choice and the remembered options', async () => {
    await saveGoodKey();
    await ok('link.convert', { url: PAGE, channelId: 2, subIds: ['s1'] });
    const answer = await ok('link.monetize', { url: PAGE, title: 'Red shoes', rewriteWithAi: true });
    expect(answer).toMatchObject({ title: 'Deal: Red shoes', ai_rewritten: true });
    expect(bg.api().calls.at(-1)?.body).toEqual({
      url: PAGE,
      title: 'Red shoes',
      rewrite_using_ai: true,
      channel_id: 2,
      shorten: false,
      subid: 's1',
    });
  });

  it('does not keep a failed AI rewrite: Monetize again asks again; a rewrite that worked is kept', async () => {
    await saveGoodKey();
    let rewrite = false;
    bg.api().route('POST /links/monetize', ({ body }) => {
      const b = body as { title: string; url: string };
      return {
        status: 200,
        body: {
          data: {
            title: rewrite ? `Deal: ${b.title}` : b.title,
            original_title: b.title,
            tracking_url: 'https://track.example.com/t?cid=1',
            affiliated: true,
            original_url: b.url,
            campaign: null,
            ai_rewritten: rewrite,
          },
        },
      };
    });
    const request = { url: PAGE, title: 'Red shoes', rewriteWithAi: true };
    expect(await ok('link.monetize', request)).toMatchObject({ ai_rewritten: false });
    rewrite = true;
    expect(await ok('link.monetize', request)).toMatchObject({ ai_rewritten: true, title: 'Deal: Red shoes' });
    expect(bg.api().count('POST /links/monetize')).toBe(2);
    await ok('link.monetize', request);
    expect(bg.api().count('POST /links/monetize')).toBe(2);
    // Without AI asked for, an answer without a rewrite is the answer, and kept.
    await ok('link.monetize', { ...request, rewriteWithAi: false });
    await ok('link.monetize', { ...request, rewriteWithAi: false });
    expect(bg.api().count('POST /links/monetize')).toBe(3);
  });
});
