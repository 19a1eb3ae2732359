import { useState } from 'preact/hooks';
import { ListTable } from '../../../components/list/data-table';
import { useDebounced } from '../../../components/list/use-debounced';
import { usePage } from '../../../components/list/use-page';
import { useApi } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import { t, tPlural } from '../../core/i18n';
import { CampaignFilterForm } from './campaign-filter-form';
import { type CampaignFilters, campaignListParams, NO_FILTERS } from './campaign-filters';
import { campaignColumns } from './campaign-table';

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

  return (
    <div class="campaign-browser">
      <CampaignFilterForm filters={filters} onChange={setFilters} categories={categories} countries={countries} />
      <ListTable
        request={list}
        onPage={setPage}
        noun={t('optionsNounCampaigns')}
        count={(n) => tPlural(n, 'optionsCampaignCount')}
        emptyText={q.trim() ? t('optionsNoCampaignsMatchSearch', q.trim()) : t('optionsNoCampaignsMatchFilters')}
        label={t('commonCampaigns')}
        caption
        class="campaigns"
        bare
        labelCells
        columns={campaignColumns()}
        rowKey={(c) => c.id}
      />
    </div>
  );
}
