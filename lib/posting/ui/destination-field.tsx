// The Post dialog's Destination: the list to choose from, or where to add one when there is none.
import { StatusMessage } from '../../../components/status-message';
import { browser } from '../../core/browser';
import { t } from '../../core/i18n';
import type { DestinationView } from '../destination';

interface Props {
  destinations: DestinationView[] | null;
  destinationId: string;
  destination: DestinationView | null;
  onChoose: (id: string) => void;
}

export function DestinationField({ destinations, destinationId, destination, onChoose }: Props) {
  if (destinations?.length === 0) {
    return (
      <StatusMessage>
        {t('postDialogNoDestinations')}{' '}
        <a href={browser.runtime.getURL('/options.html#destinations')} target="_blank" rel="noopener">
          {t('destinationsTitle')}
        </a>
      </StatusMessage>
    );
  }
  if (!destinations) return null;
  return (
    <div class="field">
      <label for="post-destination">{t('postDialogDestination')}</label>
      <select id="post-destination" value={destinationId} onChange={(e) => onChoose(e.currentTarget.value)}>
        {destinations.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
      {destination && !destination.addDisclosure && <p class="hint">{t('destinationDisclosureOff')}</p>}
    </div>
  );
}
