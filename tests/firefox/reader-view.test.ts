// Firefox's Reader View: a merchant page read at about:reader?url=<page> is still that merchant's page. Before the
// fix the tab's about: address made the popup say "this page cannot carry a link", the badge stay empty and the
// shortcut refuse, on a page that can carry one.
import { beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES } from '../../sandbox/fixtures';
import { useFirefox } from './harness';

// Functions given to inExtension() run inside the extension's pages, where Firefox's `browser` exists.
declare const browser: typeof import('@wxt-dev/browser').browser;

const ff = useFirefox();
const PAGE = `http://www.${FIXTURES.openCampaignDomain}/products/moong-dal-1kg`;
const READER = `about:reader?url=${encodeURIComponent(PAGE)}`;

beforeAll(async () => {
  await ff.saveKey(ff.sandbox.keys.inrLegacy.key);
});

describe('Firefox: a merchant page in Reader View', () => {
  test('gets its campaign badge, and the toolbar popup and the shortcut convert the page itself', async () => {
    const tab = await ff.firefox.browser.newPage();
    await tab.goto(READER, { timeout: 2_000 }).catch(() => undefined);
    await expect.poll(async () => (await ff.badgeOf('about:reader?')).title).toContain('Open');
    await tab.bringToFront();

    await ff.inExtension(() => (browser.browserAction as unknown as { openPopup(): Promise<void> }).openPopup());
    await expect.poll(() => ff.requests('/links/convert').map((r) => (r.body as { url?: string }).url)).toEqual([PAGE]);

    await ff.pressShortcut('Alt+Shift+L');
    await expect.poll(async () => (await ff.badgeOf('about:reader?')).text).toBe('OK');
    expect(new URL(await ff.readClipboard()).searchParams.get('url')).toBe(PAGE);
    await tab.close();
  });
});
