// Options → Account in Firefox: a key typed into the page reaches the background, which checks it against the
// sandbox (the pre-granted http://127.0.0.1 origin, from Firefox's MV2 background page) and keeps it.
import { describe, expect, test } from 'vitest';
import { useFirefox } from './harness';

const ff = useFirefox();

// Functions given to inExtension() run inside the extension's pages, where Firefox's `browser` exists.
declare const browser: typeof import('@wxt-dev/browser').browser;

describe('Firefox: options page, account', () => {
  test('the sandbox origins are granted at install, with no prompt (MV2 host patterns in `permissions`)', async () => {
    const granted = await ff.inExtension(() => browser.permissions.getAll());
    expect(granted.origins).toEqual(expect.arrayContaining(['http://127.0.0.1/*', 'http://localhost/*']));
    // …and only those: any other API host is asked for on Save (optional_permissions).
    expect(granted.origins).toHaveLength(2);
  });

  test('an invalid key shows an alert, what was typed stays, and nothing is kept', async () => {
    const page = await ff.openPage('options.html#account');
    await ff.fill(page, 'API key', 'not-a-real-key-0000');
    await ff.fill(page, 'API base URL', ff.sandbox.baseUrl);
    await ff.click(page, 'Save', 'button');
    await expect.poll(() => ff.textsOf(page, 'alert')).toEqual([expect.stringMatching(/API key/i)]);
    expect(await ff.valueOf(page, 'API key')).toBe('not-a-real-key-0000');
    expect(ff.requests('/ping')).toEqual([expect.objectContaining({ status: 401 })]);
    expect(await ff.send('account.get', {})).toMatchObject({ ok: true, data: { keySet: false } });
    await page.close();
  });

  test('a valid key is saved: the identity is shown, the key never is', async () => {
    const page = await ff.openPage('options.html#account');
    const { key } = ff.sandbox.keys.inrLegacy;
    await ff.fill(page, 'API key', key);
    await ff.fill(page, 'API base URL', ff.sandbox.baseUrl);
    await ff.click(page, 'Save', 'button');
    await expect
      .poll(() => page.evaluate(() => document.body.innerText))
      .toMatch(/asha@example\.in[\s\S]*Full access|Full access[\s\S]*asha@example\.in/);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain('Asha Verma');
    expect(text).toContain('••••3f9a');
    expect(await page.content()).not.toContain(key);
    expect(ff.requests('/ping')).toEqual([expect.objectContaining({ status: 200, key_tail: '3f9a' })]);
    expect(await ff.send('account.get', {})).toMatchObject({ ok: true, data: { keySet: true } });
    await page.close();
  });
});
