// The network's own link hosts learned for this key (links on them are Skipped): seen, and cleared, by the person.
import { useState } from 'preact/hooks';
import { useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import type { NetworkHosts } from '../classify-link';

export function NetworkHostsList({
  hosts,
  onCleared,
}: {
  hosts: NetworkHosts;
  onCleared: (hosts: NetworkHosts) => void;
}) {
  const send = useSend();
  const [cleared, setCleared] = useState(false);
  const all = [...new Set([...hosts.tracking, ...hosts.short])];
  return (
    <details class="network-hosts">
      <summary>{t('postNetworkHostsTitle')}</summary>
      <p class="hint muted">{t('postNetworkHostsHint')}</p>
      {all.length === 0 ? (
        <p>{t('postNetworkHostsNone')}</p>
      ) : (
        <ul aria-label={t('postNetworkHostsTitle')}>
          {all.map((h) => (
            <li key={h}>
              <bdi>{h}</bdi>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        disabled={all.length === 0}
        onClick={() => {
          send('post.networkHosts', { clear: true })
            .then((next) => {
              onCleared(next);
              setCleared(true);
            })
            .catch(() => undefined);
        }}
      >
        {t('postNetworkHostsClear')}
      </button>
      {cleared && <StatusMessage>{t('postNetworkHostsCleared')}</StatusMessage>}
    </details>
  );
}
