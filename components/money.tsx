import { formatMoney } from '../lib/format/money';

interface MoneyProps {
  amount: string | null | undefined;
  currency: string | null | undefined;
}

/** A decimal string from the API shown in its currency, never recomputed. */
export function Money({ amount, currency }: MoneyProps) {
  return <span class="money">{formatMoney(amount, currency)}</span>;
}

/** An amount as a right-aligned table cell. */
export function MoneyCell(props: MoneyProps) {
  return (
    <td class="num">
      <Money {...props} />
    </td>
  );
}
