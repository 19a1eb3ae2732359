// The local copy of the sales as pages may see it: only the saved account's. A copy made with another key of
// another publisher (before the next sync clears it) is not shown.

import type { StoredAccount } from '../core/account/key-store';
import type { CpcClick } from '../core/api/schemas';
import type { StoredSale } from './changes';
import type { SalesStore } from './store';

export interface SalesCopy {
  sales: StoredSale[];
  clicks: CpcClick[];
}

export async function readOwnCopy(store: SalesStore, account: StoredAccount): Promise<SalesCopy> {
  const state = await store.readState();
  const owner = state?.owner;
  const publisherId = account.identity?.publisher.id ?? null;
  const ours =
    account.apiKey !== null &&
    owner !== undefined &&
    owner !== null &&
    (owner.keyId === account.keyId || (owner.publisherId !== null && owner.publisherId === publisherId));
  if (!ours) return { sales: [], clicks: [] };
  const [sales, clicks] = await Promise.all([store.readAllSales(), store.readAllClicks()]);
  return { sales, clicks };
}
