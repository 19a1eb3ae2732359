// `#queue`: the publish queue. Connected to a team relay (Options -> Relay), the relay's queue (relay-link's
// RelayQueue); otherwise this browser's own (LocalQueue), as it was before the relay was connected.
import { ErrorAlert } from '../../../components/error-alert';
import { Section } from '../../../components/options/section';
import { useSend } from '../../../components/send-context';
import { LoadingMessage } from '../../../components/status-message';
import { useRequest } from '../../../components/use-request';
import { t } from '../../core/i18n';
import { RelayQueue } from '../../relay-link/ui/relay-queue';
import { LocalQueue } from './local-queue';

export function QueueSection() {
  const send = useSend();
  const relay = useRequest(() => send('relay.status', {}), []);
  return (
    <Section id="queue" title={t('queueTitle')}>
      {relay.data === undefined ? (
        relay.error !== undefined ? (
          <ErrorAlert error={relay.error} onRetry={relay.reload} />
        ) : (
          <LoadingMessage>{t('queueLoading')}</LoadingMessage>
        )
      ) : relay.data.connected ? (
        <RelayQueue />
      ) : (
        <LocalQueue />
      )}
    </Section>
  );
}
