// Sales alerts in Firefox: the MV2 background page syncs with `updated_since`, a sale added in the sandbox gives one
// notification (Firefox's own notifications API, no offscreen document), and the popup's Sales today shows it.
import { describe, expect, test } from 'vitest';
import { FIXTURES } from '../../sandbox/fixtures';
import { useFirefox } from './harness';

const ff = useFirefox();

declare const browser: typeof import('@wxt-dev/browser').browser;

describe('Firefox: sales alerts', () => {
  test('Sync now, a sale added in the sandbox, Sync now: one notification, and Sales today in the popup', async () => {
    await ff.saveKey(ff.sandbox.keys.inrLegacy.key);
    const page = await ff.openPage('options.html#sales');
    await ff.click(page, 'Sales alerts', 'checkbox');
    await ff.click(page, 'Sync now', 'button');
    await expect.poll(() => ff.valueOf(page, 'Last sync'), { timeout: 30_000 }).toMatch(/sales in the copy/);
    expect(ff.requests('/transactions').length).toBeGreaterThan(0);
    const notifications = () => ff.inExtension(async () => Object.keys(await browser.notifications.getAll()));
    expect(await notifications(), 'the first sync is history, not news').toEqual([]);

    const added = await fetch(`${ff.sandbox.origin}/__sandbox/transactions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: ff.sandbox.keys.inrLegacy.key, add: 1, commission: '150.00', sub_id: 'ff-post' }),
    });
    expect(added.status).toBe(200);
    await ff.click(page, 'Sync now', 'button');
    await expect.poll(notifications, { timeout: 30_000 }).toHaveLength(1);
    await page.close();

    const popup = await ff.openPopup(`https://www.${FIXTURES.openCampaignDomain}/p/rice`);
    await expect.poll(() => ff.valueOf(popup, 'Sales today')).toBe('1 sale · ₹150.00');
    await popup.close();
  }, 90_000);
});
