// Coupons and deals of the matched campaign, with tracking links for the chosen channel; a copied offer link goes
// into the link history.

import { useState } from 'preact/hooks';
import { CopyButton } from '../../../components/copy-button';
import { ErrorAlert, toApiError } from '../../../components/error-alert';
import { safeHttpUrl } from '../../../components/safe-url';
import { useApi, useSend } from '../../../components/send-context';
import { EmptyState, LoadingMessage, StatusMessage } from '../../../components/status-message';
import { useRequest } from '../../../components/use-request';
import type { Offer } from '../../core/api/schemas';
import { offerPrices } from '../../core/format/offer-prices';
import { t, tParts, tPlural } from '../../core/i18n';

/** One request brings all of a campaign's offers: the API's largest page (spec section 8). */
export const OFFERS_PER_PAGE = 500;
/** Shown before "Show all": the best few. */
export const OFFERS_FIRST_SHOWN = 3;

/** The best first: coupons, then the larger discount, then the one ending sooner. */
export function bestFirst(offers: Offer[]): Offer[] {
  return [...offers].sort(
    (a, b) =>
      Number(b.coupon_code !== null) - Number(a.coupon_code !== null) ||
      (b.percent_off ?? 0) - (a.percent_off ?? 0) ||
      a.end_date.localeCompare(b.end_date),
  );
}

interface Props {
  campaignId: number;
  /** The channel the offer links should carry; null for the account's default channel. */
  channelId: number | null;
  /** False when the saved key is known to lack read:offers: nothing is sent. */
  allowed: boolean;
}

function ScopeNote() {
  return (
    <StatusMessage class="scope-missing">{tParts('popupOffersNeedScope', <code>{'read:offers'}</code>)}</StatusMessage>
  );
}

export function OffersList({ campaignId, channelId, allowed }: Props) {
  const api = useApi();
  const send = useSend();
  const record = (offerId: number, link: string) => {
    send('history.recordOffer', { offerId, channelId, link }).catch(() => {});
  };
  const [all, setAll] = useState(false);
  const offers = useRequest(
    () =>
      api('listOffers', {
        campaign_id: campaignId,
        ...(channelId !== null ? { channel_id: channelId } : {}),
        per_page: OFFERS_PER_PAGE,
      }),
    [api, campaignId, channelId],
    allowed,
  );

  if (!allowed) return <ScopeNote />;
  if (offers.error !== undefined) {
    const e = toApiError(offers.error);
    if (e.kind === 'forbidden') return <ScopeNote />;
    // A key problem is shown once at the top of the popup.
    if (e.kind === 'unauthorized' || e.kind === 'no_key') return null;
    return <ErrorAlert error={e} onRetry={offers.reload} />;
  }
  const page = offers.data;
  if (!page) return <LoadingMessage>{t('popupLoadingOffers')}</LoadingMessage>;
  if (page.data.length === 0) {
    return <EmptyState>{t('popupNoOffers')}</EmptyState>;
  }
  const sorted = bestFirst(page.data);
  const shown = all ? sorted : sorted.slice(0, OFFERS_FIRST_SHOWN);
  return (
    <>
      <ul class="offers" aria-label={t('popupOffers')}>
        {shown.map((offer) => (
          <OfferItem key={offer.id} offer={offer} onCopied={record} />
        ))}
      </ul>
      {shown.length < sorted.length && (
        <button type="button" class="link" onClick={() => setAll(true)}>
          {t('popupShowAllOffers', sorted.length)}
        </button>
      )}
      {page.meta.total > page.data.length && (
        <p class="muted small">{t('popupOffersShown', page.data.length, page.meta.total)}</p>
      )}
      {page.skipped > 0 && <p class="muted small">{tPlural(page.skipped, 'popupOffersSkipped')}</p>}
    </>
  );
}

function OfferItem({ offer: o, onCopied }: { offer: Offer; onCopied: (offerId: number, link: string) => void }) {
  const link = safeHttpUrl(o.tracking_url);
  const prices = offerPrices(o);
  return (
    <li class="offer">
      <strong class="offer-title api-text">
        <bdi>{o.title}</bdi>
      </strong>
      {o.coupon_code && (
        <div class="coupon">
          <span class="muted small">{t('popupCouponCode')}</span>{' '}
          <code class="coupon-code api-text">
            <bdi>{o.coupon_code}</bdi>
          </code>
          <CopyButton text={o.coupon_code} label={t('popupCopyCode')} copiedMessage={t('popupCodeCopied')} />
        </div>
      )}
      {/* Plain text in the spec (HTML stripped): rendered as text, so "<FLAT50>" stays what it says. */}
      {o.description && <p class="offer-description">{o.description}</p>}
      {prices && <p class="small">{prices}</p>}
      {o.shipping_charge && <p class="small">{t('popupShipping', o.shipping_charge)}</p>}
      <p class="muted small">{t('popupValidFromTo', o.start_date, o.end_date)}</p>
      {o.terms && (
        <details class="offer-terms">
          <summary>{t('popupOfferTerms')}</summary>
          <p class="small">{o.terms}</p>
        </details>
      )}
      {link && (
        <CopyButton
          text={link}
          label={t('popupCopyOfferLink')}
          copiedMessage={t('popupOfferLinkCopiedChannelOnly')}
          onCopied={() => onCopied(o.id, link)}
        />
      )}
    </li>
  );
}
