import { describe, expect, it } from 'vitest';
import { isPrivateHost } from '../../lib/post/private-address';

const host = (url: string) => new URL(url).hostname;

describe('isPrivateHost (issue 27, item 7)', () => {
  it.each([
    'http://127.0.0.1/admin',
    'http://127.8.9.10:8080/',
    'http://10.0.0.5/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0.0.0.0/',
    'http://100.64.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[fc00::1]/',
    'http://[fd12:3456:789a::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:192.168.0.1]/',
    'http://localhost:3000/',
    'http://api.localhost/',
    'http://2130706433/',
    'http://0x7f.1/',
  ])('%s is private', (url) => {
    expect(isPrivateHost(host(url))).toBe(true);
  });

  it.each([
    'https://www.amazon.in/dp/B0',
    'https://8.8.8.8/',
    'https://172.32.0.1/',
    'https://192.169.0.1/',
    'https://[2606:4700::1111]/',
    'https://[::ffff:8.8.8.8]/',
    'https://fd.example.in/',
  ])('%s is not', (url) => {
    expect(isPrivateHost(host(url))).toBe(false);
  });
});
