// The post converter against the sandbox, in the built extension: a post of 10 links comes back with exactly the
// affiliated ones replaced; a failure injected on one link leaves the others converted and that row says Failed;
// the side panel (options.html?view=panel) keeps the draft across closing it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiRequests, expect, test } from '../support/e2e/fixtures';

const OPEN = 'https://www.kiranabasket.in/p/basmati-rice-5kg';
const APPROVED = 'https://m.styleloom.in/kurta-blue';
const NOT_APPLIED = 'https://www.lumenlanehome.com/p/floor-lamp';
const NO_CAMPAIGN = 'https://dailyrecipes.net/dal-makhani';
const IN_PARENS = 'https://www.voltix.co.in/p/fast-charger';
const TRACKING =
  'https://track.sandbox-affiliate.test/track?cid=501&source=api&url=https%3A%2F%2Fwww.kiranabasket.in%2Fp%2Foil';
const BARE_WWW = 'www.kiranabasket.in/offers';
const PAUSED = 'https://www.sareesutra.in/p/silk-saree';
const WITH_EMOJI = 'https://m.styleloom.in/saree-red';

// 10 links: open, approved (then a full stop), not applied, no campaign, a duplicate, one in parentheses, one already a
// tracking link, a bare www. address, a paused campaign, one followed by an emoji; Hindi text and emoji around.
const POST = [
  '🔥 आज की डील / Today’s deals 🔥',
  `Rice ₹399: ${OPEN}`,
  `Kurta: ${APPROVED}.`,
  `Lamp ${NOT_APPLIED} and recipe ${NO_CAMPAIGN}`,
  `Rice again 👉 ${OPEN}`,
  `Charger (${IN_PARENS}) – fast!`,
  `Oil (already ours): ${TRACKING}`,
  `All offers at ${BARE_WWW}`,
  `Saree ${PAUSED} 💃`,
  `Red saree ${WITH_EMOJI}🔥🔥`,
].join('\n');

async function openConverter(page: Page) {
  await expect(page.getByRole('region', { name: 'Convert a post' })).toBeVisible();
  return page.getByRole('region', { name: 'Convert a post' });
}

async function linkRows(page: Page) {
  const table = page.getByRole('table', { name: 'Links' });
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((r) => {
      const cells = [...r.querySelectorAll('td')].map((c) => c.textContent ?? '');
      return { link: cells[0], newLink: cells[1], campaign: cells[2], result: cells[3], note: cells[4] };
    }),
  );
}

