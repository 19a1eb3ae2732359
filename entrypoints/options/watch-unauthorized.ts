import { isApiError } from '../../lib/api/errors';
import type { Send } from '../../lib/messaging/client';
import type { MessageName } from '../../lib/messaging/protocol';

/**
 * A `Send` that calls `onRefused` when the API refuses the saved key (401), so the page can read the account
 * again and show the "key refused" alert in every section, and `onAnswered` when an API operation succeeds (the
 * background ends the refused state on any successful answer, so the page may read the account again to drop the
 * alert). `account.*` messages are left out: `account.save`'s 401 is about a key that was typed and not kept, and
 * reading the account proves nothing about the key.
 */
export function watchUnauthorized(send: Send, onRefused: () => void, onAnswered: () => void = () => {}): Send {
  const watched = async (name: MessageName, request: unknown) => {
    let answer: unknown;
    try {
      answer = await send(name, request as never);
    } catch (e) {
      if (name !== 'account.save' && isApiError(e) && e.kind === 'unauthorized') onRefused();
      throw e;
    }
    if (!name.startsWith('account.')) onAnswered();
    return answer;
  };
  return watched as Send;
}
