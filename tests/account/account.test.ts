import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SANDBOX_BASE_URL } from '../../lib/core/account/base-url';
import { readAccount } from '../../lib/core/account/key-store';
import { BASE_URL, GOOD_KEY } from '../core/background/fake-api';
import { ok, saveGoodKey, send, useBackground } from '../core/background/harness';

const bg = useBackground();

describe('account', () => {
  it('starts with no key and the sandbox base URL (in a development or test build)', async () => {
    expect(await ok('account.get', {})).toEqual({
      keySet: false,
      keyTail: null,
      baseUrl: SANDBOX_BASE_URL,
      identity: null,
      keyInvalid: false,
    });
  });

  it('checks the key with /ping, then keeps it in storage.local only and tells pages its tail', async () => {
    const state = await ok('account.save', { apiKey: `  ${GOOD_KEY}\n`, baseUrl: `${BASE_URL}/ ` });
    expect(state).toMatchObject({ keySet: true, keyTail: '3f9a', baseUrl: BASE_URL, keyInvalid: false });
    expect((state.identity as { publisher: { id: number } }).publisher.id).toBe(7);
    expect(bg.api().count('GET /ping')).toBe(1);
    expect((await readAccount()).apiKey).toBe(GOOD_KEY);
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
    expect(bg.permission()).toHaveBeenCalledWith({ origins: ['http://127.0.0.1/*'] });
  });

  it('keeps nothing when the API refuses the key, and says so', async () => {
    const result = await send('account.save', { apiKey: 'sk_wrong_key_000000', baseUrl: BASE_URL });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });
    expect(!result.ok && result.error.message).toMatch(/not saved/);
    expect(await ok('account.get', {})).toMatchObject({ keySet: false, identity: null });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('keeps the previous key when a new one is refused', async () => {
    await saveGoodKey();
    await send('account.save', { apiKey: 'sk_wrong_key_000000', baseUrl: BASE_URL });
    expect((await readAccount()).apiKey).toBe(GOOD_KEY);
  });

  it('refuses a base URL the extension may not contact, before any request', async () => {
    bg.permission().mockResolvedValue(false);
    const result = await send('account.save', { apiKey: GOOD_KEY, baseUrl: 'https://api.example.com/pub_api/v3' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'no_permission' } });
    expect(!result.ok && result.error.message).toMatch(/not allowed to contact https:\/\/api\.example\.com/);
    expect(bg.api().calls).toHaveLength(0);
    expect(bg.permission()).toHaveBeenCalledWith({ origins: ['https://api.example.com/*'] });
  });

  it.each([
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://127.0.0.1:8787/api/', 'http://127.0.0.1:8787/api'],
  ])(
    'says that the base URL %s looks wrong and should end with /pub_api/v3 (issue 18 item 9)',
    async (baseUrl, shown) => {
      const result = await send('account.save', { apiKey: GOOD_KEY, baseUrl });
      expect(result).toMatchObject({ ok: false, error: { kind: 'not_found', status: 404 } });
      const message = !result.ok ? result.error.message : '';
      expect(message).toContain(`The API base URL ${shown} looks wrong`);
      expect(message).toContain('should end with /pub_api/v3');
      expect(message).not.toMatch(/removed or paused/);
      expect(await ok('account.get', {})).toMatchObject({ keySet: false });
    },
  );

  it('says the base URL looks wrong when /ping is not found even under /pub_api/v3', async () => {
    bg.api().route('GET /ping', () => ({ status: 404, body: { error: 'Not found' } }));
    const result = await send('account.save', { apiKey: GOOD_KEY, baseUrl: BASE_URL });
    expect(!result.ok && result.error.message).toMatch(/looks wrong: the API was not found there .*\/pub_api\/v3/);
  });

  it.each([
    ['ftp://api.example.com', /must start with https/],
    ['http://api.example.com/pub_api/v3', /Use https/],
    ['not a url', /full URL/],
    ['https://api.example.com/v3?x=1', /must not contain \?/],
  ])('refuses the base URL %s locally', async (baseUrl, message) => {
    const result = await send('account.save', { apiKey: GOOD_KEY, baseUrl });
    expect(result).toMatchObject({ ok: false, error: { kind: 'input', field: 'baseUrl', local: true } });
    expect(!result.ok && result.error.message).toMatch(message);
    expect(bg.api().calls).toHaveLength(0);
  });

  it('refuses a blank key or one with spaces', async () => {
    for (const apiKey of ['   ', 'two words']) {
      const result = await send('account.save', { apiKey, baseUrl: BASE_URL });
      expect(result).toMatchObject({ ok: false, error: { kind: 'input', field: 'apiKey' } });
    }
    expect(bg.api().calls).toHaveLength(0);
  });

  it('marks the key invalid on a later 401, for every page, until a successful save', async () => {
    await saveGoodKey();
    bg.api().acceptKey('sk_rotated_elsewhere_1');
    const result = await send('listTransactions', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(await ok('account.get', {})).toMatchObject({ keySet: true, keyInvalid: true });

    bg.api().acceptKey(GOOD_KEY);
    expect(await ok('account.save', { apiKey: GOOD_KEY, baseUrl: BASE_URL })).toMatchObject({ keyInvalid: false });
  });

  it.each([
    ['another origin', 'https://elsewhere.example/pub_api/v3/transactions'],
    ['the same server under another host name', 'http://localhost:8787/pub_api/v3/transactions'],
  ])(
    'a 307 to %s is refused: the redirect message, nothing sent there, the key still valid (issue 18 item 1)',
    async (_, location) => {
      await saveGoodKey();
      bg.api().route('GET /transactions', () => ({ status: 307, headers: { Location: location } }));
      const result = await send('listTransactions', {});
      expect(result).toMatchObject({ ok: false, error: { kind: 'bad_response' } });
      expect(!result.ok && result.error.message).toMatch(/The API answered with a redirect.*Check the API base URL/);
      expect(
        bg
          .api()
          .calls.filter((c) => c.path === '/transactions')
          .map((c) => c.origin),
      ).toEqual(['http://127.0.0.1:8787']);
      expect(await ok('account.get', {})).toMatchObject({ keySet: true, keyInvalid: false });
    },
  );

  it('removes the key, identity and caches', async () => {
    await saveGoodKey();
    await ok('listCountries', {});
    const state = await ok('account.remove', {});
    expect(state).toEqual({ keySet: false, keyTail: null, baseUrl: BASE_URL, identity: null, keyInvalid: false });
    expect((await readAccount()).apiKey).toBeNull();
    await expect(bg.background().api.context()).rejects.toMatchObject({ kind: 'no_key' });

    await saveGoodKey();
    await ok('listCountries', {});
    expect(bg.api().count('GET /countries')).toBe(2);
  });

  it('answers no_key for API messages before a key is saved', async () => {
    const result = await send('listTransactions', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'no_key' } });
  });

  it('does not serve one key’s cached answers to another key', async () => {
    await saveGoodKey();
    await ok('listCountries', {});
    bg.api().acceptKey('sk_second_key_abcdef12');
    await ok('account.save', { apiKey: 'sk_second_key_abcdef12', baseUrl: BASE_URL });
    await ok('listCountries', {});
    expect(bg.api().count('GET /countries')).toBe(2);
    expect(bg.api().calls.at(-1)?.auth).toBe('Token sk_second_key_abcdef12');
  });
});
