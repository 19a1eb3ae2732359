// `npm run demo`: the extension's main job against the sandbox. Starts the sandbox, opens Chromium with the built
// extension, saves a sandbox key through the options page, and opens a merchant's product page.
// With a display it leaves the browser open for you; with none (or --headless) it runs a short tour instead:
// it makes the affiliate link in the popup, prints it, and writes screenshots to demo-output/ (the popup at 400 x 600
// and every options section, in the light and the dark scheme). It also posts a deal to the sandbox's Telegram (from the
// sandbox build) and writes the card PNG and the fake chat page to demo-output/.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { FIXTURES } from '../sandbox/fixtures';
import { startSandbox } from '../sandbox/server';
import { postDealDemo } from './demo-posting';
import { launchExtension, merchantHostArgs } from './launch-extension';

const args = new Set(process.argv.slice(2));
const headless = args.has('--headless') || !process.env.DISPLAY;
const headlessWhy = args.has('--headless') ? '--headless was given' : 'there is no display (DISPLAY is unset)';
const outDir = resolve('demo-output');
const PRODUCT_URL = `http://www.${FIXTURES.openCampaignDomain}/products/basmati-rice-5kg`;

async function startOnDefaultPort() {
  try {
    return await startSandbox({ quiet: true });
  } catch {
    // Port 8787 is taken (another sandbox?): any free port works, the extension may call every 127.0.0.1 port.
    return await startSandbox({ port: 0, quiet: true });
  }
}

async function saveKeyInOptions(context: BrowserContext, extensionId: string, key: string, baseUrl: string) {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html#account`);
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByLabel('API base URL', { exact: true }).fill(baseUrl);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('asha@example.in').waitFor({ timeout: 15_000 });
  return page;
}

async function tour(context: BrowserContext, extensionId: string, options: Page) {
  mkdirSync(outDir, { recursive: true });
  const shots: string[] = [];
  const shoot = async (page: Page, name: string) => {
    const file = `${outDir}/${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    shots.push(file);
  };

  const merchant = await context.newPage();
  await merchant.goto(PRODUCT_URL);
  await shoot(merchant, '1-merchant-page');

  const popup = await context.newPage();
  await popup.setViewportSize({ width: 400, height: 900 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html?url=${encodeURIComponent(PRODUCT_URL)}`);
  const linkBox = popup.getByRole('textbox', { name: 'Affiliate link', exact: true });
  await popup.waitForFunction(
    (el) => /^https?:\/\//.test((el as HTMLInputElement | null)?.value ?? ''),
    await linkBox.elementHandle(),
    { timeout: 15_000 },
  );
  const link = await linkBox.inputValue();
  await popup.getByRole('list', { name: 'Offers' }).waitFor({ timeout: 10_000 });
  await shoot(popup, '2-popup');

  await shoot(options, '3-options-account');
  await options.goto(`chrome-extension://${extensionId}/options.html#reports/earnings`);
  await options.getByRole('table', { name: 'Earnings' }).waitFor({ timeout: 15_000 });
  await options.getByRole('img', { name: 'Earnings chart' }).waitFor();
  await shoot(options, '4-options-reports');
  await options.goto(`chrome-extension://${extensionId}/options.html#channels`);
  await options.getByRole('table', { name: 'Channels' }).waitFor({ timeout: 15_000 });
  await shoot(options, '5-options-channels');

  // The popup at its design size and every options section, in the light and the dark scheme, for a reviewer
  // who looks without running anything.
  const SECTIONS: [hash: string, region: string][] = [
    ['account', 'Account'],
    ['channels', 'Channels'],
    ['campaigns', 'Campaigns'],
    ['reports/earnings', 'Reports'],
    ['transactions', 'Transactions'],
    ['sales', 'Sales'],
    ['cpc-clicks', 'CPC clicks'],
    ['invoices', 'Invoices'],
    ['claims', 'Missing transactions'],
    ['history', 'History'],
    ['convert', 'Convert a post'],
    ['offers', 'Deals'],
    ['destinations', 'Destinations'],
    ['queue', 'Queue'],
  ];
  for (const scheme of ['light', 'dark'] as const) {
    const look = await context.newPage();
    await look.emulateMedia({ colorScheme: scheme });
    await look.setViewportSize({ width: 400, height: 600 });
    await look.goto(`chrome-extension://${extensionId}/popup.html?url=${encodeURIComponent(PRODUCT_URL)}`);
    await look.getByRole('list', { name: 'Offers' }).waitFor({ timeout: 15_000 });
    await look.screenshot({ path: `${outDir}/${scheme}-popup.png` });
    shots.push(`${outDir}/${scheme}-popup.png`);
    await look.setViewportSize({ width: 1200, height: 900 });
    for (const [hash, region] of SECTIONS) {
      await look.goto(`chrome-extension://${extensionId}/options.html#${hash}`);
      await look.getByRole('region', { name: region, exact: true }).waitFor({ timeout: 15_000 });
      // Let the section's first answer arrive (nothing reads "Loading" any more), at most a few seconds.
      await look
        .waitForFunction(() => !/Loading/.test(document.body.innerText), undefined, { timeout: 8_000 })
        .catch(() => {});
      await shoot(look, `${scheme}-options-${hash.replace('/', '-')}`);
    }
    await look.close();
  }

  console.log(`\nAffiliate link for ${PRODUCT_URL}:\n  ${link}\n`);
  console.log(`Screenshots:\n${shots.map((s) => `  ${s}`).join('\n')}`);
}

