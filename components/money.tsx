import { formatMoney } from '../lib/format/money';

/** A decimal string from the API shown in its currency, never recomputed. */
export function Money({
  amount,
  currency,
}: {
  amount: string | null | undefined;
  currency: string | null | undefined;
}) {
  return <span class="money">{formatMoney(amount, currency)}</span>;
}
