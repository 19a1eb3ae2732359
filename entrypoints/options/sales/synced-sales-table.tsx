// The synced sales, searchable offline: the first SHOWN rows of the search on screen, all of them in the CSV.
import { useMemo, useState } from 'preact/hooks';
import { MoneyCell } from '../../../components/money';
import { EmptyState } from '../../../components/status-message';
import { toCsv } from '../../../lib/csv';
import { t } from '../../../lib/i18n';
import type { StoredSale } from '../../../lib/sales/changes';
import { downloadText } from '../records/download';
import { RecordStatus } from '../records/record-status';
import { subIdsText } from '../records/transaction-columns';
import { SALES_CSV_COLUMNS } from './sales-csv';
import { searchSales, subIdsOf } from './sales-filter';

const SHOWN = 200;

export function SyncedSalesTable({ sales }: { sales: readonly StoredSale[] }) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchSales(sales, query), [sales, query]);
  const shown = found.slice(0, SHOWN);
  return (
    <div class="stack">
      <div class="field">
        <label for="sales-search">{t('salesSearch')}</label>
        <input
          id="sales-search"
          type="text"
          value={query}
          onInput={(e) => setQuery(e.currentTarget.value)}
          aria-describedby="sales-search-hint"
        />
        <p id="sales-search-hint" class="hint">
          {t('salesSearchHint')}
        </p>
      </div>
      <div class="table-wrap">
        <table aria-labelledby="synced-sales-caption">
          <caption id="synced-sales-caption">{t('salesSyncedSales')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('salesDate')}</th>
              <th scope="col">{t('salesCampaign')}</th>
              <th scope="col">{t('salesStatus')}</th>
              <th scope="col" class="num">
                {t('salesSaleAmount')}
              </th>
              <th scope="col" class="num">
                {t('salesCommission')}
              </th>
              <th scope="col">{t('salesSubIds')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((s) => (
              <tr key={s.id}>
                <td>{s.transaction_date}</td>
                <td>{s.campaign_name}</td>
                <td>
                  <RecordStatus status={s.status} />
                </td>
                <MoneyCell amount={s.sale_amount} currency={s.currency} />
                <MoneyCell amount={s.user_commission} currency={s.currency} />
                <td>{subIdsText(subIdsOf(s))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {found.length === 0 ? (
        sales.length === 0 ? (
          <EmptyState hint={t('salesNoneSyncedHint')}>{t('salesNoneSynced')}</EmptyState>
        ) : (
          <EmptyState hint={t('salesNoneHint')}>{t('salesNone')}</EmptyState>
        )
      ) : (
        <p class="hint">{t('salesShowing', shown.length, found.length)}</p>
      )}
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
