// Filter fields that several record lists share, each taking the draft's value and a setter for it.
import { t } from '../../../lib/i18n';
import { Field } from './field';
import { statusWord } from './status-words';

const fieldValue = (e: Event) => (e.currentTarget as HTMLInputElement | HTMLSelectElement).value;

/** "Status": any, or one of `statuses`. */
export function StatusFilter({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={t('recordsStatus')}>
      {(c) => (
        <select id={c.id} value={value} onChange={(e) => onChange(fieldValue(e))}>
          <option value="">{t('recordsAnyStatus')}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusWord(s)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** An ID box ("Campaign ID" unless `label` says otherwise): digits only, checked before anything is sent. */
export function IdFilter({
  label = t('recordsCampaignId'),
  value,
  onChange,
  error,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(c) => (
        <input
          id={c.id}
          type="text"
          inputMode="numeric"
          value={value}
          onInput={(e) => onChange(fieldValue(e))}
          aria-describedby={c.describedBy}
          aria-invalid={c.invalid}
        />
      )}
    </Field>
  );
}
