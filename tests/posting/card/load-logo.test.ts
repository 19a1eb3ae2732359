import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGO_TIME_LIMIT_MS, loadLogoWithin } from '../../../lib/posting/card/load-logo';

const bitmap = () => ({ width: 10, height: 10, close: vi.fn() }) as unknown as ImageBitmap;

afterEach(() => {
  vi.useRealTimers();
});

describe('loadLogoWithin', () => {
  it('gives the logo that loads in time', async () => {
    const logo = bitmap();
    const load = vi.fn(async () => logo);
    expect(await loadLogoWithin('https://cdn.example/logo.png', load)).toBe(logo);
    expect(load).toHaveBeenCalledWith('https://cdn.example/logo.png');
  });

  it('asks for nothing when the address is not http(s)', async () => {
    const load = vi.fn(async () => bitmap());
    for (const url of [
      null,
      '',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      'https://u:p@cdn.example/x.png',
    ]) {
      expect(await loadLogoWithin(url, load)).toBeNull();
    }
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches no logo from a loopback, private or link-local address (a campaign image on 127.0.0.1)', async () => {
    const load = vi.fn(async () => bitmap());
    for (const url of [
      'http://127.0.0.1:8787/logo.png',
      'http://localhost/logo.png',
      'http://192.168.1.20/logo.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/logo.png',
      'http://nas/logo.png',
    ]) {
      expect(await loadLogoWithin(url, load), url).toBeNull();
    }
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves out a logo that fails', async () => {
    expect(
      await loadLogoWithin('https://cdn.example/logo.png', async () => Promise.reject(new Error('404'))),
    ).toBeNull();
    expect(await loadLogoWithin('https://cdn.example/logo.png', async () => null)).toBeNull();
  });

  it('leaves out a slow logo at the time limit, and closes it when it comes', async () => {
    vi.useFakeTimers();
    const logo = bitmap();
    let arrive: (b: ImageBitmap) => void = () => {};
    const result = loadLogoWithin('https://cdn.example/logo.png', () => new Promise((resolve) => (arrive = resolve)));
    await vi.advanceTimersByTimeAsync(LOGO_TIME_LIMIT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeNull();
    arrive(logo);
    await vi.advanceTimersByTimeAsync(0);
    expect(logo.close).toHaveBeenCalled();
  });
});
