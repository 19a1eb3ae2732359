// Coupons and deals of the matched campaign, with tracking links for the chosen channel.
import { CopyButton } from '../../components/copy-button';
import { ErrorAlert, toApiError } from '../../components/error-alert';
import { safeHttpUrl } from '../../components/safe-url';
import { useApi } from '../../components/send-context';
import { StatusMessage } from '../../components/status-message';
import { useRequest } from '../../components/use-request';
import type { Offer } from '../../lib/api/schemas';
import { t, tParts, tPlural } from '../../lib/i18n';

export const OFFERS_PER_PAGE = 20;

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
  if (!page) return <p class="muted">{t('popupLoadingOffers')}</p>;
  if (page.data.length === 0) {
    return <StatusMessage>{t('popupNoOffers')}</StatusMessage>;
  }
  return (
    <>
      <ul class="offers" aria-label={t('popupOffers')}>
        {page.data.map((offer) => (
          <OfferItem key={offer.id} offer={offer} />
        ))}
      </ul>
      {page.meta.total > page.data.length && (
        <p class="muted small">{t('popupOffersShown', page.data.length, page.meta.total)}</p>
      )}
      {page.skipped > 0 && <p class="muted small">{tPlural(page.skipped, 'popupOffersSkipped')}</p>}
    </>
  );
}

const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "Price 1,499 (was 1,999) · 25% off": the spec gives offer prices as plain numbers without a currency. */
export function offerPrices(o: Pick<Offer, 'original_price' | 'discount_price' | 'percent_off'>): string | null {
  const parts: string[] = [];
  if (o.discount_price !== null) {
    parts.push(
      o.original_price !== null
        ? t('popupPriceWas', number.format(o.discount_price), number.format(o.original_price))
        : t('popupPrice', number.format(o.discount_price)),
    );
  } else if (o.original_price !== null) {
    parts.push(t('popupPrice', number.format(o.original_price)));
  }
  if (o.percent_off !== null) parts.push(t('popupPercentOff', number.format(o.percent_off)));
  return parts.length > 0 ? parts.join(' · ') : null;
}

function OfferItem({ offer: o }: { offer: Offer }) {
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
      {o.description && <p class="offer-description">{o.description}</p>}
      {prices && <p class="small">{prices}</p>}
      {o.shipping_charge && <p class="small">{t('popupShipping', o.shipping_charge)}</p>}
      <p class="muted small">{t('popupValidFromTo', o.start_date, o.end_date)}</p>
      {link && <CopyButton text={link} label={t('popupCopyOfferLink')} copiedMessage={t('popupOfferLinkCopied')} />}
    </li>
  );
}
