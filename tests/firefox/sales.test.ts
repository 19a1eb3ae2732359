// Sales alerts in Firefox: the MV2 background page syncs with `updated_since`, a sale added in the sandbox makes it
// create one notification (Firefox's own notifications API, which accepts it), and the popup's Sales today shows it.
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
    // Headless Firefox has no desktop to show a notification on, so it closes each one at once (getAll() is empty):
    // watch the background page's own calls to notifications.create, and whether Firefox accepted them.
    await ff.inExtension(async () => {
      const bg = (await browser.runtime.getBackgroundPage()) as unknown as Window & {
        browser: typeof browser;
        shown?: { id: string; title: string; message: string; accepted?: boolean }[];
      };
      const original = bg.browser.notifications.create.bind(bg.browser.notifications);
      bg.shown = [];
      bg.browser.notifications.create = (async (id: string, options: { title: string; message: string }) => {
        const entry: { id: string; title: string; message: string; accepted?: boolean } = {
          id,
          title: options.title,
          message: options.message,
        };
        bg.shown?.push(entry);
        const created = await original(id, options as never);
        entry.accepted = typeof created === 'string';
        return created;
      }) as never;
    });
    const notifications = () =>
      ff.inExtension(async () => {
        const bg = (await browser.runtime.getBackgroundPage()) as unknown as { shown?: unknown[] };
        return bg.shown ?? [];
      });
    expect(await notifications(), 'the first sync is history, not news').toEqual([]);

    const added = await fetch(`${ff.sandbox.origin}/__sandbox/transactions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: ff.sandbox.keys.inrLegacy.key, add: 1, commission: '150.00', sub_id: 'ff-post' }),
    });
    expect(added.status).toBe(200);
    await ff.click(page, 'Sync now', 'button');
    await expect.poll(notifications, { timeout: 30_000 }).toHaveLength(1);
    expect((await notifications())[0]).toMatchObject({ title: expect.stringContaining('₹150.00'), accepted: true });
    await page.close();

    const popup = await ff.openPopup(`https://www.${FIXTURES.openCampaignDomain}/p/rice`);
    await expect.poll(() => ff.valueOf(popup, 'Sales today')).toBe('1 sale · ₹150.00');
    await popup.close();
  }, 90_000);
});
