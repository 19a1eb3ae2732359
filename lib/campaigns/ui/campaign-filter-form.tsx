import { CategoryChecks } from '../../../components/list/category-checks';
import type { RequestState } from '../../../components/use-request';
import { ACCESS_STATUS_FILTERS, CAMPAIGN_TYPES } from '../../core/api/enums';
import type { CategoryLookup, CountryLookup } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { accessStatusWord } from '../../core/status-words';
import { type CampaignFilters, SORT_OPTIONS } from './campaign-filters';

interface Props {
  filters: CampaignFilters;
  onChange: (filters: CampaignFilters) => void;
  categories: RequestState<CategoryLookup[]>;
  countries: RequestState<CountryLookup[]>;
}

/** Search, filters and sort of the campaign list; every change applies at once (the search after a pause). */
export function CampaignFilterForm({ filters, onChange, categories, countries }: Props) {
  const set = (patch: Partial<CampaignFilters>) => onChange({ ...filters, ...patch });
  const searching = filters.q.trim() !== '';
  return (
    <search aria-label={t('optionsCampaignFilters')}>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <div class="field wide">
          <label for="campaign-search">{t('optionsCampaignSearch')}</label>
          <input
            id="campaign-search"
            type="text"
            value={filters.q}
            autocomplete="off"
            aria-describedby="campaign-search-hint"
            onInput={(e) => set({ q: e.currentTarget.value })}
          />
          <p id="campaign-search-hint" class="hint">
            {t('optionsCampaignSearchHint')}
          </p>
        </div>
        <div class="field">
          <label for="campaign-type">{t('commonCampaignType')}</label>
          <select
            id="campaign-type"
            value={filters.campaignType}
            onChange={(e) => set({ campaignType: e.currentTarget.value })}
          >
            <option value="">{t('optionsAllTypes')}</option>
            {CAMPAIGN_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="campaign-access">{t('commonAccessStatus')}</label>
          <select
            id="campaign-access"
            value={filters.accessStatus}
            onChange={(e) => set({ accessStatus: e.currentTarget.value })}
          >
            <option value="">{t('optionsAnyAccessStatus')}</option>
            {ACCESS_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {accessStatusWord(s)}
              </option>
            ))}
          </select>
        </div>
        <LookupSelect
          id="campaign-country"
          label={t('commonCountry')}
          allLabel={t('optionsAllCountries')}
          failedNote={t('optionsCountriesNotLoaded')}
          value={filters.countryId}
          lookup={countries}
          disabled={searching}
          hint={searching ? t('optionsCountryIgnoredWhileSearching') : undefined}
          onChange={(countryId) => set({ countryId })}
        />
        <div class="field wide">
          <label for="campaign-sort">{t('commonSortBy')}</label>
          <select id="campaign-sort" value={filters.sort} onChange={(e) => set({ sort: e.currentTarget.value })}>
            <option value="">{t('optionsSortNameRelevance')}</option>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(o.labelKey)}
              </option>
            ))}
          </select>
        </div>
        <CategoryChecks
          chosen={filters.categoryIds}
          categories={categories}
          onChange={(categoryIds) => set({ categoryIds })}
        />
        <div class="field">
          <label for="campaign-order">{t('commonSortOrder')}</label>
          <select
            id="campaign-order"
            value={filters.order}
            onChange={(e) => set({ order: e.currentTarget.value === 'desc' ? 'desc' : 'asc' })}
          >
            <option value="asc">{t('optionsAscending')}</option>
            <option value="desc">{t('optionsDescending')}</option>
          </select>
        </div>
      </form>
    </search>
  );
}

interface LookupSelectProps {
  id: string;
  label: string;
  allLabel: string;
  /** Said when the lookup could not be loaded. */
  failedNote: string;
  value: string;
  lookup: RequestState<{ id: number; name: string }[]>;
  onChange: (value: string) => void;
  disabled?: boolean;
  hint?: string;
}

/** A filter whose options come from a lookup; says so when the lookup could not be loaded. */
function LookupSelect({ id, label, allLabel, failedNote, value, lookup, onChange, disabled, hint }: LookupSelectProps) {
  const note = lookup.error !== undefined ? failedNote : hint;
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled || !lookup.data}
        aria-describedby={note ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <option value="">{lookup.loading && !lookup.data ? t('optionsLoading') : allLabel}</option>
        {(lookup.data ?? []).map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
      {note && (
        <p id={`${id}-hint`} class="hint">
          {note}{' '}
          {lookup.error !== undefined && (
            <button type="button" class="link" onClick={lookup.reload}>
              {t('commonTryAgain')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
