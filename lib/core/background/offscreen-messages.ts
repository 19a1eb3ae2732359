// The one message between the background and its offscreen document (Chrome): "write this text to the
// clipboard". It carries a `target` the page<->background protocol never uses, so neither side mistakes the
// other's messages for its own.
export const OFFSCREEN_TARGET = 'offscreen-clipboard';

export interface OffscreenCopyRequest {
  target: typeof OFFSCREEN_TARGET;
  type: 'copy-text';
  text: string;
}

// A refusal carries no words: an offscreen document has no i18n API, so the background says why.
export type OffscreenCopyReply = { ok: boolean };

/** Any message meant for the offscreen document; the background's router should leave these unanswered. */
export function isOffscreenMessage(message: unknown): boolean {
  return !!message && typeof message === 'object' && (message as { target?: unknown }).target === OFFSCREEN_TARGET;
}

export function isOffscreenCopyRequest(message: unknown): message is OffscreenCopyRequest {
  return (
    isOffscreenMessage(message) &&
    (message as { type?: unknown }).type === 'copy-text' &&
    typeof (message as { text?: unknown }).text === 'string'
  );
}

export function isOffscreenCopyReply(reply: unknown): reply is OffscreenCopyReply {
  if (!reply || typeof reply !== 'object') return false;
  return typeof (reply as { ok?: unknown }).ok === 'boolean';
}
