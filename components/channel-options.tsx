// The <option>s of a channel choice, the same in the popup and the post converter: "Default channel (<name>)" as
// the empty value, then every channel with its status (only approved ones can be chosen: only they carry clicks).
import type { Channel } from '../lib/core/api/schemas';
import { t } from '../lib/core/i18n';
import { channelStatusWord } from '../lib/core/status-words';

// Directional formatting characters (embeddings, overrides, isolates, marks).
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * An <option> holds text only: a name with direction controls goes between FSI and PDI, so an override in it stays
 * inside it and the words around it (" · Approved") keep their order.
 */
function isolatedName(name: string): string {
  return BIDI_CONTROLS.test(name) ? `\u2068${name}\u2069` : name;
}

/** "Approved", or for a channel that carries no clicks (pending, rejected) "Pending: carries no clicks". */
function statusOf(c: Pick<Channel, 'status'>): string {
  return c.status === 'approved'
    ? channelStatusWord(c.status)
    : t('channelCarriesNoClicks', channelStatusWord(c.status));
}

function channelLabel(c: Pick<Channel, 'name' | 'status' | 'is_default'>): string {
  return `${isolatedName(c.name)} · ${statusOf(c)}${c.is_default ? ` · ${t('popupDefaultMark')}` : ''}`;
}

export function ChannelOptions({ channels }: { channels: readonly Channel[] }) {
  const defaultChannel = channels.find((c) => c.is_default);
  return (
    <>
      <option value="">
        {defaultChannel
          ? t(
              'popupDefaultChannel',
              defaultChannel.status === 'approved'
                ? isolatedName(defaultChannel.name)
                : `${isolatedName(defaultChannel.name)} · ${statusOf(defaultChannel)}`,
            )
          : t('popupDefaultChannelPlain')}
      </option>
      {channels.map((c) => (
        <option key={c.id} value={String(c.id)} disabled={c.status !== 'approved'}>
          {channelLabel(c)}
        </option>
      ))}
    </>
  );
}
