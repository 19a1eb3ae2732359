import { ErrorAlert } from '../../../components/error-alert';
import { useApi } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import type { ChannelCreateBody } from '../../core/api/params';
import type { Channel } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { ChannelFields, type ChannelFieldValues } from './channel-fields';
import { isChannelCategory } from './channel-status';
import { useChannelForm } from './use-channel-form';

const EMPTY: ChannelFieldValues = { name: '', source_url: '', category: '' };
const ID = 'add-channel';

/** Add a channel. Checked before sending; what was typed stays in the fields, whatever the answer. */
export function AddChannelForm({ onAdded }: { onAdded: (channel: Channel) => void }) {
  const api = useApi();
  const { values, errors, serverError, busy, change, submit } = useChannelForm(ID, EMPTY);

  async function onSubmit(event: Event) {
    event.preventDefault();
    const body: ChannelCreateBody = { name: values.name.trim(), source_url: values.source_url.trim() };
    if (isChannelCategory(values.category)) body.category = values.category;
    // The fields keep what was typed, as after a refusal: a similar channel is quick to add next.
    const added = await submit(true, () => api('createChannel', body));
    if (added) onAdded(added);
  }

  return (
    <form class="channel-form stack" aria-labelledby={`${ID}-title`} onSubmit={onSubmit} noValidate>
      <h3 id={`${ID}-title`}>{t('optionsAddChannelHeading')}</h3>
      <ChannelFields idPrefix={ID} values={values} onChange={change} errors={errors} />
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {t('optionsAddChannel')}
        </button>
      </div>
      {busy && <StatusMessage>{t('optionsAddingChannel')}</StatusMessage>}
      {serverError !== undefined && <ErrorAlert error={serverError} />}
    </form>
  );
}
