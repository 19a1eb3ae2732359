// axe-core on the popup and every options section, with real data from the sandbox: no serious or critical
// violations in the light or the dark scheme, and no visible text under 12 px. And no message key on screen where its text should be (t() shows the key of a missing message).
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, type Page } from '@playwright/test';
import { FIXTURES } from '../../sandbox/fixtures';
import { expect, saveKeyIn, startWorld } from '../support/e2e/fixtures';

// These tests only look: one sandbox and one browser (a key saved once) serve them all, which saves a browser start
// per page checked. Each test opens its own tab.
const test = base.extend<
  { extensionPage: (path: string) => Promise<Page>; openPopup: (url: string) => Promise<Page> },
  { world: Awaited<ReturnType<typeof startWorld>> }
>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const world = await startWorld();
      await saveKeyIn(world.ext, world.sandbox, world.sandbox.keys.inrLegacy.key);
      await use(world);
      await world.close();
    },
    { scope: 'worker' },
  ],
  extensionPage: async ({ world }, use) => {
    const pages: Page[] = [];
    await use(async (path) => {
      const page = await world.ext.context.newPage();
      pages.push(page);
      await page.goto(`chrome-extension://${world.ext.extensionId}/${path}`);
      return page;
    });
    for (const page of pages) await page.close();
  },
  openPopup: async ({ extensionPage }, use) => {
    await use((url) => extensionPage(`popup.html?url=${encodeURIComponent(url)}`));
  },
});

// The options navigation is the same on every section: checked once, with the account section, and left out of the
// others (axe's time grows with the page's nodes: on a 2-core machine a full pass on the offers took 12 s).
const NAV = 'nav.options-nav';

// A colour scheme changes colours only, so the dark pass runs the rules about colour.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(page: Page, rules?: string[], exclude?: string) {
  let axe = new AxeBuilder({ page });
  if (rules) axe = axe.withRules(rules);
  if (exclude) axe = axe.exclude(exclude);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Violations in the light scheme, then the colour rules' in the dark one (the page is left dark). */
async function violationsInBothSchemes(page: Page, exclude?: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await seriousViolations(page, undefined, exclude);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await seriousViolations(page, COLOUR_RULES, exclude);
  return [...light.map((v) => `light: ${v}`), ...dark.map((v) => `dark: ${v}`)];
}

/** Visible text rendered under 12 px, as "font-size: text". */
async function textUnder12px(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('.visually-hidden, [hidden], script, style')) continue;
      if (parent.getClientRects().length === 0) continue;
      const size = Number.parseFloat(getComputedStyle(parent).fontSize);
      if (size < 12) small.push(`${size}px: ${text.slice(0, 40)}`);
    }
    return small;
  });
}

const MESSAGE_KEYS = Object.keys(JSON.parse(readFileSync('public/_locales/en/messages.json', 'utf8')));

/** Message keys found in the page's text or in its labels, titles and placeholders. */
async function rawMessageKeys(page: Page) {
  const words = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...attrs].join(' ').split(/[^A-Za-z0-9_@]+/);
  });
  const keys = new Set(MESSAGE_KEYS);
  return [...new Set(words.filter((w) => keys.has(w) && /[A-Z_]/.test(w)))];
}

// axe runs twice per page (both schemes); the campaign list is long.
test.beforeEach(() => {
  test.slow();
});

test('the popup on a merchant page', async ({ openPopup }) => {
  const popup = await openPopup(`https://www.${FIXTURES.couponCampaignDomain}/products/rice`);
  await expect(popup.getByRole('textbox', { name: 'Affiliate link', exact: true })).toHaveValue(/^https?:/);
  await expect(popup.getByRole('list', { name: 'Offers' })).toBeVisible();
  expect(await violationsInBothSchemes(popup)).toEqual([]);
  expect(await textUnder12px(popup)).toEqual([]);
  expect(await rawMessageKeys(popup)).toEqual([]);
});

