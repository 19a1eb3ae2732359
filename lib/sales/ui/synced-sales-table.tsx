// The synced sales, searchable offline: a page of the search on screen, with the pager; all of them in the CSV.
import { useMemo, useState } from 'preact/hooks';
import { ListTable } from '../../../components/list/data-table';
import { TextField } from '../../../components/list/filter-fields';
import { useLocalPage } from '../../../components/list/use-local-page';
import { EmptyState } from '../../../components/status-message';
import { toCsv } from '../../core/csv';
import { t, tPlural } from '../../core/i18n';
import { downloadText } from '../../records/ui/download';
import { transactionColumns } from '../../records/ui/transaction-table-columns';
import type { StoredSale } from '../changes';
import { SALES_CSV_COLUMNS } from './sales-csv';
import { searchSales } from './sales-filter';

/** Rows on a page of the table. */
export const SALES_PER_PAGE = 100;

export function SyncedSalesTable({
  sales,
  currency,
  reload,
}: {
  sales: readonly StoredSale[];
  currency: string;
  reload: () => void;
}) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchSales(sales, query), [sales, query]);
  const { request, setPage } = useLocalPage(found, SALES_PER_PAGE, query, reload);
  const shown = request.data?.data.length ?? 0;
  return (
    <div class="stack">
      <TextField label={t('salesSearch')} hint={t('salesSearchHint')} value={query} onChange={setQuery} />
      <ListTable
        request={request}
        onPage={setPage}
        noun={t('salesNounSales')}
        count={(n) => tPlural(n, 'salesSaleCount')}
        label={t('salesSyncedSales')}
        titled
        columns={transactionColumns<StoredSale>(currency, 'brief')}
        rowKey={(s) => s.id}
        state={
          found.length === 0 &&
          (sales.length === 0 ? (
            <EmptyState hint={t('salesNoneSyncedHint')}>{t('salesNoneSynced')}</EmptyState>
          ) : (
            <EmptyState hint={t('salesNoneHint')}>{t('salesNone')}</EmptyState>
          ))
        }
        afterTable={found.length > 0 && <p class="hint">{t('salesShowing', shown, found.length)}</p>}
      />
      <div class="actions">
        <button
          type="button"
          disabled={found.length === 0}
          onClick={() => downloadText('synced-sales.csv', toCsv(found, SALES_CSV_COLUMNS))}
        >
          {t('salesExportSales')}
        </button>
      </div>
    </div>
  );
}
