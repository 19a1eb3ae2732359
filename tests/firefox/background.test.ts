// Firefox's MV2 background page: the badge per site from the campaign index after a key is saved, the context
// menu item, the shortcut, copying from the background (no offscreen document in Firefox), the real toolbar
// popup, and a merchant page in Firefox's Reader View.
import { beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES } from '../../sandbox/fixtures';
import { useFirefox } from './harness';

// Functions given to inExtension() run inside the extension's pages, where Firefox's `browser` exists.
declare const browser: typeof import('@wxt-dev/browser').browser;

const ff = useFirefox();
const READER_PAGE = `http://www.${FIXTURES.openCampaignDomain}/products/moong-dal-1kg`;
const READER = `about:reader?url=${encodeURIComponent(READER_PAGE)}`;

beforeAll(async () => {
  await ff.saveKey(ff.sandbox.keys.inrLegacy.key);
});

describe('Firefox: background page', () => {
  test('merchant tabs get the badge of their access status; a site without a campaign gets none', async () => {
    const domainOf = (id: number) => ff.sandbox.state.campaigns.find((c) => c.id === id)?.domain as string;
    const sites = [
      { url: `http://www.${FIXTURES.openCampaignDomain}/products/rice`, status: 'Open' },
      { url: `http://m.${FIXTURES.approvedCampaignDomain}/kurta`, status: 'Approved' },
      { url: `http://www.${domainOf(FIXTURES.pendingCampaignId)}/`, status: 'Pending' },
      { url: `http://www.${domainOf(FIXTURES.blockedCampaignId)}/`, status: 'Blocked' },
      { url: `http://www.${domainOf(FIXTURES.notAppliedCampaignId)}/`, status: 'Not applied' },
    ];
    const badges = new Map<string, string>();
    for (const site of sites) {
      const tab = await ff.openTab(site.url);
      await expect.poll(async () => (await ff.badgeOf(site.url)).title).toContain(site.status);
      const { text } = await ff.badgeOf(site.url);
      expect(text, site.url).not.toBe('');
      badges.set(site.status, text);
      await tab.close();
    }
    expect(
      new Set([badges.get('Open'), badges.get('Pending'), badges.get('Blocked'), badges.get('Not applied')]).size,
    ).toBe(4);
    expect(badges.get('Open')).toBe(badges.get('Approved'));

    const plainUrl = `http://www.${FIXTURES.noCampaignDomain}/recipes/dal`;
    const plain = await ff.openTab(plainUrl);
    await expect.poll(async () => (await ff.badgeOf(plainUrl)).text).toBe('');
    await plain.close();
  });

  test('the "Copy affiliate link" menu item exists and the Alt+Shift+L shortcut is declared', async () => {
    await expect
      .poll(() =>
        ff.inExtension(async () => {
          try {
            await browser.contextMenus.update('copy-affiliate-link', {});
            return 'exists';
          } catch (e) {
            return String(e);
          }
        }),
      )
      .toBe('exists');
    const commands = await ff.inExtension(() => browser.commands.getAll());
    expect(commands).toContainEqual(expect.objectContaining({ name: 'copy-affiliate-link', shortcut: 'Alt+Shift+L' }));
  });

  test('the shortcut copies the page’s affiliate link from the background page and says OK on the badge', async () => {
    const url = `http://www.${FIXTURES.openCampaignDomain}/products/toor-dal-1kg`;
    const tab = await ff.openTab(url);
    await tab.bringToFront();
    await ff.pressShortcut('Alt+Shift+L');
    await expect.poll(() => ff.requests('/links/convert').map((r) => (r.body as { url?: string }).url)).toEqual([url]);
    await expect.poll(async () => (await ff.badgeOf(url)).text).toBe('OK');
    const copied = await ff.readClipboard();
    expect(new URL(copied).host).toBe(FIXTURES.trackingHost);
    await tab.close();
  });
});

describe('Firefox: the toolbar popup', () => {
  test('converts the active tab’s page (the real popup, opened from the toolbar button)', async () => {
    const url = `http://www.${FIXTURES.approvedCampaignDomain}/products/kurta-blue`;
    const tab = await ff.openTab(url);
    await tab.bringToFront();
    await ff.openToolbarPopup();
    // The popup's document is not a tab the test can drive: the API's log shows what it did.
    await expect.poll(() => ff.requests('/links/convert').map((r) => r.body)).toEqual([{ url, shorten: false }]);
    await expect.poll(() => ff.requests('/offers').length).toBeGreaterThan(0);
    await tab.close();
  });
});

// Before the fix, the tab's about: address made the popup say "this page cannot carry a link", the badge stay
// empty and the shortcut refuse, on a page that can carry one.
describe('Firefox: a merchant page in Reader View (about:reader?url=<page>)', () => {
  test('gets its campaign badge, and the toolbar popup and the shortcut convert the page itself', async () => {
    const tab = await ff.firefox.browser.newPage();
    await tab.goto(READER, { timeout: 2_000 }).catch(() => undefined);
    await expect.poll(async () => (await ff.badgeOf('about:reader?')).title).toContain('Open');
    await tab.bringToFront();

    await ff.openToolbarPopup();
    await expect
      .poll(() => ff.requests('/links/convert').map((r) => (r.body as { url?: string }).url))
      .toEqual([READER_PAGE]);

    await ff.pressShortcut('Alt+Shift+L');
    await expect.poll(async () => (await ff.badgeOf('about:reader?')).text).toBe('OK');
    expect(new URL(await ff.readClipboard()).searchParams.get('url')).toBe(READER_PAGE);
    await tab.close();
  });
});
