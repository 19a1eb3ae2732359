// A sync that failed: Last sync says why; a 401 is told once per key (later alarms ask nothing until the key is saved
// again); a 429, 5xx, timeout or network failure holds scheduled syncs back (lib/sales/backoff.ts).
import { isApiError } from '../core/api/errors';
import { t } from '../core/i18n';
import { classify, retryAt } from './backoff';
import type { Notify } from './notifications';
import type { SalesStore, SalesSyncState } from './store';

export interface FailureDeps {
  store: Pick<SalesStore, 'writeState'>;
  notify: Notify;
  now: () => number;
}

export async function recordFailure(
  { store, notify, now }: FailureDeps,
  error: unknown,
  state: SalesSyncState,
  keyId: string,
): Promise<void> {
  const kind = isApiError(error) ? error.kind : 'internal';
  const message = error instanceof Error ? error.message : String(error);
  state.lastSync = { ok: false, at: new Date(now()).toISOString(), kind, message };
  const failure = classify(kind);
  if (failure === 'unauthorized' && state.refusedKeyId !== keyId) {
    state.refusedKeyId = keyId;
    await store.writeState(state);
    await notify('refused', { title: t('salesNotifyRefusedTitle'), message: t('salesNotifyRefused') });
    return;
  }
  if (failure === 'backoff') {
    state.failures++;
    const resetsAt = isApiError(error) && error.kind === 'rate_limited' ? error.resetsAt : undefined;
    state.retryAt = retryAt(now(), state.failures, resetsAt);
  }
  await store.writeState(state);
}
