import { Money } from '../../../components/money';
import { t } from '../../core/i18n';

/**
 * An amount that may be null (a transaction with no converted value in the account currency): a dash whose
 * reason is both in a tooltip and in text for screen readers.
 */
export function MaybeMoney({ amount, currency }: { amount: string | null; currency: string }) {
  if (amount !== null) return <Money amount={amount} currency={currency} />;
  const why = t('recordsNoConvertedValue', currency);
  return (
    <span title={why}>
      <span aria-hidden="true">—</span>
      <span class="visually-hidden">{why}</span>
    </span>
  );
}
