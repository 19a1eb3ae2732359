import './list.css';
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

export interface FieldControl {
  id: string;
  /** Ids of the hint and the error, for the control's aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface Props {
  label: string;
  hint?: ComponentChildren;
  /** A problem with this field, shown under it. */
  error?: string;
  class?: string;
  children: (control: FieldControl) => ComponentChildren;
}

/** A labelled control with its hint and its error in place, tied together for screen readers. */
export function Field({ label, hint, error, class: className, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class={className ? `field ${className}` : 'field'}>
      <label for={id}>{label}</label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <span id={hintId} class="hint muted">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} class="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

interface CheckboxProps {
  label: string;
  hint: ComponentChildren;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A switch of a setting: its checkbox inside its label, and the hint that says what it does, tied to it. */
export function CheckboxField({ label, hint, checked, disabled, onChange }: CheckboxProps) {
  const hintId = `${useId()}-hint`;
  return (
    <div class="field">
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-describedby={hintId}
        />{' '}
        {label}
      </label>
      <p id={hintId} class="hint">
        {hint}
      </p>
    </div>
  );
}
