// The relay's small parts: the extension's rules it imports and nothing browser-only, sealed tokens, member codes,
// the clock, the addresses it refuses and the origins it answers.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../relay/clock';
import { originAllowed } from '../../relay/http/cors';
import { createRateLimit } from '../../relay/http/rate-limit';
import { codeMatches, memberIdOf, newMemberCode } from '../../relay/member-codes';
import { isPrivateAddress } from '../../relay/safe-fetch';
import { createSealer } from '../../relay/secrets';

describe('the relay', () => {
  it('shares lib/ modules with the extension and none that need the browser', async () => {
    const { metafile } = await build({
      entryPoints: ['relay/main.ts'],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(metafile.inputs);
    const shared = inputs.filter((f) => f.startsWith('lib/'));
    expect(shared).toEqual(
      expect.arrayContaining(['lib/queue/slots.ts', 'lib/queue/product-key.ts', 'lib/posting/telegram-client.ts']),
    );
    expect(shared.filter((f) => /lib\/(browser|i18n)\.ts|lib\/storage\/|lib\/background\//.test(f))).toEqual([]);
    const packages = Object.values(metafile.inputs).flatMap((i) => i.imports.map((x) => x.path));
    expect(packages.filter((p) => p.startsWith('wxt') || p === 'idb-keyval')).toEqual([]);
  });

  it('seals a token so only its destination opens it, and never shows it', () => {
    const sealer = createSealer(Buffer.alloc(32, 7));
    const sealed = sealer.seal('7000000001:secret-token', 'destination-a');
    expect(sealed).not.toContain('secret-token');
    expect(sealer.open(sealed, 'destination-a')).toBe('7000000001:secret-token');
    expect(() => sealer.open(sealed, 'destination-b')).toThrow();
    expect(() => createSealer(Buffer.alloc(32, 8)).open(sealed, 'destination-a')).toThrow();
  });

  it('keeps member codes as scrypt hashes that only the code matches', async () => {
    const { code, hash, memberId } = await newMemberCode();
    expect(memberIdOf(code)).toBe(memberId);
    expect(hash).toMatch(/^scrypt:/);
    expect(hash).not.toContain(code.split('_').slice(2).join('_'));
    expect(await codeMatches(code, hash)).toBe(true);
    expect(await codeMatches(`${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`, hash)).toBe(false);
    expect(memberIdOf('rly_short_x')).toBeNull();
  });

  it('runs a test clock faster and converts its times back to the wall clock', () => {
    const epoch = Date.now();
    const clock = createClock(60, epoch);
    expect(clock.wallAt(epoch + 60_000)).toBe(epoch + 1000);
    expect(clock.span(1000)).toBe(60_000);
    expect(clock.now()).toBeGreaterThanOrEqual(epoch);
  });

  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', true],
    ['93.184.216.34', false],
    ['2606:4700::1111', false],
  ])('takes %s as private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it('answers only the extension’s origins', () => {
    const patterns = ['chrome-extension://*', 'moz-extension://*'];
    expect(originAllowed('chrome-extension://abcdefghijklmnopabcdefghijklmnop', patterns)).toBe(true);
    expect(originAllowed('moz-extension://1b2c3d4e-aaaa-bbbb-cccc-123456789abc', patterns)).toBe(true);
    expect(originAllowed('https://evil.example', patterns)).toBe(false);
    expect(originAllowed('chrome-extension://abc/evil', patterns)).toBe(false);
    expect(originAllowed('https://relay-admin.example', ['https://relay-admin.example'])).toBe(true);
  });

  it('limits a key to its requests a minute, then lets it go on in the next minute', () => {
    let now = 0;
    const limit = createRateLimit(3, () => now);
    for (let i = 0; i < 3; i++) limit.hit('member');
    expect(() => limit.hit('member')).toThrow(/Too many requests: try again in 60 s/);
    expect(() => limit.check('member')).toThrow();
    limit.hit('another');
    now = 60_000;
    expect(() => limit.hit('member')).not.toThrow();
  });
});
