// The parts every kind's settings share: a secret in a password field (once saved, only its masked tail is shown,
// the secret never comes back to a page), a text field, and Check connection with its answer.
import type { ComponentChild } from 'preact';
import { ErrorAlert } from '../../../components/error-alert';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import { describedBy, FieldError } from './field-parts';
import type { KindFieldsProps } from './kind-ui';
import { fieldId as id } from './use-destination-form';

interface FieldProps {
  field: 'botToken' | 'secret' | 'chat';
  label: string;
  hint: ComponentChild;
  secret?: boolean;
  props: Pick<KindFieldsProps, 'values' | 'errors' | 'change'>;
}

export function KindField({ field, label, hint, secret, props: { values, errors, change } }: FieldProps) {
  return (
    <div class="field">
      <label for={id(field)}>{label}</label>
      <input
        id={id(field)}
        {...(secret ? { type: 'password', autoComplete: 'off' } : { type: 'text' })}
        spellcheck={false}
        value={values[field]}
        aria-invalid={errors[field] ? 'true' : undefined}
        aria-describedby={describedBy(field, errors[field], true)}
        onInput={(e) => change({ [field]: e.currentTarget.value })}
      />
      <p id={id(`${field}-hint`)} class="hint">
        {hint}
      </p>
      <FieldError field={field} message={errors[field]} />
    </div>
  );
}

export function CheckConnection({ check, onCheck }: Pick<KindFieldsProps, 'check' | 'onCheck'>) {
  return (
    <>
      <div class="actions">
        <button type="button" onClick={onCheck} disabled={check.busy}>
          {t('destinationCheck')}
        </button>
      </div>
      {check.busy && <StatusMessage>{t('destinationChecking')}</StatusMessage>}
      {check.done && <StatusMessage>{check.done}</StatusMessage>}
      {check.failure !== undefined && <ErrorAlert error={check.failure} />}
    </>
  );
}
