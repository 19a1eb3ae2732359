// Whose copy the sync keeps: the stored state when it is this publisher's (another key of the same publisher keeps
// it), else a fresh one, the other publisher's copy cleared with its glance.
import type { StoredAccount } from '../core/account/key-store';
import { writeSalesGlance } from './glance-record';
import { emptySyncState, type SalesStore, type SalesSyncState } from './store';

export async function ownState(
  store: Pick<SalesStore, 'readState' | 'clear'>,
  account: StoredAccount,
): Promise<SalesSyncState> {
  const keyId = account.keyId!;
  const publisherId = account.identity?.publisher.id ?? null;
  const state = (await store.readState()) ?? emptySyncState();
  const owner = state.owner;
  if (owner && owner.keyId !== keyId) {
    const samePublisher = owner.publisherId !== null && owner.publisherId === publisherId;
    if (!samePublisher) {
      const fresh = { ...emptySyncState(), owner: { keyId, publisherId } };
      await store.clear(fresh);
      await writeSalesGlance(null);
      return fresh;
    }
  }
  state.owner = { keyId, publisherId: publisherId ?? owner?.publisherId ?? null };
  return state;
}
