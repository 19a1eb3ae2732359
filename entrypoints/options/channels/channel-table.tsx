import { useEffect, useRef } from 'preact/hooks';
import { safeHttpUrl } from '../../../components/safe-url';
import type { Channel } from '../../../lib/api/schemas';
import { t } from '../../../lib/i18n';
import { channelStatusWord } from '../../../lib/status-words';
import { HeaderRow } from '../records/table-parts';

interface Props {
  channels: Channel[];
  /** False when the key lacks write:channels: the row buttons are left out (the section says why). */
  canWrite: boolean;
  /** The channel whose deletion waits for confirmation. */
  confirmingDelete: Channel | null;
  busyId: number | null;
  onSetDefault: (channel: Channel) => void;
  onEdit: (channel: Channel) => void;
  onDelete: (channel: Channel) => void;
  onConfirmDelete: (channel: Channel) => void;
  onCancelDelete: () => void;
}

/** The table named "Channels": one row per channel; a delete waits for a confirmation row under its channel. */
export function ChannelTable(props: Props) {
  const { channels, canWrite } = props;
  return (
    <table class="channels">
      <caption class="visually-hidden">{t('optionsChannels')}</caption>
      <thead>
        <HeaderRow
          columns={[
            t('optionsName'),
            t('optionsSourceUrl'),
            t('optionsCategory'),
            t('optionsStatus'),
            t('optionsDefault'),
            canWrite && t('optionsActions'),
          ]}
        />
      </thead>
      <tbody>
        {channels.map((c) => (
          <ChannelRow key={c.id} channel={c} {...props} />
        ))}
      </tbody>
    </table>
  );
}

function ChannelRow({ channel: c, ...props }: Props & { channel: Channel }) {
  const href = safeHttpUrl(c.source_url);
  const busy = props.busyId === c.id;
  const confirming = props.confirmingDelete?.id === c.id;
  return (
    <>
      <tr>
        <th scope="row">{c.name}</th>
        <td class="url">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {c.source_url}
            </a>
          ) : (
            c.source_url
          )}
        </td>
        <td>{c.category ?? <span class="muted">{t('optionsNone')}</span>}</td>
        <td>
          <span class={`badge status-${c.status}`}>{channelStatusWord(c.status)}</span>
        </td>
        <td>{c.is_default ? <strong>{t('optionsDefault')}</strong> : ''}</td>
        {props.canWrite && (
          <td class="row-actions">
            {!c.is_default && (
              <button type="button" disabled={busy} onClick={() => props.onSetDefault(c)}>
                {t('optionsSetDefault')}
                <span class="visually-hidden"> {c.name}</span>
              </button>
            )}
            <button type="button" data-channel-edit={c.id} disabled={busy} onClick={() => props.onEdit(c)}>
              {t('optionsEdit')}
              <span class="visually-hidden"> {c.name}</span>
            </button>
            <button type="button" data-channel-delete={c.id} disabled={busy} onClick={() => props.onDelete(c)}>
              {t('optionsDelete')}
              <span class="visually-hidden"> {c.name}</span>
            </button>
          </td>
        )}
      </tr>
      {confirming && (
        <tr class="confirm-row">
          <td colSpan={6}>
            <DeleteConfirm channel={c} busy={busy} onConfirm={props.onConfirmDelete} onCancel={props.onCancelDelete} />
          </td>
        </tr>
      )}
    </>
  );
}

function DeleteConfirm({
  channel,
  busy,
  onConfirm,
  onCancel,
}: {
  channel: Channel;
  busy: boolean;
  onConfirm: (channel: Channel) => void;
  onCancel: () => void;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <fieldset class="confirm">
      <legend>{t('optionsDeleteTheChannelThis', channel.name)}</legend>
      <button type="button" class="danger" ref={confirmRef} disabled={busy} onClick={() => onConfirm(channel)}>
        {t('optionsYesDelete')}
      </button>{' '}
      <button type="button" disabled={busy} onClick={onCancel}>
        {t('optionsCancel')}
      </button>
    </fieldset>
  );
}
