import { isApiError } from '../../lib/api/errors';
import type { Send } from '../../lib/messaging/client';
import type { MessageName } from '../../lib/messaging/protocol';

/**
 * A `Send` that calls `onRefused` when the API refuses the saved key (401), so the page can read the account
 * again and show the "key refused" alert in every section. `account.save` is left out: its 401 is about a key
 * that was typed and not kept, not the saved one.
 */
export function watchUnauthorized(send: Send, onRefused: () => void): Send {
  const watched = async (name: MessageName, request: unknown) => {
    try {
      return await send(name, request as never);
    } catch (e) {
      if (name !== 'account.save' && isApiError(e) && e.kind === 'unauthorized') onRefused();
      throw e;
    }
  };
  return watched as Send;
}
