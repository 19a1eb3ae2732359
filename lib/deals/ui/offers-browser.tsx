// `#offers`: every live offer the filters select, gathered from all pages at the API's largest page (500), shown a
// screenful at a time.
import { useState } from 'preact/hooks';
import { PageState } from '../../../components/list/table-parts';
import { useDebounced } from '../../../components/list/use-debounced';
import { useShownRows } from '../../../components/list/use-shown-rows';
import { useApi } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import { PER_PAGE_MAX } from '../../core/api/endpoints';
import { collectPages, type PageProgress } from '../../core/api/paginate';
import type { Channel, Offer } from '../../core/api/schemas';
import { t, tPlural } from '../../core/i18n';
import { ChannelNote, OfferCard } from './offer-card';
import { OfferFilterForm } from './offer-filter-form';
import { NO_OFFER_FILTERS, type OfferFilters, offerListParams } from './offer-filters';
import { useOfferVerdicts } from './use-offer-verdicts';

export const SEARCH_DELAY_MS = 300;
const NO_OFFERS: Offer[] = [];
/** Offers rendered at first and added by each "Show more". */
export const OFFERS_SHOWN_STEP = 50;

interface Props {
  /** The channel the links carry; null for the account's default channel. */
  channelId: number | null;
  channelName: string | null;
  /** The publisher's channels (the links' verdicts, access requests); undefined while unknown. */
  channels: readonly Channel[] | undefined;
}

export function OffersBrowser({ channelId, channelName, channels }: Props) {
  const api = useApi();
  const [filters, setFilters] = useState<OfferFilters>(NO_OFFER_FILTERS);
  const q = useDebounced(filters.q, SEARCH_DELAY_MS);
  const params = offerListParams({ ...filters, q });
  if (channelId !== null) params.channel_id = channelId;
  const key = JSON.stringify(params);
  const [progress, setProgress] = useState<PageProgress | null>(null);
  const list = useRequest(
    () =>
      collectPages((page) => api('listOffers', { ...params, page, per_page: PER_PAGE_MAX.listOffers }), {
        key: (o) => o.id,
        onProgress: setProgress,
      }),
    [api, key],
  );
  const categories = useRequest(() => api('listCategories', {}), [api]);

  const offers = list.data?.data ?? NO_OFFERS;
  const verdicts = useOfferVerdicts(offers, channels, channelId);
  const { visible, left, showMore } = useShownRows(offers, OFFERS_SHOWN_STEP, key);
  return (
    <div class="offers-browser">
      <OfferFilterForm filters={filters} onChange={setFilters} categories={categories} />
      <PageState
        request={list}
        noun={t('dealsNounOffers')}
        loadingText={
          progress && progress.totalPages !== null && progress.totalPages > 1
            ? t('dealsLoadingPageOf', progress.page, progress.totalPages)
            : t('dealsLoading')
        }
        emptyText={q.trim() ? t('dealsNoneMatchSearch', q.trim()) : t('dealsNoneMatchFilters')}
        emptyHint={t('dealsEmptyHint')}
      />
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
              <OfferCard
                offer={offer}
                channelId={channelId}
                channelName={channelName}
                judgement={verdicts.of(offer)}
                channels={channels}
                onRequested={verdicts.reload}
              />
            </li>
          ))}
        </ul>
      )}
      {left > 0 && (
        <p>
          <button type="button" onClick={showMore}>
            {t('dealsShowMore', Math.min(OFFERS_SHOWN_STEP, left))}
          </button>{' '}
          <span class="muted small">{t('dealsShownOf', visible.length, offers.length)}</span>
        </p>
      )}
    </div>
  );
}
