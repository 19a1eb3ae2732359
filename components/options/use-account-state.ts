import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { watchAccountRecord } from '../../lib/core/account/watch';
import type { AccountState } from '../../lib/core/model';
import type { Send } from '../../lib/send';

export interface AccountStateHandle {
  /** Undefined until the background first answers. */
  account: AccountState | undefined;
  /** Why the account could not be read (the background did not answer). */
  error: unknown;
  reload: () => Promise<void>;
  /** Takes a state the background just returned (after save or remove) without waiting for a reload. */
  replace: (state: AccountState) => void;
}

/**
 * The account as the background describes it: read on load, whenever the account record changes (a key saved,
 * removed or refused in another tab, the popup or the background), and whenever the page comes back into view.
 */
export function useAccountState(send: Send): AccountStateHandle {
  const [account, setAccount] = useState<AccountState>();
  const [error, setError] = useState<unknown>();
  // Only the newest read may land: a slow reload must not undo a save that finished after it started.
  const seq = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++seq.current;
    try {
      const state = await send('account.get', {});
      if (mine === seq.current) {
        setAccount(state);
        setError(undefined);
      }
    } catch (e) {
      if (mine === seq.current) setError(e);
    }
  }, [send]);

  const replace = useCallback((state: AccountState) => {
    ++seq.current;
    setAccount(state);
    setError(undefined);
  }, []);

  useEffect(() => {
    void reload();
    // The key may have been saved, removed or refused in another tab or in the popup meanwhile.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    const unwatch = watchAccountRecord(() => void reload());
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      unwatch();
    };
  }, [reload]);

  return { account, error, reload, replace };
}
