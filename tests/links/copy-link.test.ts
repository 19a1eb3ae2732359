import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../lib/core/api/errors';
import type { LinkOptions } from '../../lib/core/model';
import {
  COPY_MENU_ID,
  createContextMenu,
  handleContextMenuClick,
  registerContextMenu,
} from '../../lib/links/context-menu';
import { type CopyLinkDeps, createCopyAffiliateLink } from '../../lib/links/copy-affiliate-link';
import { COPY_COMMAND, handleCommand, registerShortcut } from '../../lib/links/shortcut';
import type { ConvertResponse } from '../../lib/protocol';
import { background, badgeOf, campaign, fakeSource, freshIndex, KEY_A, saveAccount } from '../core/background/fixtures';

function converted(url: string, over: Partial<ConvertResponse> = {}): ConvertResponse {
  return {
    tracking_url: `https://track.network.example/track?cid=501&source=api&url=${encodeURIComponent(url)}`,
    affiliated: true,
    original_url: url,
    campaign: { id: 1001, name: 'Kirana Basket' },
    used: { channelId: null, shorten: false, subIds: [] },
    cached: false,
    ...over,
  };
}

function fakes(convert: (url: string, options: LinkOptions) => Promise<ConvertResponse>) {
  const copied: string[] = [];
  const deps: CopyLinkDeps = {
    convert: vi.fn(convert),
    copyText: vi.fn(async (text: string) => {
      copied.push(text);
    }),
    flashCopied: background().badge.flashCopied,
    showCopyFailed: background().badge.showCopyFailed,
  };
  const copyAffiliateLink = createCopyAffiliateLink(deps);
  const copy = (url: string | undefined, tabId: number | undefined, kind: 'page' | 'link') =>
    copyAffiliateLink(url, tabId, kind);
  return { deps, copied, copy };
}

beforeEach(async () => {
  await freshIndex();
  await saveAccount(KEY_A);
});

describe('context menu click', () => {
  it('on a page: converts the page URL with the remembered options, copies the link and flashes OK', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://www.kiranabasket.in/rice' });
    const { deps, copied, copy } = fakes(async (url) => converted(url));
    const outcome = await handleContextMenuClick(
      { menuItemId: COPY_MENU_ID, pageUrl: 'https://www.kiranabasket.in/rice' },
      tab,
      copy,
    );
    expect(deps.convert).toHaveBeenCalledWith('https://www.kiranabasket.in/rice', {});
    expect(copied).toEqual([converted('https://www.kiranabasket.in/rice').tracking_url]);
    expect(outcome).toEqual({ ok: true, link: copied[0] });
    expect((await badgeOf(tab.id as number)).text).toBe('OK');
    expect((await badgeOf(tab.id as number)).title).toContain(copied[0]);
  });

  it('on a link: converts the link’s own URL, not the page’s', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://blog.example.com/post' });
    const { deps, copy } = fakes(async (url) => converted(url));
    await handleContextMenuClick(
      { menuItemId: COPY_MENU_ID, pageUrl: 'https://blog.example.com/post', linkUrl: 'https://m.styleloom.in/kurta' },
      tab,
      copy,
    );
    expect(deps.convert).toHaveBeenCalledWith('https://m.styleloom.in/kurta', {});
  });

  it('copies the short link when the conversion used the short-link setting', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://www.kiranabasket.in/' });
    const { copied, copy } = fakes(async (url) =>
      converted(url, {
        short_url: 'https://s.network.example/Ab3dE9x',
        used: { channelId: 502, shorten: true, subIds: [] },
      }),
    );
    await handleContextMenuClick({ menuItemId: COPY_MENU_ID, pageUrl: 'https://www.kiranabasket.in/' }, tab, copy);
    expect(copied).toEqual(['https://s.network.example/Ab3dE9x']);
  });

  it('says when the copied link does not earn (affiliated false)', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://www.dailyrecipes.net/' });
    const { copy } = fakes(async (url) => converted(url, { affiliated: false, campaign: null }));
    await handleContextMenuClick({ menuItemId: COPY_MENU_ID, pageUrl: 'https://www.dailyrecipes.net/' }, tab, copy);
    expect((await badgeOf(tab.id as number)).title).toMatch(/does not earn/);
  });

  it.each([
    ['not_applied', 'You have no access to Store 1001 yet. Request access', 'campaigns/1001'],
    ['pending', 'Your access request for Store 1001 is still waiting', 'campaigns/1001'],
    [null, 'Kirana Basket is not live now (paused or ended)', 'campaigns'],
  ])(
    'a link that does not earn (%s) is copied with another badge and a notification saying why',
    async (status, says, target) => {
      if (status)
        await background().campaignIndex.refresh({ source: fakeSource([[campaign(1001, 'kiranabasket.in', status)]]) });
      const tab = await fakeBrowser.tabs.create({ url: 'https://www.kiranabasket.in/rice' });
      const notes: { message: string; target: string }[] = [];
      const { deps, copied } = fakes(async (url) => converted(url, { affiliated: false }));
      const copyAffiliateLink = createCopyAffiliateLink({
        ...deps,
        lookupCampaign: async (url) => (await background().campaignIndex.lookup(url)).campaign,
        notify: async (text, to) => {
          notes.push({ message: text.message, target: to });
        },
      });
      const outcome = await copyAffiliateLink('https://www.kiranabasket.in/rice', tab.id, 'page');
      expect(outcome.ok).toBe(true);
      expect(copied).toHaveLength(1);
      const badge = await badgeOf(tab.id as number);
      expect(badge.text).toBe('NO$');
      expect(badge.text).not.toBe('OK');
      expect(notes).toHaveLength(1);
      expect(notes[0]!.message).toContain(says);
      expect(notes[0]!.target).toBe(target);
    },
  );

  it('a link that earns: OK and no notification', async () => {
    const notify = vi.fn(async () => {});
    const { deps } = fakes(async (url) => converted(url));
    const tab = await fakeBrowser.tabs.create({ url: 'https://www.kiranabasket.in/rice' });
    await createCopyAffiliateLink({ ...deps, notify })('https://www.kiranabasket.in/rice', tab.id, 'page');
    expect((await badgeOf(tab.id as number)).text).toBe('OK');
    expect(notify).not.toHaveBeenCalled();
  });

  it('ignores other menu items', async () => {
    const { deps, copy } = fakes(async (url) => converted(url));
    expect(await handleContextMenuClick({ menuItemId: 'other', pageUrl: 'https://a.in/' }, undefined, copy)).toBeNull();
    expect(deps.convert).not.toHaveBeenCalled();
  });
});

