// Filter fields the list forms share, each taking the draft's value and a setter for it.
import type { ComponentChildren } from 'preact';
import { t } from '../../lib/core/i18n';
import { Field } from './field';

const fieldValue = (e: Event) => (e.currentTarget as HTMLInputElement | HTMLSelectElement).value;

/** A labelled select of `options` (value and words). */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <Field label={label}>
      {(c) => (
        <select id={c.id} value={value} onChange={(e) => onChange(fieldValue(e) as V)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** "Status": any, or one of `statuses`, each named by `word`. */
export function StatusFilter({
  statuses,
  word,
  value,
  onChange,
}: {
  statuses: readonly string[];
  word: (status: string) => string;
  value: string;
  onChange: (value: string) => void;
}) {
  const options = [{ value: '', label: t('recordsAnyStatus') }, ...statuses.map((s) => ({ value: s, label: word(s) }))];
  return <SelectField label={t('commonStatus')} value={value} options={options} onChange={onChange} />;
}

/** A date box ("From", "To", "Date") with its hint and its problem. */
export function DateField({
  label,
  hint,
  error,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  hint?: ComponentChildren;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(c) => (
        <input
          id={c.id}
          type="date"
          min={min}
          max={max}
          value={value}
          onChange={(e) => onChange(fieldValue(e))}
          aria-describedby={c.describedBy}
          aria-invalid={c.invalid}
        />
      )}
    </Field>
  );
}

/** A free text box (`search` for a search box), sent as typed once the filter is applied. */
export function TextField({
  label,
  hint,
  type = 'text',
  value,
  onChange,
}: {
  label: string;
  hint?: ComponentChildren;
  type?: 'text' | 'search';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {(c) => {
        const onInput = (e: Event) => onChange(fieldValue(e));
        return type === 'search' ? (
          <input id={c.id} type="search" value={value} onInput={onInput} aria-describedby={c.describedBy} />
        ) : (
          <input id={c.id} type="text" value={value} onInput={onInput} aria-describedby={c.describedBy} />
        );
      }}
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
