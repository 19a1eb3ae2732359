// The background's side of the protocol: every message of the features (lib/features.ts) answered by
// its handler after its request is parsed with its schema; every answer a `Result`. Errors reach pages as typed
// data; nothing else of the background's insides does.

import { readAccount } from '../account/key-store';
import { parseInput } from '../api/parse-input';
import type { ExtensionApi } from '../browser';
import { t } from '../i18n';
import { isRetryNotice } from '../messaging/retry-notice';
import type { Result } from '../messaging/wire';
import { type Feature, messageTable } from './feature';
import type { Kernel } from './kernel';
import { maskValue, rememberKey } from './key-mask';
import { isOffscreenMessage } from './offscreen-messages';
import { isOwnPage, type MessageSender } from './sender';
import { serialiseError, unexpected } from './serialise-error';
import { markOnce, writeStartMarks } from './start-marks';

export type HandleMessage = (message: unknown, sender: MessageSender | undefined) => Promise<Result<unknown>>;

/** Answers a page's message with the features' handlers: checks the sender, parses the request, masks any key in
 * the answer. */
export function createRouter(features: readonly Feature[], kernel: Kernel): HandleMessage {
  const table = messageTable(features);

  return async function handleMessage(message, sender) {
    if (!isOwnPage(sender, kernel.browser)) {
      return refused(t('bgForeignSender'));
    }
    if (!message || typeof message !== 'object' || typeof (message as { name?: unknown }).name !== 'string') {
      return refused(t('bgUnknownMessage'));
    }
    const { name, request } = message as { name: string; request?: unknown };
    rememberKey(candidateKey(name, request)); // masked in the console too, should handling it log an error
    const definition = table.get(name);
    if (!definition) {
      return refused(t('bgUnknownMessageNamed', name.slice(0, 60)));
    }
    let result: Result<unknown>;
    try {
      const parsed = parseInput(definition.request, request ?? {});
      result = { ok: true, data: await definition.handle(parsed, kernel) };
    } catch (error) {
      result = { ok: false, error: serialiseError(name, error) };
    }
    // The one way out to a page: whatever quotes a secret the background knows (a key, a bot token) is masked.
    rememberKey(await savedKey());
    return maskValue(result) as Result<unknown>;
  };
}

/** Answers messages from the extension's pages. The response goes through `sendResponse` (kept open by `true`),
 * which works the same with the polyfill, native Chrome, Firefox and the test fake. */
export function registerMessaging(handleMessage: HandleMessage, browser: ExtensionApi): void {
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    // The background's own request to its offscreen clipboard page: that page answers it, not this listener.
    if (isOffscreenMessage(message)) return undefined;
    // Its own word to the pages (where a browser hands it back here too): not a request.
    if (isRetryNotice(message)) return undefined;
    markOnce('first message');
    handleMessage(message, sender).then(
      (result) => {
        markOnce('first answer');
        sendResponse(result);
        writeStartMarks();
      },
      (error: unknown) => {
        console.error('Message handling failed', error);
        sendResponse({ ok: false, error: { kind: 'internal', message: unexpected() } } satisfies Result<never>);
      },
    );
    return true;
  });
}

function refused(message: string): Result<never> {
  return { ok: false, error: { kind: 'refused', message } };
}

async function savedKey(): Promise<string | null> {
  try {
    return (await readAccount()).apiKey;
  } catch {
    return null;
  }
}

function candidateKey(name: string, request: unknown): string | null {
  if (name !== 'account.save' || !request || typeof request !== 'object') return null;
  const key = (request as { apiKey?: unknown }).apiKey;
  return typeof key === 'string' ? key.trim() : null;
}
