import { formatMoney } from '../lib/core/format/money';

interface MoneyProps {
  amount: string | null | undefined;
  currency: string | null | undefined;
}

/** A decimal string from the API shown in its currency, never recomputed. */
export function Money({ amount, currency }: MoneyProps) {
  return <span class="money">{formatMoney(amount, currency)}</span>;
}

/** An amount as a right-aligned table cell; `label` names it where a narrow page stacks a row's cells. */
export function MoneyCell({ label, ...money }: MoneyProps & { label?: string }) {
  return (
    <td class="num" data-label={label}>
      <Money {...money} />
    </td>
  );
}
