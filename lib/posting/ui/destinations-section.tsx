// `#destinations`: the places a publisher posts (Telegram through their own bot, WhatsApp as a pack, Copy only), each
// with its name and where it sends, Edit and Delete; Add destination opens the form.
import { useEffect, useState } from 'preact/hooks';
import { useAccount } from '../../../components/account-context';
import { ErrorAlert } from '../../../components/error-alert';
import { Section } from '../../../components/options/section';
import { useSend } from '../../../components/send-context';
import { EmptyState, LoadingMessage, StatusMessage } from '../../../components/status-message';
import { useAllChannels } from '../../../components/use-all-channels';
import { t } from '../../core/i18n';
import type { DestinationView } from '../destination';
import { BoxChoiceField } from './box-choice-field';
import { DestinationForm, sendsToWord } from './destination-form';

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
  const [list, setList] = useState<DestinationView[] | null>(null);
  const [failure, setFailure] = useState<unknown>();
  const [form, setForm] = useState<{ editing: DestinationView | null } | null>(null);
  const [notice, setNotice] = useState('');

  const load = () =>
    send('destinations.list', {})
      .then((found) => {
        setList(found);
        setFailure(undefined);
      })
      .catch(setFailure);
  useEffect(() => {
    void load();
  }, []);

  async function remove(d: DestinationView) {
    setNotice('');
    try {
      await send('destinations.delete', { id: d.id });
      if (form?.editing?.id === d.id) setForm(null);
      setNotice(t('destinationDeleted', d.name));
      await load();
    } catch (e) {
      setFailure(e);
    }
  }

  return (
    <div class="stack">
      {notice && <StatusMessage class="notice">{notice}</StatusMessage>}
      {failure !== undefined && <ErrorAlert error={failure} onRetry={load} />}
      {list === null && failure === undefined && <LoadingMessage>{t('destinationsLoading')}</LoadingMessage>}
      {list && list.length === 0 && <EmptyState hint={t('destinationsEmptyHint')}>{t('destinationsEmpty')}</EmptyState>}
      {list && list.length > 0 && (
        <ul class="destinations" aria-label={t('destinationsTitle')}>
          {list.map((d) => (
            <li key={d.id} class="destination">
              <strong>{d.name}</strong> <span class="muted">{sendsToWord(d.sendsTo)}</span>
              {d.sendsTo === 'telegram' && d.chat && <span class="muted small"> · {d.chat}</span>}
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
            void load();
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
