import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { answerOffscreenMessage } from '../../../entrypoints/offscreen/answer';
import { copyText } from '../../../lib/core/background/clipboard';
import { isOffscreenMessage, OFFSCREEN_TARGET } from '../../../lib/core/background/offscreen-messages';

/** Chrome: the offscreen API, with the document answering as entrypoints/offscreen does. */
function chromeOffscreen(open: boolean, reply: unknown = { ok: true }) {
  const getContexts = vi.fn(async (_filter: unknown) => (open ? [{ contextType: 'OFFSCREEN_DOCUMENT' }] : []));
  // The fake browser has no runtime.getContexts.
  Object.defineProperty(fakeBrowser.runtime, 'getContexts', { value: getContexts, configurable: true, writable: true });
  const create = vi.spyOn(fakeBrowser.offscreen, 'createDocument').mockResolvedValue(undefined);
  const close = vi.spyOn(fakeBrowser.offscreen, 'closeDocument').mockResolvedValue(undefined);
  const send = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation((async () => reply) as never);
  return { getContexts, create, close, send };
}

afterEach(() => {
  Reflect.deleteProperty(fakeBrowser.runtime, 'getContexts');
});

describe('copyText in Chrome (offscreen document)', () => {
  it('opens the document, sends it the text, and closes it again', async () => {
    const { getContexts, create, close, send } = chromeOffscreen(false);
    await copyText('https://track.example/c?x=1', fakeBrowser);
    expect(getContexts).toHaveBeenCalledWith({
      contextTypes: ['OFFSCREEN_DOCUMENT'],
      documentUrls: ['chrome-extension://test-extension-id/offscreen.html'],
    });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/offscreen.html', reasons: ['CLIPBOARD'], justification: expect.any(String) }),
    );
    expect(send).toHaveBeenCalledWith({
      target: OFFSCREEN_TARGET,
      type: 'copy-text',
      text: 'https://track.example/c?x=1',
    });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('uses a document left open instead of creating a second one', async () => {
    const { create, send } = chromeOffscreen(true);
    await copyText('x', fakeBrowser);
    expect(create).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('fails, saying the browser refused, when the document could not copy; and still closes it', async () => {
    const { close } = chromeOffscreen(false, { ok: false });
    await expect(copyText('x', fakeBrowser)).rejects.toThrow('The browser did not allow writing to the clipboard.');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('fails when nothing answers', async () => {
    chromeOffscreen(false, null);
    await expect(copyText('x', fakeBrowser)).rejects.toThrow('did not answer');
  });

  it('runs copies one after another (one document at a time)', async () => {
    const { create, close } = chromeOffscreen(false);
    const order: string[] = [];
    create.mockImplementation(async () => {
      order.push('create');
    });
    close.mockImplementation(async () => {
      order.push('close');
    });
    await Promise.all([copyText('a', fakeBrowser), copyText('b', fakeBrowser)]);
    expect(order).toEqual(['create', 'close', 'create', 'close']);
  });
});

describe('copyText in Firefox (background page with a DOM)', () => {
  it('writes with navigator.clipboard', async () => {
    const offscreen = fakeBrowser.offscreen;
    (fakeBrowser as { offscreen?: unknown }).offscreen = undefined;
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    try {
      await copyText('https://track.example/c?y=2', fakeBrowser);
    } finally {
      fakeBrowser.offscreen = offscreen;
      vi.unstubAllGlobals();
    }
    expect(writeText).toHaveBeenCalledWith('https://track.example/c?y=2');
  });
});

describe('the offscreen document', () => {
  const own = { id: 'test-extension-id' };

  it('copies the text of its own message with the copy command', async () => {
    const exec = vi.fn((_command: string) => true);
    document.execCommand = exec as typeof document.execCommand;
    let selected = '';
    exec.mockImplementation(() => {
      selected = (document.querySelector('textarea') as HTMLTextAreaElement).value;
      return true;
    });
    const reply = await answerOffscreenMessage(
      { target: OFFSCREEN_TARGET, type: 'copy-text', text: 'https://s.example/Ab3' },
      own,
      'test-extension-id',
    );
    expect(reply).toEqual({ ok: true });
    expect(exec).toHaveBeenCalledWith('copy');
    expect(selected).toBe('https://s.example/Ab3');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when the browser refuses the copy', async () => {
    document.execCommand = (() => false) as typeof document.execCommand;
    const reply = await answerOffscreenMessage(
      { target: OFFSCREEN_TARGET, type: 'copy-text', text: 'x' },
      own,
      'test-extension-id',
    );
    expect(reply).toEqual({ ok: false });
  });

  it('leaves the pages’ messages to the background unanswered', () => {
    expect(
      answerOffscreenMessage({ name: 'link.convert', request: { url: 'https://a.in' } }, own, own.id),
    ).toBeUndefined();
    expect(isOffscreenMessage({ name: 'link.convert', request: {} })).toBe(false);
  });

  it('obeys nothing from another extension or from a tab', () => {
    const message = { target: OFFSCREEN_TARGET, type: 'copy-text', text: 'x' };
    expect(answerOffscreenMessage(message, { id: 'other-extension' }, 'test-extension-id')).toBeUndefined();
    expect(
      answerOffscreenMessage(message, { id: 'test-extension-id', tab: { id: 3 } as never }, 'test-extension-id'),
    ).toBeUndefined();
  });
});
