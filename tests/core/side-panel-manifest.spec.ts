// The post converter's side panel is declared in both builds: Chrome's side_panel (with the sidePanel permission)
// and Firefox's sidebar_action, both on sidepanel.html, which opens the options page's panel view. Store short-link
// hosts are asked for one at a time, so the optional host permissions must allow any https and http host.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const CHROME = '.output/chrome-mv3/manifest.json';
const FIREFOX = '.output/firefox-mv2/manifest.json';

function built(path: string, build: string): Record<string, unknown> {
  if (!existsSync(path)) execSync(build, { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  return JSON.parse(readFileSync(path, 'utf8'));
}

test('Chrome: side_panel on sidepanel.html, the sidePanel permission, any host optional', () => {
  const manifest = built(CHROME, 'npx wxt build');
  expect(manifest.side_panel).toEqual({ default_path: 'sidepanel.html' });
  expect(manifest.permissions).toContain('sidePanel');
  expect(manifest.optional_host_permissions).toEqual([
    'https://*/*',
    'http://*/*',
    'https://discord.com/api/webhooks/*',
    'https://api.telegram.org/*',
  ]);
});

test('Firefox: sidebar_action on sidepanel.html with a localised title, any host optional', () => {
  const manifest = built(FIREFOX, 'npx wxt build -b firefox');
  expect(manifest.manifest_version).toBe(2);
  expect(manifest.sidebar_action).toMatchObject({
    default_panel: 'sidepanel.html',
    default_title: '__MSG_postTitle__',
  });
  expect(manifest.optional_permissions).toEqual([
    'https://*/*',
    'http://*/*',
    'https://discord.com/api/webhooks/*',
    'https://api.telegram.org/*',
  ]);
  expect(manifest.permissions).not.toContain('sidePanel');
});

test('sidepanel.html opens the converter, the options page in its panel view', () => {
  built(CHROME, 'npx wxt build');
  built(FIREFOX, 'npx wxt build -b firefox');
  for (const dir of ['.output/chrome-mv3', '.output/firefox-mv2']) {
    const html = readFileSync(`${dir}/sidepanel.html`, 'utf8');
    expect(html).toContain('http-equiv="refresh" content="0; url=options.html?view=panel#convert"');
  }
});