describe('failures: error badge, and the tooltip says why', () => {
  // A failure is logged for the background's console; here the log is checked, not printed: nothing else may
  // have been written to it.
  let warned: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    for (const call of warned.mock.calls)
      expect(call).toEqual([expect.stringMatching(/^Copy affiliate link failed: /)]);
  });

  it.each([
    ['no key', new ApiError({ kind: 'no_key', message: 'Add your API key in the extension’s options first.' })],
    [
      '401',
      new ApiError({ kind: 'unauthorized', status: 401, message: 'The API refused your key. Check your API key.' }),
    ],
    ['network', new ApiError({ kind: 'network', message: 'Could not reach the API. Check your connection.' })],
  ])('%s', async (_name, error) => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://www.kiranabasket.in/' });
    const { deps, copy } = fakes(async () => {
      throw error;
    });
    const outcome = await handleContextMenuClick(
      { menuItemId: COPY_MENU_ID, pageUrl: 'https://www.kiranabasket.in/' },
      tab,
      copy,
    );
    expect(outcome).toEqual({ ok: false, reason: error.message });
    expect(deps.copyText).not.toHaveBeenCalled();
    expect(await badgeOf(tab.id as number)).toEqual({
      text: 'ERR',
      title: `The affiliate link was not copied. ${error.message}`,
    });
  });

  it('a page that cannot carry a link sends nothing', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'chrome://extensions/' });
    const { deps, copy } = fakes(async (url) => converted(url));
    await handleCommand(COPY_COMMAND, tab, copy, fakeBrowser);
    expect(deps.convert).not.toHaveBeenCalled();
    expect((await badgeOf(tab.id as number)).title).toMatch(/This page cannot carry an affiliate link/);
  });

  it('a link that is not a web address sends nothing', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://blog.example.com/' });
    const { deps, copy } = fakes(async (url) => converted(url));
    await handleContextMenuClick(
      { menuItemId: COPY_MENU_ID, pageUrl: 'https://blog.example.com/', linkUrl: 'mailto:me@example.com' },
      tab,
      copy,
    );
    expect(deps.convert).not.toHaveBeenCalled();
    expect((await badgeOf(tab.id as number)).title).toMatch(/This link is not a web page address/);
  });

  it('an API answer that is not a web address is not copied', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://www.kiranabasket.in/' });
    const { deps, copy } = fakes(async (url) => converted(url, { tracking_url: 'javascript:alert(1)' }));
    await handleCommand(COPY_COMMAND, tab, copy, fakeBrowser);
    expect(deps.copyText).not.toHaveBeenCalled();
    expect((await badgeOf(tab.id as number)).text).toBe('ERR');
  });

  it.each([
    { tracking_url: 'https://www.amazon.in@evil.test/dp/B0' },
    { short_url: 'https://user:pw@s.network.example/Ab3', used: { channelId: null, shorten: true, subIds: [] } },
  ])('an API link with a user name or password is not copied (%o)', async (over) => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://www.kiranabasket.in/' });
    const { deps, copy } = fakes(async (url) => converted(url, over));
    const outcome = await copy('https://www.kiranabasket.in/', tab.id, 'page');
    expect(deps.copyText).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ ok: false, reason: expect.stringContaining('user name or password') });
    expect(await badgeOf(tab.id as number)).toMatchObject({ text: 'ERR', title: expect.stringContaining('user name') });
  });

  it('a page URL with a user name is converted (the background takes it off), not refused', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://me:pw@www.kiranabasket.in/rice' });
    const { deps, copy } = fakes(async (url) => converted(url));
    await handleCommand(COPY_COMMAND, tab, copy, fakeBrowser);
    expect(deps.convert).toHaveBeenCalled();
  });

  it('a clipboard failure is reported', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://www.kiranabasket.in/' });
    const { deps, copy } = fakes(async (url) => converted(url));
    vi.mocked(deps.copyText).mockRejectedValue(new Error('The browser did not allow writing to the clipboard.'));
    await handleCommand(COPY_COMMAND, tab, copy, fakeBrowser);
    expect((await badgeOf(tab.id as number)).title).toMatch(/clipboard could not be written/);
  });
});

