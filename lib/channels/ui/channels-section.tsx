import { useState } from 'preact/hooks';
import { keyHasScope, useAccount } from '../../../components/account-context';
import { ErrorAlert } from '../../../components/error-alert';
import { ListTable } from '../../../components/list/data-table';
import { usePagedRequest } from '../../../components/list/use-filtered-list';
import { RequireKey } from '../../../components/options/require-key';
import { Section } from '../../../components/options/section';
import { ScopeGate } from '../../../components/scope-gate';
import { useApi } from '../../../components/send-context';
import { EmptyState, LoadingMessage, StatusMessage } from '../../../components/status-message';
import type { Channel } from '../../core/api/schemas';
import { t, tPlural } from '../../core/i18n';
import { channelStatusWord } from '../../core/status-words';
import { AddChannelForm } from './add-channel-form';
import { channelTable } from './channel-table';
import { EditChannelForm } from './edit-channel-form';

export const CHANNELS_PER_PAGE = 50;
/** The channel list has no filter. */
const ALL_CHANNELS = {};

/** After a form or confirmation closes, focus goes back to the row button that opened it (once re-rendered). */
function focusRowButton(action: 'edit' | 'delete', id: number): void {
  setTimeout(() => document.querySelector<HTMLElement>(`[data-channel-${action}="${id}"]`)?.focus(), 0);
}

/** `#channels`: the publisher's channels, and adding, editing, deleting and choosing the default one. */
export function ChannelsSection() {
  return (
    <Section id="channels" title={t('optionsChannels')}>
      <RequireKey>
        <ChannelsDesk />
      </RequireKey>
    </Section>
  );
}

function ChannelsDesk() {
  const api = useApi();
  const account = useAccount();
  const canRead = keyHasScope(account, 'read:channels');
  const canWrite = keyHasScope(account, 'write:channels');
  const {
    page,
    setPage,
    request: list,
  } = usePagedRequest((params) => api('listChannels', params), ALL_CHANNELS, CHANNELS_PER_PAGE, canRead);
  const [editing, setEditing] = useState<Channel | null>(null);
  const [deleting, setDeleting] = useState<Channel | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<unknown>();
  const [notice, setNotice] = useState('');

  async function act(channel: Channel, run: () => Promise<string>) {
    setBusyId(channel.id);
    setActionError(undefined);
    setNotice('');
    try {
      setNotice(await run());
      list.reload();
    } catch (e) {
      setActionError(e);
    } finally {
      setBusyId(null);
    }
  }

  function setDefault(channel: Channel) {
    void act(channel, async () => {
      const updated = await api('setDefaultChannel', { id: channel.id });
      return t('optionsDefaultChannelSet', updated.name);
    });
  }

  function confirmDelete(channel: Channel) {
    void act(channel, async () => {
      await api('deleteChannel', { id: channel.id });
      setDeleting(null);
      if (editing?.id === channel.id) setEditing(null);
      // The last row of a later page is gone: show the page before it.
      if (list.data && list.data.data.length === 1 && page > 1) setPage(page - 1);
      return t('optionsChannelDeleted', channel.name);
    });
  }

  function saved(channel: Channel) {
    setEditing(null);
    focusRowButton('edit', channel.id);
    setNotice(t('optionsChannelSaved', channel.name, channelStatusWord(channel.status)));
    list.reload();
  }

  function added(channel: Channel) {
    setNotice(t('optionsChannelAdded', channel.name, channelStatusWord(channel.status)));
    list.reload();
  }

  const channels = list.data?.data ?? [];
  return (
    <>
      {notice && <StatusMessage class="notice">{notice}</StatusMessage>}
      <ScopeGate scope="read:channels" feature={t('optionsYourChannelList')}>
        <ListTable
          request={list}
          onPage={setPage}
          noun={t('optionsNounChannels')}
          count={(n) => tPlural(n, 'optionsChannelCount')}
          state={
            <>
              {list.error !== undefined && <ErrorAlert error={list.error} onRetry={list.reload} />}
              {list.loading && <LoadingMessage>{t('optionsLoadingChannels')}</LoadingMessage>}
              {list.data && channels.length === 0 && !list.loading && (
                <EmptyState hint={t('optionsChannelsEmptyHint')}>
                  {canWrite ? t('optionsNoChannelsAddOne') : t('optionsNoChannelsYet')}
                </EmptyState>
              )}
            </>
          }
          afterTable={
            <>
              {list.data && list.data.skipped > 0 && (
                <StatusMessage>{t('optionsChannelsSkipped', list.data.skipped)}</StatusMessage>
              )}
              {actionError !== undefined && <ErrorAlert error={actionError} />}
            </>
          }
          {...channelTable(canWrite, {
            confirmingDelete: deleting,
            busyId,
            onSetDefault: setDefault,
            onEdit: (c) => {
              setDeleting(null);
              setEditing(c);
            },
            onDelete: (c) => setDeleting(c),
            onConfirmDelete: confirmDelete,
            onCancelDelete: () => {
              if (deleting) focusRowButton('delete', deleting.id);
              setDeleting(null);
            },
          })}
        />
      </ScopeGate>
      <ScopeGate scope="write:channels" feature={t('optionsFeatureManageChannels')}>
        {editing ? (
          <EditChannelForm
            key={editing.id}
            channel={editing}
            onSaved={saved}
            onCancel={() => {
              focusRowButton('edit', editing.id);
              setEditing(null);
            }}
          />
        ) : (
          <AddChannelForm onAdded={added} />
        )}
      </ScopeGate>
    </>
  );
}
