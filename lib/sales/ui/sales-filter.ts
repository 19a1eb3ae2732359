// Offline search over the synced sales: campaign, order ID, product and every sub ID, case-insensitive; newest
// first (transaction date, then the latest change).
import { apiInstant } from '../../core/format/api-time';
import type { StoredSale } from '../changes';

export function searchSales(sales: readonly StoredSale[], query: string): StoredSale[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = words.length === 0 ? [...sales] : sales.filter((s) => words.every((w) => haystack(s).includes(w)));
  return found.sort(
    (a, b) =>
      b.transaction_date.localeCompare(a.transaction_date) ||
      apiInstant(b.updated_at) - apiInstant(a.updated_at) ||
      b.id - a.id,
  );
}

function haystack(s: StoredSale): string {
  return [
    s.campaign_name,
    s.order_id,
    s.merchant_reference_id,
    s.product_name,
    s.sub_id,
    s.sub_id_2,
    s.sub_id_3,
    s.sub_id_4,
    s.sub_id_5,
  ]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

export function subIdsOf(s: StoredSale): (string | null)[] {
  return [s.sub_id, s.sub_id_2, s.sub_id_3, s.sub_id_4, s.sub_id_5];
}
