// `#destinations`: the places a publisher posts (Telegram through their own bot, WhatsApp as a pack, Copy only), each
// with its name and where it sends, Edit and Delete; Add destination opens the form.
import { useState } from 'preact/hooks';
import { useAccount } from '../../../components/account-context';
import { ErrorAlert } from '../../../components/error-alert';
import { ListState } from '../../../components/list/table-parts';
import { Section } from '../../../components/options/section';
import { useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { useAllChannels } from '../../../components/use-all-channels';
import { useRequest } from '../../../components/use-request';
import { t } from '../../core/i18n';
import type { DestinationView } from '../destination';
import { BoxChoiceField } from './box-choice-field';
import { DestinationForm, sendsToWord } from './destination-form';
import { kindUi } from './kinds';

export function DestinationsSection() {
  return (
    <Section id="destinations" title={t('destinationsTitle')}>
      <Destinations />
    </Section>
  );
}

function Destinations() {
  const send = useSend();
  const account = useAccount();
  const channels = useAllChannels(account?.keySet ?? false);
  // The list's loading, failure and empty states are the shared list's (as History's and Deals').
  const request = useRequest(() => send('destinations.list', {}), [send]);
  const list = request.data ?? null;
  const [failure, setFailure] = useState<unknown>();
  const [form, setForm] = useState<{ editing: DestinationView | null } | null>(null);
  const [notice, setNotice] = useState('');

  async function remove(d: DestinationView) {
    setNotice('');
    setFailure(undefined);
    try {
      await send('destinations.delete', { id: d.id });
      if (form?.editing?.id === d.id) setForm(null);
      setNotice(t('destinationDeleted', d.name));
      request.reload();
    } catch (e) {
      setFailure(e);
    }
  }

  return (
    <div class="stack">
      {notice && <StatusMessage class="notice">{notice}</StatusMessage>}
      {failure !== undefined && <ErrorAlert error={failure} />}
      <ListState
        loading={request.loading && list === null}
        error={request.error}
        count={list?.length}
        noun={t('destinationsTitle')}
        loadingText={t('destinationsLoading')}
        emptyText={t('destinationsEmpty')}
        emptyHint={t('destinationsEmptyHint')}
        onRetry={request.reload}
      />
      {list && list.length > 0 && (
        <ul class="destinations" aria-label={t('destinationsTitle')}>
          {list.map((d) => (
            <li key={d.id} class="destination">
              <strong>{d.name}</strong> <span class="muted">{sendsToWord(d.sendsTo)}</span>
              {kindUi(d.sendsTo).place?.(d) && <span class="muted small"> · {kindUi(d.sendsTo).place?.(d)}</span>}
              {!d.addDisclosure && <span class="disclosure-off small"> · {t('destinationDisclosureOff')}</span>}
              <span class="destination-actions">
                <button type="button" onClick={() => setForm({ editing: d })}>
                  {t('commonEdit')}
                </button>
                <button type="button" onClick={() => remove(d)}>
                  {t('commonDelete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {list && list.length > 0 && <BoxChoiceField destinations={list} />}
      {form ? (
        <DestinationForm
          key={form.editing?.id ?? 'new'}
          editing={form.editing}
          channels={channels.data ?? []}
          onSaved={(saved) => {
            setForm(null);
            setNotice(t('destinationSaved', saved.name));
            request.reload();
          }}
          onCancel={() => setForm(null)}
        />
      ) : (
        <div class="actions">
          <button type="button" class="primary" onClick={() => setForm({ editing: null })}>
            {t('destinationsAdd')}
          </button>
        </div>
      )}
    </div>
  );
}
