import { useEffect, useRef } from 'preact/hooks';
import type { TableProps } from '../../../components/list/data-table';
import { safeHttpUrl } from '../../../components/safe-url';
import { StatusChip, type ToneTable, toneOf } from '../../../components/status-chip';
import type { Channel } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { channelStatusWord } from '../../core/status-words';

export interface ChannelActions {
  /** The channel whose deletion waits for confirmation. */
  confirmingDelete: Channel | null;
  busyId: number | null;
  onSetDefault: (channel: Channel) => void;
  onEdit: (channel: Channel) => void;
  onDelete: (channel: Channel) => void;
  onConfirmDelete: (channel: Channel) => void;
  onCancelDelete: () => void;
}

/**
 * The table named "Channels": one row per channel; a delete waits for a confirmation row under its channel.
 * Without write:channels (`canWrite` false) the row buttons are left out (the section says why).
 */
export function channelTable(canWrite: boolean, actions: ChannelActions): TableProps<Channel> {
  return {
    label: t('optionsChannels'),
    caption: true,
    class: 'channels',
    bare: true,
    rowKey: (c) => c.id,
    columns: [
      { label: t('optionsName'), rowHeader: true, class: 'api-text', cell: (c) => <bdi>{c.name}</bdi> },
      { label: t('optionsSourceUrl'), class: 'url', cell: (c) => <SourceUrl url={c.source_url} /> },
      { label: t('optionsCategory'), cell: (c) => c.category ?? <span class="muted">{t('optionsNone')}</span> },
      {
        label: t('commonStatus'),
        cell: (c) => <StatusChip word={channelStatusWord(c.status)} tone={toneOf(CHANNEL_TONES, c.status)} />,
      },
      { label: t('optionsDefault'), cell: (c) => (c.is_default ? <strong>{t('optionsDefault')}</strong> : '') },
      canWrite && {
        label: t('commonActions'),
        class: 'row-actions',
        cell: (c) => <RowButtons channel={c} actions={actions} />,
      },
    ],
    after: (c) =>
      actions.confirmingDelete?.id === c.id && (
        <tr class="confirm-row">
          <td colSpan={6}>
            <DeleteConfirm
              channel={c}
              busy={actions.busyId === c.id}
              onConfirm={actions.onConfirmDelete}
              onCancel={actions.onCancelDelete}
            />
          </td>
        </tr>
      ),
  };
}

function SourceUrl({ url }: { url: string }) {
  const href = safeHttpUrl(url);
  if (!href) return <>{url}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  );
}

function RowButtons({ channel: c, actions }: { channel: Channel; actions: ChannelActions }) {
  const busy = actions.busyId === c.id;
  return (
    <>
      {!c.is_default && (
        <button type="button" disabled={busy} onClick={() => actions.onSetDefault(c)}>
          {t('optionsSetDefault')}
          <span class="visually-hidden"> {c.name}</span>
        </button>
      )}
      <button type="button" data-channel-edit={c.id} disabled={busy} onClick={() => actions.onEdit(c)}>
        {t('commonEdit')}
        <span class="visually-hidden"> {c.name}</span>
      </button>
      <button type="button" data-channel-delete={c.id} disabled={busy} onClick={() => actions.onDelete(c)}>
        {t('commonDelete')}
        <span class="visually-hidden"> {c.name}</span>
      </button>
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
      <legend>{t('optionsConfirmDeleteChannel', channel.name)}</legend>
      <button type="button" class="danger" ref={confirmRef} disabled={busy} onClick={() => onConfirm(channel)}>
        {t('commonYesDelete')}
      </button>{' '}
      <button type="button" disabled={busy} onClick={onCancel}>
        {t('commonCancel')}
      </button>
    </fieldset>
  );
}

const CHANNEL_TONES: ToneTable = { approved: 'ok', pending: 'warn', rejected: 'danger' };
