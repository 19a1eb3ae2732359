// The manifest's permissions come from what each feature declares it needs (lib/<name>/manifest.json), each with
// its reason, and the README's table explains every one of them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gatheredManifest, manifestParts } from '../../scripts/manifest-parts';

const parts = manifestParts();

describe('manifest parts', () => {
  it('are read from the feature folders that need something (the core first)', () => {
    const names = parts.map(([name]) => name);
    expect(names[0]).toBe('core');
    expect(names).toEqual(expect.arrayContaining(['links', 'sales', 'textbox', 'posting']));
  });

  it('give every permission and origin a reason', () => {
    for (const [name, part] of parts) {
      for (const field of ['permissions', 'chromePermissions', 'hostPermissions', 'optionalHostPermissions'] as const) {
        for (const [what, why] of Object.entries(part[field] ?? {}))
          expect(why.length, `${name}: ${what}`).toBeGreaterThan(10);
      }
    }
  });

  it('gather each permission once, the Chrome-only ones only for Chrome', () => {
    const chrome = gatheredManifest('chrome');
    const firefox = gatheredManifest('firefox');
    expect(new Set(chrome.permissions).size).toBe(chrome.permissions.length);
    expect(chrome.permissions).toContain('offscreen');
    expect(firefox.permissions).not.toContain('offscreen');
    expect(Object.keys(chrome.commands).sort()).toEqual(['convert-links-in-box', 'copy-affiliate-link']);
  });

  it("are each named in the README's permissions table", () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('## Permissions and why'), readme.indexOf('## Where the spec is silent'));
    expect(table.length).toBeGreaterThan(500);
    const { permissions, hostPermissions, optionalHostPermissions } = gatheredManifest('chrome');
    for (const name of [...permissions, ...hostPermissions, ...optionalHostPermissions]) {
      expect(table, name).toContain(`\`${name}\``);
    }
  });
});
