// The popup's "Convert a post": Firefox's sidebar where there is one, else the options page at #convert in a tab.
// (Chromium's side panel is shown by tests/post/convert.spec.ts.)
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ConvertPostLink } from '../../../lib/post/ui/convert-post-link';

// WXT's fake browser has a sidePanel namespace; these tests are about browsers without one.
const panels = fakeBrowser as { sidePanel?: unknown; sidebarAction?: unknown };
const sidePanel = panels.sidePanel;

beforeEach(() => {
  panels.sidePanel = undefined;
});

afterEach(() => {
  cleanup();
  panels.sidePanel = sidePanel;
  panels.sidebarAction = undefined;
  vi.restoreAllMocks();
});

describe('Convert a post (popup)', () => {
  it('opens options.html#convert in a tab where the browser has no side panel', async () => {
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    render(<ConvertPostLink />);
    fireEvent.click(screen.getByRole('button', { name: 'Convert a post' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({ url: fakeBrowser.runtime.getURL('/options.html#convert') });
  });

  it("opens Firefox's sidebar during the click, and no tab", async () => {
    const open = vi.fn(async () => {});
    panels.sidebarAction = { open };
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    render(<ConvertPostLink />);
    fireEvent.click(screen.getByRole('button', { name: 'Convert a post' }));
    expect(open).toHaveBeenCalledTimes(1); // synchronously, inside the click
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(create).not.toHaveBeenCalled();
  });
});
