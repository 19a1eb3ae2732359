// The account as pages may see it (`account.get`, the popup's first answer): in the worker's script, apart from saving
// and removing the key (account.ts, part of the publishing engine).
import { readAccount, toAccountState } from '../core/account/key-store';
import type { ApiCaches } from '../core/background/api-caches';
import type { ApiClients } from '../core/background/api-client';
import type { AccountState } from '../core/model';

export type GetAccountState = () => Promise<AccountState>;

/** The account as pages may see it; refreshes the identity in the background when it is older than its max age. */
export function createAccountState({
  api,
  apiCaches,
}: {
  api: Pick<ApiClients, 'contextOf'>;
  apiCaches: Pick<ApiCaches, 'identity'>;
}): GetAccountState {
  return async function getAccountState() {
    const account = await readAccount();
    if (account.apiKey && account.keyId && !account.keyInvalid) {
      const ctx = api.contextOf({ baseUrl: account.baseUrl, apiKey: account.apiKey, keyId: account.keyId });
      apiCaches.identity(ctx).catch((error: unknown) => console.warn('Refreshing the account identity failed', error));
    }
    return toAccountState(account);
  };
}
