// The post converter in Firefox: the options page's #convert against the sandbox (the same page Firefox's sidebar
// shows), and the sidebar declared in the built manifest.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { useFirefox } from './harness';

const ff = useFirefox();

const OPEN = 'https://www.kiranabasket.in/p/basmati-rice-5kg';
const NO_CAMPAIGN = 'https://dailyrecipes.net/dal-makhani';
const POST = `🔥 आज की डील 🔥\nRice ₹399: ${OPEN}.\nRecipe (${NO_CAMPAIGN})\nRice again 👉 ${OPEN}`;

describe('Firefox: post converter', () => {
  test('the sidebar is declared, on the converter page', () => {
    const manifest = JSON.parse(readFileSync('.output/firefox-mv2/manifest.json', 'utf8'));
    expect(manifest.sidebar_action?.default_panel).toMatch(/sidepanel\.html$/);
  });

  test('a post comes back with the earning link replaced in place and everything else as it was', async () => {
    await ff.saveKey(ff.sandbox.keys.inrLegacy.key);
    const page = await ff.openPage('options.html#convert');
    await ff.fill(page, 'Post', POST, 'textbox');
    await ff.click(page, 'Convert all', 'button');
    await expect.poll(() => ff.valueOf(page, 'Converted post', 'textbox'), { timeout: 30_000 }).toMatch(/track/);
    const converted = await ff.valueOf(page, 'Converted post', 'textbox');
    const [tracking] = converted.match(/https?:\/\/\S*track\S*?(?=\.\n)/) ?? [];
    expect(tracking).toBeDefined();
    // Only the open campaign's link changed (both copies of it), the no-campaign link and every other character stayed.
    expect(converted).toBe(POST.split(OPEN).join(tracking as string));
    // The duplicate was converted once; the no-campaign link needed its own request.
    expect(ff.requests('/links/convert')).toHaveLength(2);
    await page.close();
  }, 60_000);
});
