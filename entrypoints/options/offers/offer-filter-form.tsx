import { CampaignPicker } from '../../../components/campaign-picker';
import { Field } from '../../../components/list/field';
import { DateField, SelectField } from '../../../components/list/filter-fields';
import type { RequestState } from '../../../components/use-request';
import type { CategoryLookup } from '../../../lib/api/schemas';
import { t } from '../../../lib/i18n';
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
              type="search"
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

/** Several categories at once (an offer in any of them matches), behind a disclosure to keep the form short. */
export function CategoryChecks({
  chosen,
  categories,
  onChange,
}: {
  chosen: string[];
  categories: RequestState<CategoryLookup[]>;
  onChange: (ids: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <details class="field wide category-checks">
      <summary>{chosen.length === 0 ? t('dealsCategoriesAny') : t('dealsCategoriesChosen', chosen.length)}</summary>
      {categories.error !== undefined && (
        <p class="hint">
          {t('optionsCategoriesNotLoaded')}{' '}
          <button type="button" class="link" onClick={categories.reload}>
            {t('commonTryAgain')}
          </button>
        </p>
      )}
      <fieldset>
        <legend class="visually-hidden">{t('dealsCategoriesLegend')}</legend>
        {(categories.data ?? []).map((c) => {
          const id = String(c.id);
          return (
            <label key={c.id} class="check">
              <input
                type="checkbox"
                checked={chosen.includes(id)}
                onChange={(e) => toggle(id, e.currentTarget.checked)}
              />{' '}
              {c.name}
            </label>
          );
        })}
      </fieldset>
      {chosen.length > 0 && (
        <button type="button" class="link" onClick={() => onChange([])}>
          {t('dealsCategoriesClear')}
        </button>
      )}
    </details>
  );
}
