// One offer in full: title, campaign, code, prices, validity, terms, and what a publisher does with it. Its link,
// copied or added to a post, goes into the link history (the background checks it against the offer it served).
// Beside the link, before any way to copy or post it, what it will earn: an offer of a campaign the publisher
// cannot earn from says so in the popup's words, with Request access where it applies.

import { CopyButton } from '../../../components/copy-button';
import { lazyComponent } from '../../../components/lazy';
import { campaignHref, offerHref } from '../../../components/options/routes';
import { safeHttpUrl } from '../../../components/safe-url';
import { useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { VerdictLine } from '../../../components/verdict-line';
import type { Channel, Offer } from '../../core/api/schemas';
import { offerPrices } from '../../core/format/offer-prices';
import { t } from '../../core/i18n';
import { PostButton } from '../../posting/ui/post-button';
import { AddToPost } from './add-to-post';
import type { OfferJudgement } from './use-offer-verdicts';

const RequestAccess = lazyComponent(() => import('../../../components/request-access').then((m) => m.RequestAccess));

interface Props {
  offer: Offer;
  /** The channel the offers were asked for (the link carries it), null for the account's default channel. */
  channelId: number | null;
  /** The name of the channel the link carries, null for the account's default channel. */
  channelName: string | null;
  /** In the list the title opens the offer alone; on its own page it is the heading. */
  alone?: boolean;
  /** What its link earns (null: not known); only a link that may not or will not earn is said to. */
  judgement?: OfferJudgement | null;
  /** The publisher's channels, for an access request. */
  channels?: readonly Channel[];
  /** An access request was sent for the offer's campaign. */
  onRequested?: () => void;
}

/** Which channel an offer link carries (said once above a list, or under an offer on its own). */
export function ChannelNote({ channelName }: { channelName: string | null }) {
  return (
    <p class="hint muted small">
      {channelName === null ? t('dealsLinkCarriesDefaultChannel') : t('dealsLinkCarriesChannel', channelName)}
    </p>
  );
}

export function OfferCard({
  offer: o,
  channelId,
  channelName,
  alone = false,
  judgement = null,
  channels,
  onRequested,
}: Props) {
  const send = useSend();
  const link = safeHttpUrl(o.tracking_url);
  const record = () => {
    if (link) send('history.recordOffer', { offerId: o.id, channelId, link }).catch(() => {});
  };
  const prices = offerPrices(o);
  const title = <bdi>{o.title}</bdi>;
  return (
    <article class="offer-card" aria-label={o.title}>
      {alone ? (
        <h3 class="offer-title api-text">{title}</h3>
      ) : (
        <h3 class="offer-title api-text">
          <a href={offerHref(o.id)}>{title}</a>
        </h3>
      )}
      <p class="offer-campaign">
        <a href={campaignHref(o.campaign_id)}>
          <bdi>{o.campaign_name}</bdi>
        </a>{' '}
        <span class="muted small">{o.offer_type === 'coupon' ? t('dealsKindCoupon') : t('dealsKindDeal')}</span>
      </p>
      {o.coupon_code && (
        <p class="coupon">
          <span class="muted small">{t('popupCouponCode')}</span>{' '}
          <code class="coupon-code api-text">
            <bdi>{o.coupon_code}</bdi>
          </code>{' '}
          <CopyButton text={o.coupon_code} label={t('popupCopyCode')} copiedMessage={t('popupCodeCopied')} />
        </p>
      )}
      {prices && <p>{prices}</p>}
      {o.shipping_charge && <p class="small">{t('popupShipping', o.shipping_charge)}</p>}
      <p class="muted small">{t('popupValidFromTo', o.start_date, o.end_date)}</p>
      {/* Plain text in the spec (HTML stripped): rendered as text, so "<FLAT50>" stays what it says. */}
      {o.description && <p class="offer-description api-text">{o.description}</p>}
      {o.terms ? (
        <div class="offer-terms">
          <h4>{t('dealsTerms')}</h4>
          <p class="api-text">{o.terms}</p>
        </div>
      ) : (
        <p class="muted small">{t('dealsNoTerms')}</p>
      )}
      {o.categories.length > 0 && (
        <p class="muted small">{t('dealsCategories', o.categories.map((c) => c.name).join(', '))}</p>
      )}
      {link && judgement && judgement.verdict.outcome !== 'earns' && (
        <div class="offer-verdict">
          <VerdictLine verdict={judgement.verdict} inList />
          <RequestAccess campaign={judgement.campaign} channels={channels} onRequested={() => onRequested?.()} />
        </div>
      )}
      {link ? (
        <div class="offer-actions">
          <CopyButton
            text={link}
            label={t('popupCopyOfferLink')}
            copiedMessage={t('popupOfferLinkCopied')}
            onCopied={record}
          />
          <AddToPost title={o.title} link={link} onAdded={record} />
          <PostButton source={{ kind: 'offer', offerId: o.id }} />
          {alone && <ChannelNote channelName={channelName} />}
          {link.startsWith('http:') && (
            <StatusMessage class="insecure-link">{t('popupLinkNotEncrypted')}</StatusMessage>
          )}
        </div>
      ) : (
        <p class="muted small">{t('dealsNoLink')}</p>
      )}
    </article>
  );
}
