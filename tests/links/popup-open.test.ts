import { describe, expect, it } from 'vitest';
import { BASE_URL, channelBody } from '../core/background/fake-api';
import { ok, saveGoodKey, useBackground } from '../core/background/harness';

const bg = useBackground();
const PAGE = 'https://www.store3.example.com/p/42';

describe('popup.open', () => {
  it('answers the link with the options used, the site, the account and the channels at once', async () => {
    await saveGoodKey();
    await ok('link.convert', { url: PAGE, channelId: 2, subIds: ['news'] });
    const answer = await ok('popup.open', { url: 'https://store3.example.com/other' });
    expect(answer.link).toMatchObject({
      ok: true,
      data: { affiliated: true, cached: false, used: { channelId: 2, shorten: false, subIds: ['news'] } },
    });
    expect(answer.site).toEqual({ ok: true, data: { campaign: null, indexedAt: null } });
    expect(answer.account).toMatchObject({ ok: true, data: { keySet: true, keyTail: '3f9a', baseUrl: BASE_URL } });
    expect(answer.channels).toMatchObject({ ok: true, data: { data: [{ id: 1 }, { id: 2 }] } });
    const calls = (path: string) => bg.api().calls.filter((c) => c.path === path);
    expect(calls('/links/convert').at(-1)?.body).toMatchObject({ channel_id: 2, subid: 'news' });
    expect(calls('/channels').map((c) => c.query.get('per_page'))).toEqual(['100']);
  });

  it('brings every channel, paging past the first 100', async () => {
    await saveGoodKey();
    bg.api().route('GET /channels', (call) => {
      const page = Number(call.query.get('page') ?? 1);
      const ids = page === 1 ? Array.from({ length: 100 }, (_, i) => i + 1) : [101, 102];
      return {
        status: 200,
        body: {
          data: ids.map((id) => channelBody(id)),
          meta: {
            page,
            per_page: 100,
            total: 102,
            total_pages: 2,
            next_page: page === 1 ? 2 : null,
            prev_page: page === 1 ? null : 1,
          },
        },
      };
    });
    const answer = await ok('popup.open', { url: PAGE });
    const ids = (answer.channels as { data: { data: { id: number }[] } }).data.data.map((c) => c.id);
    expect(ids).toHaveLength(102);
    expect(ids.at(-1)).toBe(102);
    const pages = bg
      .api()
      .calls.filter((c) => c.path === '/channels')
      .map((c) => [c.query.get('page'), c.query.get('per_page')]);
    expect(pages).toEqual([
      ['1', '100'],
      ['2', '100'],
    ]);
  });

  it('a failed conversion hides neither the site, the account nor the channels', async () => {
    await saveGoodKey();
    bg.api().route('POST /links/convert', () => ({ status: 500, body: { error: 'Internal server error' } }));
    const answer = await ok('popup.open', { url: PAGE });
    expect(answer.link).toMatchObject({ ok: false, error: { kind: 'server', status: 500 } });
    expect(answer.site).toMatchObject({ ok: true });
    expect(answer.account).toMatchObject({ ok: true, data: { keySet: true } });
    expect(answer.channels).toMatchObject({ ok: true, data: { data: [{ id: 1 }, { id: 2 }] } });
  });

  it('a 403 on channels does not hide the link', async () => {
    await saveGoodKey();
    bg.api().route('GET /channels', () => ({ status: 403, body: { error: 'Missing scope' } }));
    const answer = await ok('popup.open', { url: PAGE });
    expect(answer.channels).toMatchObject({ ok: false, error: { kind: 'forbidden', scope: 'read:channels' } });
    expect(answer.link).toMatchObject({ ok: true, data: { affiliated: true } });
  });

  it('a page that cannot carry a link fails the link and the site, nothing else, and converts nothing', async () => {
    await saveGoodKey();
    const answer = await ok('popup.open', { url: 'chrome://extensions' });
    expect(answer.link).toMatchObject({ ok: false, error: { kind: 'input', field: 'url', local: true } });
    expect(answer.site).toMatchObject({ ok: false, error: { kind: 'input', field: 'url' } });
    expect(answer.account).toMatchObject({ ok: true });
    expect(answer.channels).toMatchObject({ ok: true });
    expect(bg.api().count('POST /links/convert')).toBe(0);
  });

  it('without a key, each part says so on its own', async () => {
    const answer = await ok('popup.open', { url: PAGE });
    expect(answer.link).toMatchObject({ ok: false, error: { kind: 'no_key' } });
    expect(answer.account).toMatchObject({ ok: true, data: { keySet: false } });
    expect(answer.channels).toMatchObject({ ok: false, error: { kind: 'no_key' } });
    expect(bg.api().calls).toEqual([]);
  });
});
