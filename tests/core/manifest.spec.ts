import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The built Chrome MV3 manifest: what the stores and the browser read.
const manifest = JSON.parse(readFileSync('.output/chrome-mv3/manifest.json', 'utf8'));

test('the Chrome build is MV3 with a service worker, popup and options page', () => {
  expect(manifest.manifest_version).toBe(3);
  expect(manifest.background.service_worker).toBeTruthy();
  expect(manifest.action.default_popup).toBe('popup.html');
  expect(manifest.options_ui?.page ?? manifest.options_page).toBe('options.html');
});

test('it asks for no <all_urls> and only local origins up front', () => {
  const all = [...(manifest.host_permissions ?? []), ...(manifest.permissions ?? [])];
  expect(all).not.toContain('<all_urls>');
  expect(manifest.host_permissions).toEqual(['http://127.0.0.1/*', 'http://localhost/*']);
  expect(manifest.optional_host_permissions).toEqual([
    'https://*/*',
    'http://*/*',
    'https://discord.com/api/webhooks/*',
    'https://api.telegram.org/*',
  ]);
});

test('permissions are the few the README explains, and nothing else', () => {
  expect([...manifest.permissions].sort()).toEqual([
    'activeTab',
    'alarms',
    'clipboardWrite',
    'contextMenus',
    'notifications',
    'offscreen',
    'scripting',
    'sidePanel',
    'storage',
    'tabs',
    'webRequest',
  ]);
});

test('name, description and shortcut text come from _locales', () => {
  expect(manifest.default_locale).toBe('en');
  expect(manifest.name).toBe('__MSG_extName__');
  expect(manifest.description).toBe('__MSG_extDescription__');
  expect(manifest.commands['copy-affiliate-link'].description).toBe('__MSG_commandCopyLink__');
});

test('the copy shortcut is declared', () => {
  expect(manifest.commands['copy-affiliate-link'].suggested_key.default).toBeTruthy();
});

test('icons in the sizes the stores ask for', () => {
  for (const size of ['16', '32', '48', '128']) expect(manifest.icons[size]).toBe(`icon/${size}.png`);
});