async function main() {
  const sandbox = await startOnDefaultPort();
  const key = sandbox.keys.inrLegacy.key;
  console.log(`Sandbox: ${sandbox.baseUrl} (key ${key})`);
  if (headless) console.log(`Running headless, because ${headlessWhy}: a scripted tour, nothing opens on screen.`);
  const ext = await launchExtension({ headless, extraArgs: merchantHostArgs(sandbox.origin) });
  const stop = async () => {
    await ext.close().catch(() => {});
    await sandbox.close();
  };
  try {
    const options = await saveKeyInOptions(ext.context, ext.extensionId, key, sandbox.baseUrl);
    mkdirSync(outDir, { recursive: true });
    const postFiles = await postDealDemo(sandbox, key, outDir);
    console.log(
      `Posted a deal to the sandbox's Telegram (${sandbox.origin}/telegram):\n${postFiles.map((f) => `  ${f}`).join('\n')}`,
    );
    if (headless) {
      await tour(ext.context, ext.extensionId, options);
      await stop();
      console.log(loadByHand(key));
      return;
    }
    const merchant = await ext.context.newPage();
    await merchant.goto(PRODUCT_URL);
    console.log(
      `Chromium is open on ${PRODUCT_URL} with the extension set up.\n` +
        'Click its toolbar icon (pin it from the puzzle-piece menu), or right-click the page: "Copy affiliate link".\n' +
        'Any http://www.<merchant domain>/ address opens a sandbox merchant page. Close the browser to stop.',
    );
    await new Promise<void>((done) => ext.context.on('close', () => done()));
    await sandbox.close();
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What to do after a headless run to try the extension yourself. */
function loadByHand(key: string): string {
  return [
    '',
    'That ran headless in a browser you could not see. To try the extension yourself, on a machine with a display:',
    '  1. npm run sandbox            (the local API; leave it running; it prints its base URL and keys)',
    '  2. Chrome:  chrome://extensions -> Developer mode -> Load unpacked -> .output/chrome-mv3',
    '     Firefox: npm run build:firefox, then about:debugging#/runtime/this-firefox -> Load Temporary Add-on ->',
    '              .output/firefox-mv2/manifest.json',
    `  3. The extension's Options -> Account: API key ${key}, API base URL http://127.0.0.1:8787/pub_api/v3, Save.`,
    "  4. Open a merchant page (https://www.kiranabasket.in/ is one of the sandbox's merchants; without the demo's",
    '     host mapping it loads the real site, or nothing) and click the toolbar icon, or open the popup for any page',
    '     at popup.html?url=<address>.',
    'Or run `npm run demo` where there is a display: Chromium opens with all of this done.',
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
