// `#offers`: every live offer the filters select, gathered from all pages at the API's largest page (500), shown a
// screenful at a time.
import { useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { useDebounced } from '../../../components/list/use-debounced';
import { useApi } from '../../../components/send-context';
import { EmptyState, LoadingMessage, StatusMessage } from '../../../components/status-message';
import { useRequest } from '../../../components/use-request';
import { PER_PAGE_MAX } from '../../../lib/api/endpoints';
import { collectPages, type PageProgress } from '../../../lib/api/paginate';
import { t, tPlural } from '../../../lib/i18n';
import { ChannelNote, OfferCard } from './offer-card';
import { OfferFilterForm } from './offer-filter-form';
import { NO_OFFER_FILTERS, type OfferFilters, offerListParams } from './offer-filters';

export const SEARCH_DELAY_MS = 300;
/** Offers rendered at first and added by each "Show more". */
export const OFFERS_SHOWN_STEP = 50;

interface Props {
  /** The channel the links carry; null for the account's default channel. */
  channelId: number | null;
  channelName: string | null;
}

export function OffersBrowser({ channelId, channelName }: Props) {
  const api = useApi();
  const [filters, setFilters] = useState<OfferFilters>(NO_OFFER_FILTERS);
  const q = useDebounced(filters.q, SEARCH_DELAY_MS);
  const params = offerListParams({ ...filters, q });
  if (channelId !== null) params.channel_id = channelId;
  const key = JSON.stringify(params);
  const [progress, setProgress] = useState<PageProgress | null>(null);
  const [shown, setShown] = useState({ key, count: OFFERS_SHOWN_STEP });
  const shownCount = shown.key === key ? shown.count : OFFERS_SHOWN_STEP;

  const list = useRequest(
    () =>
      collectPages((page) => api('listOffers', { ...params, page, per_page: PER_PAGE_MAX.listOffers }), {
        key: (o) => o.id,
        onProgress: setProgress,
      }),
    [api, key],
  );
  const categories = useRequest(() => api('listCategories', {}), [api]);

  const offers = list.data?.data ?? [];
  const visible = offers.slice(0, shownCount);
  return (
    <div class="offers-browser">
      <OfferFilterForm filters={filters} onChange={setFilters} categories={categories} />
      {list.error !== undefined && <ErrorAlert error={list.error} onRetry={list.reload} />}
      {list.loading && (
        <LoadingMessage>
          {progress && progress.totalPages !== null && progress.totalPages > 1
            ? t('dealsLoadingPageOf', progress.page, progress.totalPages)
            : t('dealsLoading')}
        </LoadingMessage>
      )}
      {list.data && !list.loading && offers.length === 0 && (
        <EmptyState hint={t('dealsEmptyHint')}>
          {q.trim() ? t('dealsNoneMatchSearch', q.trim()) : t('dealsNoneMatchFilters')}
        </EmptyState>
      )}
      {list.data && !list.loading && offers.length > 0 && (
        <>
          <p class="muted" aria-live="polite">
            {tPlural(offers.length, 'dealsCount')}
          </p>
          <ChannelNote channelName={channelName} />
        </>
      )}
      {offers.length > 0 && (
        <ul class="offer-list" aria-label={t('dealsOffersList')}>
          {visible.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} channelId={channelId} channelName={channelName} />
            </li>
          ))}
        </ul>
      )}
      {offers.length > visible.length && (
        <p>
          <button type="button" onClick={() => setShown({ key, count: shownCount + OFFERS_SHOWN_STEP })}>
            {t('dealsShowMore', Math.min(OFFERS_SHOWN_STEP, offers.length - visible.length))}
          </button>{' '}
          <span class="muted small">{t('dealsShownOf', visible.length, offers.length)}</span>
        </p>
      )}
      {list.data && list.data.skipped > 0 && (
        <StatusMessage>{tPlural(list.data.skipped, 'dealsSkipped')}</StatusMessage>
      )}
    </div>
  );
}
