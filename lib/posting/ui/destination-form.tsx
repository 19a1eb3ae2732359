// Add or edit a destination: its name, where it sends, its kind's own fields (Telegram's bot and chat, Discord's
// webhook, with Check connection), the API
// channel and Short links of its links, the post template, the disclosure and the hashtags. Checked by the background
// before anything is kept; a refused field is said under it, and what was typed stays.
import { ChannelOptions } from '../../../components/channel-options';
import { ErrorAlert } from '../../../components/error-alert';
import type { Channel } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import type { DestinationView } from '../destination';
import type { DestinationValues } from './destination-values';
import { describedBy, FieldError } from './field-parts';
import { KIND_UIS, kindUi } from './kinds';
import { PostStyleFields } from './post-style-fields';
import { fieldId as id, useDestinationForm } from './use-destination-form';

export { type DestinationValues, emptyDestination, valuesOf } from './destination-values';
export { sendsToWord } from './kinds';

interface Props {
  editing: DestinationView | null;
  channels: readonly Channel[];
  onSaved: (saved: DestinationView) => void;
  onCancel: () => void;
}

export function DestinationForm({ editing, channels, onSaved, onCancel }: Props) {
  const form = useDestinationForm(editing, onSaved);
  const { values, errors, change } = form;
  const Fields = kindUi(values.sendsTo).Fields;
  return (
    <form class="destination-form stack" aria-labelledby={id('title')} onSubmit={form.save} noValidate>
      <h3 id={id('title')}>{editing ? t('destinationEditHeading', editing.name) : t('destinationAddHeading')}</h3>
      <div class="field">
        <label for={id('name')}>{t('destinationName')}</label>
        <input
          id={id('name')}
          type="text"
          value={values.name}
          aria-invalid={errors.name ? 'true' : undefined}
          aria-describedby={describedBy('name', errors.name)}
          onInput={(e) => change({ name: e.currentTarget.value })}
        />
        <FieldError field="name" message={errors.name} />
      </div>
      <div class="field">
        <label for={id('sendsTo')}>{t('destinationSendsTo')}</label>
        <select id={id('sendsTo')} value={values.sendsTo} onChange={(e) => change({ sendsTo: e.currentTarget.value })}>
          {KIND_UIS.map((k) => (
            <option key={k.id} value={k.id}>
              {k.word()}
            </option>
          ))}
        </select>
      </div>
      {Fields && <Fields {...{ editing, values, errors, change }} check={form.check} onCheck={form.checkConnection} />}
      <LinkFields values={values} channels={channels} change={change} />
      <PostStyleFields values={values} change={change} />
      <div class="actions">
        <button type="submit" class="primary" disabled={form.busy}>
          {t('destinationSave')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('commonCancel')}
        </button>
      </div>
      {form.failure !== undefined && <ErrorAlert error={form.failure} />}
    </form>
  );
}

/** The API channel the destination's links carry, and Short links. */
function LinkFields(props: {
  values: DestinationValues;
  channels: readonly Channel[];
  change: (patch: Partial<DestinationValues>) => void;
}) {
  const { values, channels, change } = props;
  return (
    <>
      <div class="field">
        <label for={id('channelId')}>{t('commonChannel')}</label>
        <select
          id={id('channelId')}
          value={values.channelId === null ? '' : String(values.channelId)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            change({ channelId: v === '' ? null : Number(v) });
          }}
        >
          <ChannelOptions channels={channels} />
        </select>
      </div>
      <div class="row">
        <input
          id={id('shorten')}
          type="checkbox"
          checked={values.shorten}
          onChange={(e) => change({ shorten: e.currentTarget.checked })}
        />
        <label for={id('shorten')}>{t('postShortLinks')}</label>
      </div>
    </>
  );
}
