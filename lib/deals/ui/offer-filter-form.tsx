import { CampaignPicker } from '../../../components/campaign-picker';
import { CategoryChecks } from '../../../components/list/category-checks';
import { Field } from '../../../components/list/field';
import { DateField, SelectField } from '../../../components/list/filter-fields';
import type { RequestState } from '../../../components/use-request';
import type { CategoryLookup } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { OFFER_SORT_CHOICES, type OfferFilters, type OfferSortChoice, type OfferTypeChoice } from './offer-filters';

interface Props {
  filters: OfferFilters;
  onChange: (filters: OfferFilters) => void;
  categories: RequestState<CategoryLookup[]>;
}

const TYPE_OPTIONS: readonly { value: OfferTypeChoice; label: string }[] = [
  { value: '', label: t('dealsTypeAll') },
  { value: 'coupon', label: t('dealsTypeCoupons') },
  { value: 'deal', label: t('dealsTypeDeals') },
];

/** Search, Type, categories, campaign, valid-on day and sort; each change applies at once (the search after a pause). */
export function OfferFilterForm({ filters, onChange, categories }: Props) {
  const set = (patch: Partial<OfferFilters>) => onChange({ ...filters, ...patch });
  const sortOptions = (Object.keys(OFFER_SORT_CHOICES) as OfferSortChoice[]).map((value) => ({
    value,
    label: t(OFFER_SORT_CHOICES[value].labelKey),
  }));
  return (
    <search aria-label={t('dealsFilters')}>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('dealsSearch')} hint={t('dealsSearchHint')} class="wide">
          {(c) => (
            <input
              id={c.id}
              type="text"
              autocomplete="off"
              value={filters.q}
              onInput={(e) => set({ q: e.currentTarget.value })}
              aria-describedby={c.describedBy}
            />
          )}
        </Field>
        <SelectField
          label={t('dealsType')}
          value={filters.type}
          options={TYPE_OPTIONS}
          onChange={(type) => set({ type })}
        />
        <CampaignPicker value={filters.campaignId} onChange={(campaignId) => set({ campaignId })} />
        <DateField
          label={t('dealsValidOn')}
          hint={t('dealsValidOnHint')}
          value={filters.validOn}
          onChange={(validOn) => set({ validOn })}
        />
        <SelectField
          label={t('commonSortBy')}
          value={filters.sort}
          options={sortOptions}
          onChange={(sort) => set({ sort })}
        />
        <CategoryChecks
          chosen={filters.categoryIds}
          categories={categories}
          onChange={(categoryIds) => set({ categoryIds })}
        />
      </form>
    </search>
  );
}
