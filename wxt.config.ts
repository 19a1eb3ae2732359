import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { SUFFIX_LIST_PATH } from './lib/core/public-suffix';
import { publicSuffixListText } from './scripts/public-suffix-list';
import { publishingSplit } from './scripts/publishing-split';
import { writeRegistry } from './scripts/shared-modules';
import { zodMiniAlias } from './scripts/zod-alias';

// Local origins the sandbox runs on; pre-granted so development and tests never need a prompt.
// `http://127.0.0.1/*` matches every port.
const LOCAL_ORIGINS = ['http://127.0.0.1/*', 'http://localhost/*'];
// Any other API base URL is asked for at run time, one origin at a time, on the Save click.
// The Telegram Bot API (Post now, Check connection: lib/posting/), asked for on its first use.
const OPTIONAL_ORIGINS = ['https://*/*', 'http://*/*', 'https://api.telegram.org/*'];

const split = publishingSplit();

export default defineConfig({
  imports: false,
  outDir: process.env.WXT_OUT_DIR ?? '.output',
  zip: {
    // The sources zip Firefox reviewers rebuild from: the code and its build files, not local run artefacts.
    excludeSources: ['demo-output/**', 'bench-results/**', 'playwright-report/**', 'test-results/**', '.output*/**'],
  },
  hooks: {
    // The worker's modules /publishing.js borrows, derived from the import graph before anything is bundled.
    'build:before': () => {
      writeRegistry();
    },
    'vite:build:extendConfig': split['vite:build:extendConfig'],
    'build:done': split['build:done'],
    // The offscreen document is Chrome's clipboard helper (its HTML says `manifest.include: ['chrome']`). Left in
    // the list, every other build warns "entrypoints have been skipped: offscreen"; drop it before WXT looks.
    'entrypoints:found': (wxt, infos) => {
      if (wxt.config.browser === 'chrome') return;
      const at = infos.findIndex((info) => info.name === 'offscreen');
      if (at >= 0) infos.splice(at, 1);
    },
    // …but lib/core/background/clipboard.ts, shared by both builds, names it (it runs only where browser.offscreen
    // exists): keep its path typed whichever build wrote .wxt/ last.
    'prepare:publicPaths': (_wxt, paths) => {
      if (!paths.includes('offscreen.html')) paths.push('offscreen.html');
    },
    'build:publicAssets': (_wxt, files) => {
      files.push({ relativeDest: SUFFIX_LIST_PATH.slice(1), contents: publicSuffixListText() });
    },
  },
  vite: () => ({
    plugins: [preact()],
    resolve: { alias: [zodMiniAlias] },
    // Chromium and Firefox preload modules themselves: Vite's polyfill for older browsers is dead weight on every page.
    build: { target: 'es2022', modulePreload: { polyfill: false } },
  }),
  manifest: ({ browser, manifestVersion }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: [
      'storage',
      'alarms',
      'contextMenus',
      // The campaign badge needs each tab's URL as it navigates (tabs.onUpdated / tab.url), for every site.
      // `tabs` also gives the popup and the shortcut the current tab's URL and title, so no `activeTab`.
      'tabs',
      'clipboardWrite',
      // Sales alerts (lib/background/sales-notifications.ts).
      'notifications',
      // Following a store's short link hop by hop (lib/background/short-link-expander.ts): the Location of each
      // redirect of the extension's own request, seen only on the short-link hosts the person allowed.
      'webRequest',
      // Convert links in this box: the focused box of the tab the menu item or the shortcut was used in, only then.
      'activeTab',
      'scripting',
      ...(browser === 'chrome' ? ['offscreen'] : []),
    ],
    host_permissions: LOCAL_ORIGINS,
    ...(manifestVersion === 3
      ? { optional_host_permissions: OPTIONAL_ORIGINS }
      : { optional_permissions: OPTIONAL_ORIGINS }),
    action: { default_title: '__MSG_extName__' },
    commands: {
      'copy-affiliate-link': {
        suggested_key: { default: 'Alt+Shift+L' },
        description: '__MSG_commandCopyLink__',
      },
      'convert-links-in-box': {
        suggested_key: { default: 'Alt+Shift+K' },
        description: '__MSG_commandConvertLinksInBox__',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'affiliate-links@example.org',
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {}),
  }),
});
