// Writing text to the clipboard from the background. Chrome's MV3 worker has no DOM: an offscreen document
// (reason CLIPBOARD) does the copy, which works whatever page is open, even where no script may run. Firefox's
// background page has a DOM and writes directly (clipboardWrite permission).
import type { ExtensionApi } from '../browser';
import { t } from '../i18n';
import { isOffscreenCopyReply, OFFSCREEN_TARGET, type OffscreenCopyRequest } from './offscreen-messages';

const OFFSCREEN_PATH = '/offscreen.html';

export class ClipboardError extends Error {
  override name = 'ClipboardError';
}

// One copy at a time: each opens the offscreen document (one for the whole browser), copies and closes it again.
let queue: Promise<unknown> = Promise.resolve();

export function copyText(text: string, browser: ExtensionApi): Promise<void> {
  const run = queue.then(() => (browser.offscreen ? copyOffscreen(text, browser) : copyInPage(text)));
  queue = run.catch(() => undefined);
  return run;
}

async function copyOffscreen(text: string, browser: ExtensionApi): Promise<void> {
  await openOffscreenDocument(browser);
  try {
    const request: OffscreenCopyRequest = { target: OFFSCREEN_TARGET, type: 'copy-text', text };
    const reply: unknown = await browser.runtime.sendMessage(request);
    if (!isOffscreenCopyReply(reply)) throw new ClipboardError(t('bgClipboardHelperSilent'));
    if (!reply.ok) throw new ClipboardError(t('bgClipboardDenied'));
  } finally {
    // Nothing else uses the document; keeping it open would only hold memory.
    await browser.offscreen.closeDocument().catch(() => undefined);
  }
}

async function openOffscreenDocument(browser: ExtensionApi): Promise<void> {
  const url = browser.runtime.getURL(OFFSCREEN_PATH);
  // A worker stopped between create and close can leave one behind; only one may exist.
  const open = await browser.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'], documentUrls: [url] });
  if (open.length > 0) return;
  await browser.offscreen.createDocument({
    url: OFFSCREEN_PATH,
    reasons: ['CLIPBOARD'],
    justification: 'Write the affiliate link the person asked for to the clipboard.',
  });
}

async function copyInPage(text: string): Promise<void> {
  if (typeof document === 'undefined') throw new ClipboardError(t('bgClipboardUnavailable'));
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Older Firefox background pages refuse the async API: fall back to the copy command.
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new ClipboardError(t('bgClipboardDenied'));
  } finally {
    area.remove();
  }
}
