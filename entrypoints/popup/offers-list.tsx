// Coupons and deals of the matched campaign, with tracking links for the chosen channel.
import { CopyButton } from '../../components/copy-button';
import { ErrorAlert, toApiError } from '../../components/error-alert';
import { safeHttpUrl } from '../../components/safe-url';
import { useSend } from '../../components/send-context';
import { StatusMessage } from '../../components/status-message';
import { useRequest } from '../../components/use-request';
import type { Offer } from '../../lib/api/schemas';

export const OFFERS_PER_PAGE = 20;

interface Props {
  campaignId: number;
  /** The channel the offer links should carry; null for the account's default channel. */
  channelId: number | null;
  /** False when the saved key is known to lack read:offers: nothing is sent. */
  allowed: boolean;
}

const scopeNote = (
  <StatusMessage class="scope-missing">
    Offers and coupons need the <code>read:offers</code> scope, which your API key does not have.
  </StatusMessage>
);

export function OffersList({ campaignId, channelId, allowed }: Props) {
  const send = useSend();
  const offers = useRequest(
    () =>
      send('offers.list', {
        campaign_id: campaignId,
        ...(channelId !== null ? { channel_id: channelId } : {}),
        per_page: OFFERS_PER_PAGE,
      }),
    [send, campaignId, channelId],
    allowed,
  );

  if (!allowed) return scopeNote;
  if (offers.error !== undefined) {
    const e = toApiError(offers.error);
    if (e.kind === 'forbidden') return scopeNote;
    // A key problem is shown once at the top of the popup.
    if (e.kind === 'unauthorized' || e.kind === 'no_key') return null;
    return <ErrorAlert error={e} onRetry={offers.reload} />;
  }
  const page = offers.data;
  if (!page) return <p class="muted">Loading offers…</p>;
  if (page.data.length === 0) {
    return <StatusMessage>No current offers or coupons for this campaign.</StatusMessage>;
  }
  return (
    <>
      <ul class="offers" aria-label="Offers">
        {page.data.map((offer) => (
          <OfferItem key={offer.id} offer={offer} />
        ))}
      </ul>
      {page.meta.total > page.data.length && (
        <p class="muted small">
          Showing {page.data.length} of {page.meta.total} offers.
        </p>
      )}
      {page.skipped > 0 && (
        <p class="muted small">
          {page.skipped} offer{page.skipped === 1 ? '' : 's'} from the API could not be read and{' '}
          {page.skipped === 1 ? 'is' : 'are'} left out.
        </p>
      )}
    </>
  );
}

const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "Price 1,499 (was 1,999) · 25% off": the spec gives offer prices as plain numbers without a currency. */
export function offerPrices(o: Pick<Offer, 'original_price' | 'discount_price' | 'percent_off'>): string | null {
  const parts: string[] = [];
  if (o.discount_price !== null) {
    parts.push(
      `Price ${number.format(o.discount_price)}${o.original_price !== null ? ` (was ${number.format(o.original_price)})` : ''}`,
    );
  } else if (o.original_price !== null) {
    parts.push(`Price ${number.format(o.original_price)}`);
  }
  if (o.percent_off !== null) parts.push(`${number.format(o.percent_off)}% off`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function OfferItem({ offer: o }: { offer: Offer }) {
  const link = safeHttpUrl(o.tracking_url);
  const prices = offerPrices(o);
  return (
    <li class="offer">
      <strong class="offer-title">{o.title}</strong>
      {o.coupon_code && (
        <div class="coupon">
          <span class="muted small">Code</span> <code class="coupon-code">{o.coupon_code}</code>
          <CopyButton text={o.coupon_code} label="Copy code" copiedMessage="Code copied" />
        </div>
      )}
      {o.description && <p class="offer-description">{o.description}</p>}
      {prices && <p class="small">{prices}</p>}
      {o.shipping_charge && <p class="small">Shipping: {o.shipping_charge}</p>}
      <p class="muted small">
        Valid {o.start_date} to {o.end_date}
      </p>
      {link && <CopyButton text={link} label="Copy offer link" copiedMessage="Offer link copied" />}
    </li>
  );
}