test('the popup on a page that cannot carry a link', async ({ openPopup }) => {
  const popup = await openPopup('chrome://extensions/');
  await expect(popup.getByRole('status').first()).toBeVisible();
  expect(await violationsInBothSchemes(popup)).toEqual([]);
  expect(await textUnder12px(popup)).toEqual([]);
  expect(await rawMessageKeys(popup)).toEqual([]);
});

const SECTIONS: { hash: string; region: string; ready: (page: Page) => Promise<void> }[] = [
  { hash: 'account', region: 'Account', ready: (p) => expect(p.getByText('asha@example.in')).toBeVisible() },
  {
    hash: 'channels',
    region: 'Channels',
    ready: (p) => expect(p.getByRole('table', { name: 'Channels' }).getByRole('row').nth(1)).toBeVisible(),
  },
  {
    hash: 'campaigns',
    region: 'Campaigns',
    ready: (p) => expect(p.getByRole('link', { name: 'Kirana Basket' }).first()).toBeVisible(),
  },
  {
    hash: `campaigns/${FIXTURES.openCampaignId}`,
    region: 'Campaigns',
    ready: (p) => expect(p.getByRole('heading', { name: 'Kirana Basket' })).toBeVisible(),
  },
  {
    hash: 'reports/earnings',
    region: 'Reports',
    ready: (p) => expect(p.getByRole('img', { name: 'Earnings chart' })).toBeVisible(),
  },
  {
    hash: 'reports/performance',
    region: 'Reports',
    ready: (p) => expect(p.getByRole('table', { name: 'Performance' }).getByRole('row').nth(1)).toBeVisible(),
  },
  {
    hash: 'transactions',
    region: 'Transactions',
    ready: (p) => expect(p.getByRole('region', { name: 'Transactions' }).getByRole('row').nth(1)).toBeVisible(),
  },
  { hash: 'cpc-clicks', region: 'CPC clicks', ready: async () => {} },
  { hash: 'invoices', region: 'Invoices', ready: async () => {} },
  { hash: 'claims', region: 'Missing transactions', ready: async () => {} },
  {
    hash: 'offers',
    region: 'Deals',
    ready: (p) => expect(p.getByRole('list', { name: 'Offers' }).getByRole('listitem').first()).toBeVisible(),
  },
  {
    hash: 'sales',
    region: 'Sales',
    ready: (p) => expect(p.getByRole('checkbox', { name: 'Sales alerts' })).toBeVisible(),
  },
  {
    hash: 'history',
    region: 'History',
    ready: (p) => expect(p.getByRole('checkbox', { name: 'Keep link history' })).toBeVisible(),
  },
  {
    hash: 'destinations',
    region: 'Destinations',
    ready: (p) => expect(p.getByRole('button', { name: 'Add destination' })).toBeVisible(),
  },
  {
    hash: 'queue',
    region: 'Queue',
    ready: (p) => expect(p.getByText('Nothing is queued')).toBeVisible(),
  },
  {
    hash: 'relay',
    region: 'Relay',
    ready: (p) => expect(p.getByRole('button', { name: 'Check connection' })).toBeVisible(),
  },
  {
    hash: 'convert',
    region: 'Convert a post',
    ready: (p) => expect(p.getByRole('textbox', { name: 'Post', exact: true })).toBeVisible(),
  },
];

for (const section of SECTIONS) {
  test(`options #${section.hash}`, async ({ extensionPage }) => {
    const page = await extensionPage(`options.html#${section.hash}`);
    await expect(page.getByRole('region', { name: section.region, exact: true })).toBeVisible();
    await section.ready(page);
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    expect(await violationsInBothSchemes(page, section === SECTIONS[0] ? undefined : NAV)).toEqual([]);
    expect(await textUnder12px(page)).toEqual([]);
    expect(await rawMessageKeys(page)).toEqual([]);
  });
}