test('a post of 10 links comes back with exactly the affiliated links replaced, every other character as it was', async ({
  sandbox,
  saveKey,
  extensionPage,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  const page = await extensionPage('options.html#convert');
  const region = await openConverter(page);
  await region.getByRole('textbox', { name: 'Post', exact: true }).fill(POST);
  sandbox.clearRequests();
  await region.getByRole('button', { name: 'Convert all' }).click();
  await expect(region.getByRole('button', { name: 'Convert all' })).toBeEnabled();
  await expect(region.getByRole('status').filter({ hasText: 'links converted' })).toBeVisible();

  const rows = await linkRows(page);
  const byLink = Object.fromEntries(rows.map((r) => [r.link, r]));
  expect(rows).toHaveLength(9); // the duplicate is one row
  expect(byLink[OPEN]?.result).toBe('Converted');
  expect(byLink[APPROVED]?.result).toBe('Converted');
  expect(byLink[IN_PARENS]?.result).toBe('Converted');
  expect(byLink[BARE_WWW]?.result).toBe('Converted');
  expect(byLink[WITH_EMOJI]?.result).toBe('Converted');
  expect(byLink[NOT_APPLIED]?.result).toBe('Not affiliated');
  expect(byLink[PAUSED]?.result).toBe('Not affiliated');
  expect(byLink[NO_CAMPAIGN]?.result).toBe('No campaign');
  expect(byLink[TRACKING]?.result).toBe('Skipped');
  expect(byLink[OPEN]?.campaign).toBeTruthy();

  // One request per distinct link that needed one: not the duplicate, not the tracking link.
  const sent = apiRequests(sandbox, '/links/convert', 'POST').map((r) => (r.body as { url: string }).url);
  expect(sent.sort()).toEqual(
    [OPEN, APPROVED, NOT_APPLIED, NO_CAMPAIGN, IN_PARENS, `https://${BARE_WWW}`, PAUSED, WITH_EMOJI].sort(),
  );

  // The converted post is the post with exactly the converted links swapped for their new links.
  const newLink = (link: string) => {
    const value = byLink[link]?.newLink ?? '';
    expect(value).toMatch(/^https:\/\/track\.sandbox-affiliate\.test\/track\?/);
    return value;
  };
  const expected = [
    '🔥 आज की डील / Today’s deals 🔥',
    `Rice ₹399: ${newLink(OPEN)}`,
    `Kurta: ${newLink(APPROVED)}.`,
    `Lamp ${NOT_APPLIED} and recipe ${NO_CAMPAIGN}`,
    `Rice again 👉 ${newLink(OPEN)}`,
    `Charger (${newLink(IN_PARENS)}) – fast!`,
    `Oil (already ours): ${TRACKING}`,
    `All offers at ${newLink(BARE_WWW)}`,
    `Saree ${PAUSED} 💃`,
    `Red saree ${newLink(WITH_EMOJI)}🔥🔥`,
  ].join('\n');
  await expect(region.getByRole('textbox', { name: 'Converted post' })).toHaveValue(expected);
  expect(new URL(newLink(BARE_WWW)).searchParams.get('url')).toBe(`https://${BARE_WWW}`);

  await region.getByRole('button', { name: 'Copy post' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test('a failure injected on one link leaves the others converted; that row says Failed and converts alone on retry', async ({
  sandbox,
  saveKey,
  extensionPage,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  const page = await extensionPage('options.html#convert');
  const region = await openConverter(page);
  const links = [OPEN, APPROVED, IN_PARENS, WITH_EMOJI, `${OPEN}?size=10kg`];
  await region
    .getByRole('textbox', { name: 'Post', exact: true })
    .fill(links.map((l, i) => `${i + 1}. ${l}`).join('\n'));
  sandbox.addFault({ path: '/links/convert', method: 'POST', status: 500, count: 1 });
  await region.getByRole('button', { name: 'Convert all' }).click();
  await expect(region.getByRole('status').filter({ hasText: 'links converted' })).toBeVisible();

  const rows = await linkRows(page);
  const failed = rows.filter((r) => r.result === 'Failed');
  expect(failed).toHaveLength(1);
  expect(rows.filter((r) => r.result === 'Converted')).toHaveLength(4);
  expect(failed[0]?.note).toMatch(/500|server/i);
  const failedLink = failed[0]?.link as string;
  // The converted post keeps the failed link as it was and has the others replaced.
  const out = await region.getByRole('textbox', { name: 'Converted post' }).inputValue();
  expect(out).toContain(`${links.indexOf(failedLink) + 1}. ${failedLink}\n`.trimEnd());
  expect(out.match(/track\.sandbox-affiliate\.test/g)).toHaveLength(4);
  // What was pasted stays.
  await expect(region.getByRole('textbox', { name: 'Post', exact: true })).toHaveValue(
    links.map((l, i) => `${i + 1}. ${l}`).join('\n'),
  );

  sandbox.clearRequests();
  await region.getByRole('button', { name: `Try again: ${failedLink}` }).click();
  await expect.poll(async () => (await linkRows(page)).find((r) => r.link === failedLink)?.result).toBe('Converted');
  expect(apiRequests(sandbox, '/links/convert', 'POST')).toHaveLength(1);
  await expect(region.getByRole('textbox', { name: 'Converted post' })).not.toHaveValue(
    new RegExp(`\\d\\. ${failedLink.replace(/[.?/]/g, '\\$&')}(\\n|$)`),
  );
});

test('the side panel view converts the same way and keeps the draft when closed', async ({
  sandbox,
  saveKey,
  extensionPage,
  ext,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  // sidepanel.html, the manifests' side panel, opens the options page's panel view.
  const panel = await extensionPage('sidepanel.html');
  await expect(panel).toHaveURL(/options\.html\?view=panel#convert$/);
  const region = await openConverter(panel);
  await expect(panel.getByRole('navigation')).toHaveCount(0);
  await region.getByRole('textbox', { name: 'Post', exact: true }).fill(`Draft ${OPEN}`);
  await expect
    .poll(() =>
      panel.evaluate(() =>
        chrome.storage.local.get('postDraft').then((r) => {
          const stored = r.postDraft as { value?: { text?: string }; text?: string } | undefined;
          return (stored?.value ?? stored)?.text;
        }),
      ),
    )
    .toBe(`Draft ${OPEN}`);
  await panel.close();

  const again = await extensionPage('options.html?view=panel#convert');
  const reopened = await openConverter(again);
  await expect(reopened.getByRole('textbox', { name: 'Post', exact: true })).toHaveValue(`Draft ${OPEN}`);
  await reopened.getByRole('button', { name: 'Convert all' }).click();
  await expect(reopened.getByRole('textbox', { name: 'Converted post' })).toHaveValue(
    /^Draft https:\/\/track\.sandbox-affiliate\.test\/track\?/,
  );
  expect(ext.extensionId).toBeTruthy();
});

test("the popup's Convert a post opens the converter in Chromium's side panel", async ({
  sandbox,
  saveKey,
  openPopup,
  ext,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  const popup = await openPopup(OPEN);
  await expect(popup.getByRole('textbox', { name: 'Affiliate link', exact: true })).toHaveValue(/^https?:/);
  const closed = popup.waitForEvent('close', { timeout: 15_000 });
  await popup.getByRole('button', { name: 'Convert a post' }).click();
  await closed; // the panel opened, so the popup closed itself (no tab was opened instead)
  expect(ext.context.pages().map((p) => p.url())).not.toContainEqual(expect.stringContaining('options.html#convert'));
  // The side panel is no tab Playwright sees, but the browser lists it: sidepanel.html went on to the panel view.
  const probe = ext.context.pages()[0] ?? (await ext.context.newPage());
  const cdp = await ext.context.newCDPSession(probe);
  await expect
    .poll(async () => (await cdp.send('Target.getTargets')).targetInfos.map((t) => t.url))
    .toContainEqual(`chrome-extension://${ext.extensionId}/options.html?view=panel#convert`);
});

test('axe: the converter with its results has no serious or critical violations', async ({
  sandbox,
  saveKey,
  extensionPage,
}) => {
  await saveKey(sandbox.keys.inrLegacy.key);
  const page = await extensionPage('options.html#convert');
  const region = await openConverter(page);
  await region.getByRole('textbox', { name: 'Post', exact: true }).fill(POST);
  sandbox.addFault({ path: '/links/convert', method: 'POST', status: 500, count: 1 });
  await region.getByRole('button', { name: 'Convert all' }).click();
  await expect(region.getByRole('status').filter({ hasText: 'links converted' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);
  expect(await page.getByText(/^post[A-Z]\w+$/).count()).toBe(0);
});

declare const chrome: typeof import('@wxt-dev/browser').browser;
