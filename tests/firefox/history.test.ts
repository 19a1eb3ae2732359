// The link history in Firefox: a link copied in the popup is recorded by the MV2 background page and listed in
// Options -> History (read from IndexedDB, no API request), and Clear history empties it.
import { describe, expect, test } from 'vitest';
import { FIXTURES } from '../../sandbox/fixtures';
import { useFirefox } from './harness';

const ff = useFirefox();

const PAGE = `https://www.${FIXTURES.openCampaignDomain}/p/basmati-rice-5kg`;

describe('Firefox: link history', () => {
  test('a link copied in the popup is in Link history, and goes with Clear history', async () => {
    await ff.saveKey(ff.sandbox.keys.inrLegacy.key);
    const popup = await ff.openPopup(PAGE);
    await expect.poll(() => ff.valueOf(popup, 'Affiliate link', 'textbox')).toMatch(/^https?:\/\//);
    const link = await ff.valueOf(popup, 'Affiliate link', 'textbox');
    await ff.click(popup, 'Copy', 'button');
    await expect.poll(() => ff.readClipboard()).toBe(link);
    await popup.close();

    const before = ff.requests().length;
    const page = await ff.openPage('options.html#history');
    // The section's one table is Link history.
    const rows = () => page.evaluate(() => [...document.querySelectorAll('tbody tr')].map((r) => r.textContent ?? ''));
    await expect.poll(async () => (await rows()).some((r) => r.includes(link)), { timeout: 15_000 }).toBe(true);
    // The page reads the history from IndexedDB: no API request.
    expect(ff.requests().length).toBe(before);

    await ff.click(page, 'Clear history', 'button');
    await expect.poll(async () => (await rows()).some((r) => r.includes(link)), { timeout: 15_000 }).toBe(false);
    await page.close();
  }, 90_000);
});
