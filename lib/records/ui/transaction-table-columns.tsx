// A transaction's columns on screen: the Transactions list shows them all, Synced sales (the local copy of the same
// records) the first few.
import type { Column } from '../../../components/list/data-table';
import type { Transaction } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { MaybeMoney } from './maybe-money';
import { RecordDetails } from './record-details';
import { RecordStatus } from './record-status';
import { subIdsText } from './transaction-columns';

type Pick = 'brief' | 'full';

/**
 * Date, campaign, status, sale amount, commission and sub IDs; `full` adds order, reference, channel, invoice and
 * the row's detail (every field the API returned).
 */
export function transactionColumns<R extends Transaction>(currency: string, pick: Pick = 'full'): Column<R>[] {
  const cur = (tr: R) => tr.currency || currency;
  const full = pick === 'full';
  const subIds: Column<R> = {
    label: t('commonSubIds'),
    cell: (tr) => subIdsText([tr.sub_id, tr.sub_id_2, tr.sub_id_3, tr.sub_id_4, tr.sub_id_5]) || '—',
  };
  const first: Column<R>[] = [
    { label: t('commonDate'), class: 'date', cell: (tr) => tr.transaction_date },
    {
      label: t('commonCampaign'),
      rowHeader: full,
      cell: (tr) =>
        full ? (
          <>
            {tr.campaign_name} <span class="muted">#{tr.campaign_id}</span>
          </>
        ) : (
          tr.campaign_name
        ),
    },
    { label: t('commonStatus'), cell: (tr) => <RecordStatus status={tr.status} /> },
    {
      label: t('commonSaleAmount'),
      num: true,
      cell: (tr) => <MaybeMoney amount={tr.sale_amount} currency={cur(tr)} />,
    },
    {
      label: t('commonCommission'),
      num: true,
      cell: (tr) => <MaybeMoney amount={tr.user_commission} currency={cur(tr)} />,
    },
  ];
  if (!full) return [...first, subIds];
  return [
    ...first,
    { label: t('recordsOrderId'), cell: (tr) => tr.order_id ?? '—' },
    { label: t('recordsMerchantReference'), cell: (tr) => tr.merchant_reference_id ?? '—' },
    { label: t('commonChannel'), cell: (tr) => tr.channel_name ?? '—' },
    subIds,
    { label: t('recordsInvoiceNumber'), cell: (tr) => tr.invoice_number ?? '—' },
    {
      label: t('recordsDetails'),
      cell: (tr) => <RecordDetails record={tr} target={t('recordsDetailsOfTransaction', tr.id)} />,
    },
  ];
}