describe('keyboard shortcut', () => {
  it('copies the link of the tab it was pressed in', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://m.styleloom.in/kurta', active: true });
    const { deps, copied, copy } = fakes(async (url) => converted(url));
    await handleCommand(COPY_COMMAND, tab, copy, fakeBrowser);
    expect(deps.convert).toHaveBeenCalledWith('https://m.styleloom.in/kurta', {});
    expect(copied).toHaveLength(1);
    expect((await badgeOf(tab.id as number)).text).toBe('OK');
  });

  it('falls back to the active tab when the browser does not pass one', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://www.voltix.co.in/phones', active: true });
    const query = vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation((async () => [tab]) as never);
    const { deps, copy } = fakes(async (url) => converted(url));
    await handleCommand(COPY_COMMAND, undefined, copy, fakeBrowser);
    expect(query).toHaveBeenCalledWith({ active: true, lastFocusedWindow: true });
    expect(deps.convert).toHaveBeenCalledWith('https://www.voltix.co.in/phones', {});
    expect((await badgeOf(tab.id as number)).text).toBe('OK');
  });

  it('ignores other commands', async () => {
    const { deps, copy } = fakes(async (url) => converted(url));
    expect(await handleCommand('_execute_action', undefined, copy, fakeBrowser)).toBeNull();
    expect(deps.convert).not.toHaveBeenCalled();
  });
});

describe('menu registration', () => {
  it('a browser without context menus or shortcuts (Firefox for Android) registers neither, and does not throw', () => {
    const saved = { contextMenus: fakeBrowser.contextMenus, commands: fakeBrowser.commands };
    const without = fakeBrowser as unknown as Record<string, unknown>;
    without.contextMenus = undefined;
    without.commands = undefined;
    try {
      expect(() => registerContextMenu(background().copyAffiliateLink, fakeBrowser)).not.toThrow();
      expect(() => registerShortcut(background().copyAffiliateLink, fakeBrowser)).not.toThrow();
    } finally {
      Object.assign(fakeBrowser, saved);
    }
  });

  it('creates "Copy affiliate link" for pages and links, on install, replacing an old one', async () => {
    const remove = vi.spyOn(fakeBrowser.contextMenus, 'remove').mockResolvedValue(undefined);
    const create = vi
      .spyOn(fakeBrowser.contextMenus, 'create')
      .mockImplementation((_props: unknown, done?: () => void) => {
        done?.();
        return COPY_MENU_ID;
      });
    const onClicked = vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation(() => undefined);

    registerContextMenu(background().copyAffiliateLink, fakeBrowser);
    expect(onClicked).toHaveBeenCalledTimes(1);
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledWith(COPY_MENU_ID);
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      id: 'copy-affiliate-link',
      title: 'Copy affiliate link',
      contexts: ['page', 'link'],
    });

    // Again at browser start: still one item (the old one is removed first, and a missing one is fine).
    remove.mockRejectedValueOnce(new Error('Cannot find menu item with id copy-affiliate-link'));
    await createContextMenu(fakeBrowser);
    expect(create).toHaveBeenCalledTimes(2);
  });
});
