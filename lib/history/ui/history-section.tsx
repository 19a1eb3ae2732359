// Options -> History (#history): the links the person took, newest first, searchable through a token index,
// with what each tagged link earned (joined with the local copy of the sales) and whether its deal still earns (the
// campaign index; an offer's end date and the offers lists seen). The page makes no API request: settings and Clear history go to the background,
// everything else is read from the extension's own stores.

import { useMemo, useState } from 'preact/hooks';
import { accountCurrency, useAccount } from '../../../components/account-context';
import { ErrorAlert } from '../../../components/error-alert';
import { CheckboxField } from '../../../components/list/field';
import { useStoreSection } from '../../../components/list/use-store-section';
import { Section } from '../../../components/options/section';
import { useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { localDateTime } from '../../core/format/date-time';
import { type MessageKey, t, tPlural } from '../../core/i18n';
import { type DealKnowledge, dealProblem, localDay } from '../deal-health';
import { joinEarnings } from '../earnings';
import { HISTORY_MAX } from '../entry';
import { buildSearchIndex } from '../search-index';
import type { HistorySettings } from '../settings';
import { groupsPosts, HISTORY_SORTS, type HistorySort, sortHistory } from '../sort';
import { HistoryTable } from './history-table';
import { historyReader, type ReadHistory } from './read-history';
import './history.css';

const SORT_LABELS: Record<HistorySort, MessageKey> = {
  newest: 'historySortNewest',
  oldest: 'historySortOldest',
  commission: 'historySortCommission',
  sales: 'historySortSales',
  campaign: 'historySortCampaign',
};

export const HistorySection = ({ read }: { read?: ReadHistory }) => (
  <Section id="history" title={t('historySection')}>
    <History read={read} />
  </Section>
);

function History({ read: given }: { read?: ReadHistory }) {
  const send = useSend();
  const read = useMemo(() => given ?? historyReader(send), [given, send]);
  const account = useAccount();
  const store = useStoreSection(
    () => send('history.settings', {}),
    (patch: Partial<HistorySettings>) => send('history.settings', patch),
    read,
  );
  const { settings, data, error, change } = store;
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<HistorySort>('newest');
  const [note, setNote] = useState('');

  const entries = data?.entries ?? [];
  // Built at the first search, not before the first render; then each keystroke is a lookup, not a scan.
  const searching = query.trim() !== '';
  const index = useMemo(() => (searching ? buildSearchIndex(entries) : null), [entries, searching]);
  const earnings = useMemo(() => joinEarnings(entries, data?.sales ?? []), [entries, data]);
  // One sort per order chosen (or per load), then each search keeps the sorted entries that match.
  const sorted = useMemo(() => sortHistory(entries, sort, earnings), [entries, sort, earnings]);
  const found = useMemo(() => {
    const ids = index?.search(query) ?? null;
    return ids === null ? sorted : sorted.filter((e) => ids.has(e.id));
  }, [index, sorted, query]);
  const known = useMemo<DealKnowledge>(
    () => ({
      campaigns: data?.campaigns ?? null,
      today: localDay(Date.now()),
      goneOffers: data?.goneOffers ?? new Set(),
    }),
    [data],
  );
  const losing = useMemo(() => entries.filter((e) => dealProblem(e, known) !== null).length, [entries, known]);

  const clear = () =>
    store.act(async () => {
      await send('history.clear', {});
      setNote(t('historyCleared'));
      store.reload();
    });

  return (
    <div class="stack">
      <CheckboxField
        label={t('historyKeep')}
        hint={t('historyKeepHint', HISTORY_MAX.toLocaleString('en'))}
        checked={settings?.keep ?? true}
        disabled={!settings}
        onChange={(keep) => change({ keep })}
      />
      <CheckboxField
        label={t('historyTrack')}
        hint={t('historyTrackHint')}
        checked={settings?.trackEarnings ?? false}
        disabled={!settings}
        onChange={(trackEarnings) => change({ trackEarnings })}
      />
      {error !== null && <ErrorAlert error={error} />}
      <div class="actions">
        <div class="field">
          <label for="history-search">{t('historySearch')}</label>
          <input id="history-search" type="search" value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
        </div>
        <div class="field">
          <label for="history-sort">{t('historySortBy')}</label>
          <select id="history-sort" value={sort} onChange={(e) => setSort(e.currentTarget.value as HistorySort)}>
            {HISTORY_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABELS[s])}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={clear} disabled={!data}>
          {t('historyClear')}
        </button>
        <StatusMessage>{note}</StatusMessage>
      </div>
      <p class="hint">{t('historyClearHint')}</p>
      {data && !data.salesSynced && <p class="hint">{t('historyNoSalesSynced')}</p>}
      {losing > 0 && (
        <p class="history-losing">
          {data?.indexedAt
            ? tPlural(losing, 'historyLosing', localDateTime(data.indexedAt))
            : tPlural(losing, 'historyLosingNoIndex')}
        </p>
      )}
      {data && (
        <HistoryTable
          found={found}
          all={entries}
          earnings={earnings}
          known={known}
          currency={accountCurrency(account)}
          groupPosts={groupsPosts(sort)}
          resetKey={`${sort}:${query}`}
        />
      )}
    </div>
  );
}
