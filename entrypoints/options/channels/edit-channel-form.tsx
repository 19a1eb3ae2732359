import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { useApi } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import type { ChannelUpdateBody } from '../../../lib/api/params';
import type { Channel } from '../../../lib/api/schemas';
import { t } from '../../../lib/i18n';
import { type ChannelFieldErrors, checkChannelFields, hasErrors } from './channel-checks';
import { ChannelFields, type ChannelFieldValues, focusFirstError } from './channel-fields';
import { isChannelCategory } from './channel-status';
import { fieldErrorOf } from './field-error-of';

const ID = 'edit-channel';

interface Props {
  channel: Channel;
  onSaved: (channel: Channel) => void;
  onCancel: () => void;
}

/**
 * Edit one channel: name and category always; the source URL only while the channel is pending or rejected
 * (spec: a different URL on an approved channel is refused). Only the fields that changed are sent.
 */
export function EditChannelForm({ channel, onSaved, onCancel }: Props) {
  const api = useApi();
  const [values, setValues] = useState<ChannelFieldValues>({
    name: channel.name,
    source_url: channel.source_url,
    category: channel.category ?? '',
  });
  const [errors, setErrors] = useState<ChannelFieldErrors>({});
  const [serverError, setServerError] = useState<unknown>();
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const urlLocked = channel.status === 'approved';

  useEffect(() => headingRef.current?.focus(), []);

  function change(next: ChannelFieldValues) {
    setErrors((e) => ({
      name: next.name === values.name ? e.name : undefined,
      source_url: next.source_url === values.source_url ? e.source_url : undefined,
    }));
    setNotice('');
    setValues(next);
  }

  async function onSubmit(event: Event) {
    event.preventDefault();
    if (busy) return;
    setServerError(undefined);
    const update: ChannelUpdateBody = {};
    if (values.name.trim() !== channel.name) update.name = values.name.trim();
    if (!urlLocked && values.source_url.trim() !== channel.source_url) update.source_url = values.source_url.trim();
    if (values.category !== (channel.category ?? '') && isChannelCategory(values.category)) {
      update.category = values.category;
    }
    const found = checkChannelFields(values, update.source_url !== undefined);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(ID, found);
      return;
    }
    if (Object.keys(update).length === 0) {
      setNotice(t('optionsNothingChanged'));
      return;
    }
    setBusy(true);
    try {
      onSaved(await api('updateChannel', { id: channel.id, ...update }));
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
      <h3 id={`${ID}-title`} ref={headingRef} tabIndex={-1}>
        {t('optionsEditChannel', channel.name)}
      </h3>
      {channel.status === 'rejected' && <p class="note">{t('optionsChannelRejectedNote')}</p>}
      <ChannelFields
        idPrefix={ID}
        values={values}
        onChange={change}
        errors={errors}
        sourceUrlLocked={urlLocked ? t('optionsSourceUrlLocked') : undefined}
        allowNoCategory={channel.category === null}
      />
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {t('optionsSaveChanges')}
        </button>{' '}
        <button type="button" disabled={busy} onClick={onCancel}>
          {t('commonCancel')}
        </button>
      </div>
      {busy && <StatusMessage>{t('optionsSavingChannel')}</StatusMessage>}
      {notice && <StatusMessage>{notice}</StatusMessage>}
      {serverError !== undefined && <ErrorAlert error={serverError} />}
    </form>
  );
}
