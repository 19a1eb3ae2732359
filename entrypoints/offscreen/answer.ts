// The offscreen document's one job: answer "copy this text" from this extension's background.
import type { Browser } from 'wxt/browser';
import { isOffscreenCopyRequest, type OffscreenCopyReply } from '../../lib/core/background/offscreen-messages';

/**
 * The reply to `message`, or undefined for a message that is not this document's to answer: the pages'
 * messages to the background reach it too, and nothing from outside the extension (or from a tab) is obeyed.
 */
export function answerOffscreenMessage(
  message: unknown,
  sender: Pick<Browser.runtime.MessageSender, 'id' | 'tab'>,
  extensionId: string,
): Promise<OffscreenCopyReply> | undefined {
  if (!isOffscreenCopyRequest(message)) return undefined;
  if (sender.id !== extensionId || sender.tab) return undefined;
  return Promise.resolve(copyWithSelection(message.text));
}

// An offscreen document never has focus, so navigator.clipboard is refused there; a selected textarea and the
// copy command are what work.
function copyWithSelection(text: string): OffscreenCopyReply {
  const area = document.createElement('textarea');
  area.value = text;
  document.body.append(area);
  area.select();
  try {
    return { ok: document.execCommand('copy') };
  } finally {
    area.remove();
  }
}
