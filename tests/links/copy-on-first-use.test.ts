// Copy affiliate link from the menu and the shortcut is part of the publishing engine (lib/links/engine.ts): the
// listeners are added as the worker starts, the code loads on the first copy, and an engine that does not load is
// said on the tab's badge, as a failed copy is.
import { describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Kernel } from '../../lib/core/background/kernel';
import { linksFeature } from '../../lib/links/feature';
import { COPY_COMMAND } from '../../lib/links/shortcut';
import { badgeOf } from '../core/background/fixtures';
import { testBackground } from '../support/background-deps';

type OnCommand = (command: string, tab?: Browser.tabs.Tab) => void;

/** The links feature's listeners, as the worker adds them when it starts (the fake browser has no menu or command
 * events): resolves with the shortcut's listener. */
function startLinks(bg: Kernel): OnCommand {
  vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation(() => undefined);
  const added: OnCommand[] = [];
  vi.spyOn(fakeBrowser.commands.onCommand, 'addListener').mockImplementation((listener) => {
    added.push(listener as OnCommand);
  });
  linksFeature.start?.(bg);
  expect(added).toHaveLength(1);
  return added[0] as OnCommand;
}

describe('Copy affiliate link, loaded on first use', () => {
  it('is not loaded as the worker starts; the shortcut loads it, and a failed load shows on the badge', async () => {
    const loadEngine = vi.fn(async () => {
      throw new Error('/publishing.js did not load');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bg = testBackground({ loadEngine });
    const onCommand = startLinks(bg);
    expect(loadEngine).not.toHaveBeenCalled();

    const tab = await fakeBrowser.tabs.create({ url: 'https://www.kiranabasket.in/' });
    onCommand(COPY_COMMAND, tab);
    await vi.waitFor(async () => expect((await badgeOf(tab.id as number)).text).toBe('ERR'));
    expect(loadEngine).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Copy affiliate link', expect.any(Error));
  });

  it('with the engine, the shortcut converts and copies through it', async () => {
    const engine = (await import('../../entrypoints/background/publishing-engine')).ENGINE_MODULES;
    const copy = vi.fn(async () => ({ ok: true as const, link: 'https://track.example/x' }));
    const loadEngine = vi.fn(async () => ({ ...engine, links: { copyAffiliateLinkOf: () => copy } }));
    const bg = testBackground({ loadEngine });
    const onCommand = startLinks(bg);
    const tab = await fakeBrowser.tabs.create({ url: 'https://www.kiranabasket.in/p/1' });
    onCommand(COPY_COMMAND, tab);
    await vi.waitFor(() => expect(copy).toHaveBeenCalledTimes(1));
    expect(copy).toHaveBeenCalledWith('https://www.kiranabasket.in/p/1', tab.id, 'page', expect.any(Object));
    expect(engine.links).toHaveProperty('copyAffiliateLinkOf');
  });
});
