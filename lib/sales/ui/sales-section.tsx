// Options -> Sales (#sales): the sales alerts' settings, Sync now and Last sync, and the local copy, asked of the
// background that owns it (this extension's own data, not an API answer: no request), searchable offline.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { accountCurrency, useAccount } from '../../../components/account-context';
import { ErrorAlert } from '../../../components/error-alert';
import { useStoreSection } from '../../../components/list/use-store-section';
import { Section } from '../../../components/options/section';
import { useSend } from '../../../components/send-context';
import { t } from '../../core/i18n';
import type { StoredSale } from '../changes';
import type { SalesSettings } from '../settings';
import { SalesChart } from './sales-chart';
import { SalesSettingsForm } from './sales-settings-form';
import { SubIdEarningsTable } from './subid-earnings-table';
import { SyncedSalesTable } from './synced-sales-table';
import './sales.css';

export type ReadSales = () => Promise<StoredSale[]>;

const NO_SALES: StoredSale[] = [];

export const SalesSection = ({ readSales }: { readSales?: ReadSales }) => (
  <Section id="sales" title={t('salesSection')} scope="read:transactions">
    <Sales readSales={readSales} />
  </Section>
);

function Sales({ readSales: given }: { readSales?: ReadSales }) {
  const send = useSend();
  const readSales = useMemo<ReadSales>(
    () => given ?? (() => send('sales.copy', {}).then((copy) => copy.sales)),
    [given, send],
  );
  const account = useAccount();
  const store = useStoreSection(
    () => send('sales.status', {}),
    (patch: Partial<SalesSettings>) => send('sales.settings', patch),
    readSales,
  );
  const { settings: status, setSettings: setStatus, reload, error, setError } = store;
  const sales = store.data ?? NO_SALES;
  const [busy, setBusy] = useState(false);

  // A sync the background runs on its own (Sales alerts just switched on, an alarm): follow it to its end.
  const running = status?.running ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      send('sales.status', {}).then((next) => {
        setStatus(next);
        if (!next.running) reload();
      }, setError);
    }, 1000);
    return () => clearTimeout(timer);
  }, [running, status, send, reload, setStatus, setError]);

  async function syncNow() {
    setBusy(true);
    await store.act(async () => {
      setStatus(await send('sales.syncNow', {}));
      reload();
    });
    setBusy(false);
  }

  if (!status) return error ? <ErrorAlert error={error} /> : null;
  const currency = sales[0]?.currency ?? accountCurrency(account);
  return (
    <div class="stack">
      <SalesSettingsForm status={status} busy={busy} error={error} onChange={store.change} onSyncNow={syncNow} />
      <SalesChart sales={sales} currency={currency} />
      <SyncedSalesTable sales={sales} currency={currency} reload={reload} />
      <SubIdEarningsTable sales={sales} currency={currency} />
    </div>
  );
}
