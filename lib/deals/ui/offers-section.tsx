// Options -> Deals (#offers): every live coupon and deal of the network, with links for the chosen channel.
import { useEffect, useState } from 'preact/hooks';
import { keyHasScope, useAccount } from '../../../components/account-context';
import { Field } from '../../../components/list/field';
import { RequireKey } from '../../../components/options/require-key';
import { Section } from '../../../components/options/section';
import { useAllChannels } from '../../../components/use-all-channels';
import { t, tParts } from '../../core/i18n';
import { OfferDetail } from './offer-detail';
import { OffersBrowser } from './offers-browser';
import './offers.css';

interface Props {
  offerId?: number;
  badOfferId?: string;
}

/** The list stays mounted (hidden) while one offer is open, so going back finds the same filters and place. */
export function OffersSection({ offerId, badOfferId }: Props) {
  return (
    <Section id="offers" title={t('dealsTitle')} scope="read:offers">
      <RequireKey>
        <Deals offerId={offerId} badOfferId={badOfferId} />
      </RequireKey>
    </Section>
  );
}

function Deals({ offerId, badOfferId }: Props) {
  const showingList = offerId === undefined && badOfferId === undefined;
  const [listOpened, setListOpened] = useState(showingList);
  useEffect(() => {
    if (showingList) setListOpened(true);
  }, [showingList]);

  const canListChannels = keyHasScope(useAccount(), 'read:channels');
  const channels = useAllChannels(canListChannels);
  const [channelId, setChannelId] = useState('');
  const channel = channels.data?.find((c) => String(c.id) === channelId) ?? null;
  const chosenId = channel?.id ?? null;
  const chosenName = channel?.name ?? null;

  return (
    <>
      <Field
        label={t('commonChannel')}
        hint={channels.error !== undefined || !canListChannels ? t('dealsChannelsNotListed') : t('dealsChannelHint')}
      >
        {(c) => (
          <select
            id={c.id}
            value={channelId}
            disabled={!channels.data}
            aria-describedby={c.describedBy}
            onChange={(e) => setChannelId(e.currentTarget.value)}
          >
            <option value="">{t('dealsDefaultChannel')}</option>
            {(channels.data ?? []).map((ch) => (
              <option key={ch.id} value={String(ch.id)}>
                {ch.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {(listOpened || showingList) && (
        <div hidden={!showingList}>
          <OffersBrowser channelId={chosenId} channelName={chosenName} channels={channels.data} />
        </div>
      )}
      {offerId !== undefined && (
        <OfferDetail id={offerId} channelId={chosenId} channelName={chosenName} channels={channels.data} />
      )}
      {badOfferId !== undefined && (
        <div class="alert" role="alert">
          <p>{tParts('dealsNotAnOfferId', badOfferId, <a href="#offers">{t('dealsBackToList')}</a>)}</p>
        </div>
      )}
    </>
  );
}
