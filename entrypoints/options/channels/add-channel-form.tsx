import { useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { useApi } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import type { ChannelCreateBody } from '../../../lib/api/params';
import type { Channel } from '../../../lib/api/schemas';
import { t } from '../../../lib/i18n';
import { type ChannelFieldErrors, checkChannelFields, hasErrors } from './channel-checks';
import { ChannelFields, type ChannelFieldValues, focusFirstError } from './channel-fields';
import { isChannelCategory } from './channel-status';
import { fieldErrorOf } from './field-error-of';

const EMPTY: ChannelFieldValues = { name: '', source_url: '', category: '' };
const ID = 'add-channel';

/** Add a channel. Checked before sending; what was typed stays in the fields, whatever the answer. */
export function AddChannelForm({ onAdded }: { onAdded: (channel: Channel) => void }) {
  const api = useApi();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ChannelFieldErrors>({});
  const [serverError, setServerError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  function change(next: ChannelFieldValues) {
    // An error stays until its own field changes.
    setErrors((e) => ({
      name: next.name === values.name ? e.name : undefined,
      source_url: next.source_url === values.source_url ? e.source_url : undefined,
    }));
    setValues(next);
  }

  async function onSubmit(event: Event) {
    event.preventDefault();
    if (busy) return;
    setServerError(undefined);
    const found = checkChannelFields(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(ID, found);
      return;
    }
    const body: ChannelCreateBody = { name: values.name.trim(), source_url: values.source_url.trim() };
    if (isChannelCategory(values.category)) body.category = values.category;
    setBusy(true);
    try {
      // The fields keep what was typed, as after a refusal: a similar channel is quick to add next.
      onAdded(await api('createChannel', body));
    } catch (e) {
      const field = fieldErrorOf(e);
      if (field) setErrors(field);
      else setServerError(e);
    } finally {
      setBusy(false);
    }
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
