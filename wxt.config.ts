import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { SUFFIX_LIST_PATH } from './lib/core/public-suffix';
import { asciiOutput } from './scripts/ascii-output';
import { gatheredManifest } from './scripts/manifest-parts';
import { ENGLISH_ASSET, gatheredMessages } from './scripts/message-parts';
import { publicSuffixListText } from './scripts/public-suffix-list';
import { publishingSplit } from './scripts/publishing-split';
import { writeRegistry } from './scripts/shared-modules';
import { zodMiniAlias } from './scripts/zod-alias';

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
    'vite:build:extendConfig': (entrypoints, config) => {
      split['vite:build:extendConfig'](entrypoints, config);
      // The worker's own scripts, decoded at every start of it (scripts/ascii-output.ts).
      if (entrypoints.some((e) => e.name === 'background' || e.name === 'publishing')) {
        config.plugins ??= [];
        config.plugins.push(asciiOutput());
      }
    },
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
      // The English words with those a destination kind brings in its folder (lib/<kind>/messages.json).
      const at = files.findIndex((file) => file.relativeDest === ENGLISH_ASSET);
      const english = { relativeDest: ENGLISH_ASSET, contents: `${JSON.stringify(gatheredMessages(), null, 2)}\n` };
      if (at >= 0) files.splice(at, 1, english);
      else files.push(english);
    },
  },
  vite: () => ({
    plugins: [preact()],
    resolve: { alias: [zodMiniAlias] },
    // Chromium and Firefox preload modules themselves: Vite's polyfill for older browsers is dead weight on every page.
    // Rolldown's note on slow plugins shows whenever the machine is busy (other work, or the relay's tests): noise.
    build: {
      target: 'es2022',
      modulePreload: { polyfill: false },
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  }),
  // What each feature needs (lib/<name>/manifest.json, every permission with its reason), gathered: a feature that
  // needs another permission or origin says so in its own folder.
  manifest: ({ browser, manifestVersion }) => {
    const needs = gatheredManifest(browser);
    return {
      name: '__MSG_extName__',
      description: '__MSG_extDescription__',
      default_locale: 'en',
      permissions: needs.permissions,
      host_permissions: needs.hostPermissions,
      // WXT drops optional_host_permissions from an MV2 build: Firefox's takes them as optional_permissions.
      ...(manifestVersion === 3
        ? { optional_host_permissions: needs.optionalHostPermissions }
        : { optional_permissions: needs.optionalHostPermissions }),
      action: { default_title: '__MSG_extName__' },
      commands: needs.commands,
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
    };
  },
});
