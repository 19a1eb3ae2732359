// The core's public-address rule and its fetch (issue 44, item 4): nothing fetched on a server's say-so reaches
// this computer or the local network; a fetch has a size cap and ends at its time limit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPublic, isPublicHost, isPublicUrl, PublicFetchError } from '../../lib/core/public-address';

afterEach(() => {
  vi.useRealTimers();
});

describe('isPublicUrl', () => {
  it.each([
    'http://127.0.0.1/logo.png',
    'http://127.1/logo.png',
    'http://2130706433/logo.png',
    'http://0x7f.1/logo.png',
    'http://localhost:8080/logo.png',
    'http://cdn.localhost/logo.png',
    'http://10.1.2.3/logo.png',
    'http://172.20.0.1/logo.png',
    'http://192.168.1.1/logo.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.100.1.1/logo.png',
    'http://0.0.0.0/logo.png',
    'http://[::1]/logo.png',
    'http://[fd00::5]/logo.png',
    'http://[fe80::1]/logo.png',
    'http://[::ffff:10.0.0.1]/logo.png',
    'http://[64:ff9b::7f00:1]/logo.png',
    'http://router/logo.png',
    'http://printer.local/logo.png',
    'http://intranet.corp/logo.png',
    'https://user:pass@cdn.example.com/logo.png',
    'ftp://cdn.example.com/logo.png',
    'data:image/png;base64,AAAA',
    'not a url',
  ])('%s is not public', (url) => {
    expect(isPublicUrl(url)).toBe(false);
  });

  it.each([
    'https://cdn.example.com/logo.png',
    'https://8.8.8.8/logo.png',
    'https://[2606:4700::1111]/logo.png',
    'https://www.amazon.in/logo.png',
    'https://fd.example.in/logo.png',
  ])('%s is public', (url) => {
    expect(isPublicUrl(url)).toBe(true);
  });

  it('judges a host as the URL parser writes it', () => {
    expect(isPublicHost(new URL('http://0177.0.0.1/').hostname)).toBe(false);
    expect(isPublicHost('LOCALHOST.')).toBe(false);
  });
});

describe('fetchPublic', () => {
  const answer = (bytes: number, headers: Record<string, string> = {}) =>
    new Response(new Uint8Array(bytes), { headers: { 'content-type': 'image/png', ...headers } });

  it('asks nothing of a loopback or private address', async () => {
    const fetch = vi.fn(async () => answer(10));
    for (const url of ['http://127.0.0.1/logo.png', 'http://192.168.0.10/logo.png', 'http://[::1]/x']) {
      await expect(fetchPublic(url, { maxBytes: 100, timeoutMs: 1000, fetch })).rejects.toMatchObject({
        problem: 'not_public',
      });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads a public answer without cookies, referrer or redirects', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer(10));
    const got = await fetchPublic('https://cdn.example.com/logo.png', { maxBytes: 100, timeoutMs: 1000, fetch });
    expect(got.bytes).toHaveLength(10);
    expect(got.type).toBe('image/png');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      redirect: 'error',
    });
  });

  it('stops an answer bigger than the cap, declared or not', async () => {
    const big = async () => answer(2000);
    const declared = async () => answer(10, { 'content-length': '999999' });
    for (const fetch of [big, declared]) {
      const error = await fetchPublic('https://cdn.example.com/x', { maxBytes: 1000, timeoutMs: 1000, fetch }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PublicFetchError);
      expect(error).toMatchObject({ problem: 'too_big' });
    }
  });

  it('aborts the request at the time limit', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const fetch = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        }),
      );
    const pending = fetchPublic('https://cdn.example.com/x', { maxBytes: 1000, timeoutMs: 3000, fetch }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(aborted).toBe(true);
    expect(await pending).toMatchObject({ problem: 'timeout' });
  });
});
