import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { useApi } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import type { ChannelUpdateBody } from '../../core/api/params';
import type { Channel } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { ChannelFields } from './channel-fields';
import { isChannelCategory } from './channel-status';
import { useChannelForm } from './use-channel-form';

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
  const [notice, setNotice] = useState('');
  const { values, errors, serverError, busy, change, submit } = useChannelForm(
    ID,
    { name: channel.name, source_url: channel.source_url, category: channel.category ?? '' },
    () => setNotice(''),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const urlLocked = channel.status === 'approved';

  useEffect(() => headingRef.current?.focus(), []);

  async function onSubmit(event: Event) {
    event.preventDefault();
    const update: ChannelUpdateBody = {};
    if (values.name.trim() !== channel.name) update.name = values.name.trim();
    if (!urlLocked && values.source_url.trim() !== channel.source_url) update.source_url = values.source_url.trim();
    if (values.category !== (channel.category ?? '') && isChannelCategory(values.category)) {
      update.category = values.category;
    }
    const saved = await submit(update.source_url !== undefined, () => {
      if (Object.keys(update).length > 0) return api('updateChannel', { id: channel.id, ...update });
      setNotice(t('optionsNothingChanged'));
      return undefined;
    });
    if (saved) onSaved(saved);
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
