import { useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { useDebounced } from '../../../components/list/use-debounced';
import { usePage } from '../../../components/list/use-page';
import { Pager } from '../../../components/pager';
import { useApi } from '../../../components/send-context';
import { EmptyState, LoadingMessage, StatusMessage } from '../../../components/status-message';
import { useRequest } from '../../../components/use-request';
import { t, tPlural } from '../../../lib/i18n';
import { CampaignFilterForm } from './campaign-filter-form';
import { type CampaignFilters, campaignListParams, NO_FILTERS } from './campaign-filters';
import { CampaignTable } from './campaign-table';

export const SEARCH_DELAY_MS = 300;

/** `#campaigns`: search, filter and page through the campaigns. */
export function CampaignBrowser() {
  const api = useApi();
  const [filters, setFilters] = useState<CampaignFilters>(NO_FILTERS);
  const q = useDebounced(filters.q, SEARCH_DELAY_MS);
  const applied = { ...filters, q };
  // The page belongs to the filters it was chosen under: any change of filter starts again at page 1.
  const filterKey = JSON.stringify(campaignListParams(applied, 1));
  const [page, setPage] = usePage(filterKey);

  const list = useRequest(() => api('listCampaigns', campaignListParams(applied, page)), [api, filterKey, page]);
  const categories = useRequest(() => api('listCategories', {}), [api]);
  const countries = useRequest(() => api('listCountries', {}), [api]);

  const campaigns = list.data?.data ?? [];
  return (
    <div class="campaign-browser">
      <CampaignFilterForm filters={filters} onChange={setFilters} categories={categories} countries={countries} />
      {list.error !== undefined && <ErrorAlert error={list.error} onRetry={list.reload} />}
      {list.loading && <LoadingMessage>{t('optionsLoadingCampaigns')}</LoadingMessage>}
      {list.data && !list.loading && campaigns.length === 0 && (
        <EmptyState hint={t('recordsEmptyHint')}>
          {q.trim() ? t('optionsNoCampaignsMatchSearch', q.trim()) : t('optionsNoCampaignsMatchFilters')}
        </EmptyState>
      )}
      {campaigns.length > 0 && <CampaignTable campaigns={campaigns} />}
      {list.data && list.data.skipped > 0 && (
        <StatusMessage>{t('optionsCampaignsSkipped', list.data.skipped)}</StatusMessage>
      )}
      <Pager
        meta={list.data?.meta}
        onPage={setPage}
        noun={t('optionsNounCampaigns')}
        count={(n) => tPlural(n, 'optionsCampaignCount')}
        disabled={list.loading}
      />
    </div>
  );
}
