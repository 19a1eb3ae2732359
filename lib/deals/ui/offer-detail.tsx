// `#offers/<id>`: one offer alone (GET /offers/:id), its link for the chosen channel.
import { useMemo } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { useApi } from '../../../components/send-context';
import { LoadingMessage } from '../../../components/status-message';
import { useRequest } from '../../../components/use-request';
import type { Channel, Offer } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { OfferCard } from './offer-card';
import { useOfferVerdicts } from './use-offer-verdicts';

interface Props {
  id: number;
  channelId: number | null;
  channelName: string | null;
  channels: readonly Channel[] | undefined;
}

const NONE: Offer[] = [];

export function OfferDetail({ id, channelId, channelName, channels }: Props) {
  const api = useApi();
  const offer = useRequest(
    () => api('getOffer', channelId !== null ? { id, channel_id: channelId } : { id }),
    [api, id, channelId],
  );
  const shown = useMemo(() => (offer.data ? [offer.data] : NONE), [offer.data]);
  const verdicts = useOfferVerdicts(shown, channels, channelId);
  return (
    <div class="offer-detail">
      <p>
        <a href="#offers">{t('dealsBackToList')}</a>
      </p>
      {offer.error !== undefined && <ErrorAlert error={offer.error} onRetry={offer.reload} />}
      {offer.loading && !offer.data && <LoadingMessage>{t('dealsLoadingOne')}</LoadingMessage>}
      {offer.data && (
        <OfferCard
          offer={offer.data}
          channelId={channelId}
          channelName={channelName}
          alone
          judgement={verdicts.of(offer.data)}
          channels={channels}
          onRequested={verdicts.reload}
        />
      )}
    </div>
  );
}
