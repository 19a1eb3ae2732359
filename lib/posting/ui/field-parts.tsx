// A form field's refusal under it and the ids that describe it (its hint, its refusal).
import { fieldId } from './use-destination-form';

export function FieldError({ field, message }: { field: string; message: string | undefined }) {
  return message ? (
    <p id={fieldId(`${field}-error`)} class="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

export function describedBy(field: string, error: string | undefined, hint?: boolean): string | undefined {
  return (
    [hint ? fieldId(`${field}-hint`) : '', error ? fieldId(`${field}-error`) : ''].filter(Boolean).join(' ') ||
    undefined
  );
}
