// Convert links in this box as the worker starts: the menu item and the shortcut are listened for at once, and only a
// gesture loads the publishing engine (which does the conversion); an engine that cannot be loaded is said on the
// tab's badge, not only in the console.
import { describe, expect, it, vi } from 'vitest';
import { badgeOf } from '../../lib/campaigns/services';
import { unexpected } from '../../lib/core/background/serialise-error';
import { BOX_COMMAND, textboxFeature } from '../../lib/textbox/feature';
import { testBackground } from '../support/background-deps';

function servicesWith(publishing: () => Promise<unknown>) {
  let onCommand: ((command: string, tab?: { id?: number }) => void) | undefined;
  const browser = {
    contextMenus: { create: vi.fn(), onClicked: { addListener: vi.fn() } },
    runtime: { onInstalled: { addListener: vi.fn() }, onStartup: { addListener: vi.fn() }, lastError: undefined },
    commands: {
      onCommand: {
        addListener: (listener: typeof onCommand) => {
          onCommand = listener;
        },
      },
    },
  };
  const services = testBackground({
    browser: browser as never,
    loadEngine: async () => ({ textbox: await publishing() }),
  });
  const showCopyFailed = vi.spyOn(badgeOf(services), 'showCopyFailed').mockResolvedValue();
  textboxFeature.start?.(services);
  return { press: (tabId: number) => onCommand?.(BOX_COMMAND, { id: tabId }), showCopyFailed };
}

describe('Convert links in this box, started with the worker', () => {
  it('loads the engine only on the gesture, and converts the box of that tab', async () => {
    const convert = vi.fn(async () => {});
    const convertInBox = vi.fn(() => convert);
    const publishing = vi.fn(async () => ({ convertInBox }));
    const { press, showCopyFailed } = servicesWith(publishing);
    expect(publishing).not.toHaveBeenCalled();
    press(7);
    await vi.waitFor(() => expect(convert).toHaveBeenCalledWith({ tabId: 7 }));
    expect(publishing).toHaveBeenCalledTimes(1);
    expect(showCopyFailed).not.toHaveBeenCalled();
  });

  it('an engine that cannot be loaded is said on the badge of the tab', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { press, showCopyFailed } = servicesWith(async () => {
      throw new Error('/publishing.js did not load');
    });
    press(9);
    await vi.waitFor(() => expect(showCopyFailed).toHaveBeenCalledWith(9, unexpected()));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
