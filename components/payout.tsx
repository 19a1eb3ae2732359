import { Money } from './money';

/**
 * A campaign payout: the API's decimal string with its payout type. A payout type that is a percentage (for
 * example "Percentage of sale") makes the figure a percentage; otherwise it is money in `payout_currency` (INR).
 */
export function Payout({ payout, payoutType, currency }: { payout: string; payoutType: string; currency: string }) {
  const percent = /percent|%/i.test(payoutType);
  return (
    <span class="payout">
      {percent ? <span class="money">{payout}%</span> : <Money amount={payout} currency={currency} />}
      {payoutType && <span class="muted"> · {payoutType}</span>}
    </span>
  );
}
