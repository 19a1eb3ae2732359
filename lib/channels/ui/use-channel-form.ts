// What the add and edit channel forms share: the typed values, each field's error (kept until that field
// changes), the server's error, and sending: the fields are checked first, and a refusal that names a field is
// shown at that field. What was typed stays in the fields whatever the answer.
import { useState } from 'preact/hooks';
import { type ChannelFieldErrors, checkChannelFields, hasErrors } from './channel-checks';
import { type ChannelFieldValues, focusFirstError } from './channel-fields';
import { fieldErrorOf } from './field-error-of';

export function useChannelForm(formId: string, initial: ChannelFieldValues, onChange?: () => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ChannelFieldErrors>({});
  const [serverError, setServerError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  function change(next: ChannelFieldValues) {
    setErrors((e) => ({
      name: next.name === values.name ? e.name : undefined,
      source_url: next.source_url === values.source_url ? e.source_url : undefined,
    }));
    onChange?.();
    setValues(next);
  }

  /**
   * Checks the fields (the source URL only when `checkUrl`), then runs `write` unless it returns nothing to send.
   * Resolves with the write's answer; undefined when nothing was sent or the write failed (said in the form).
   */
  async function submit<T>(checkUrl: boolean, write: () => Promise<T> | undefined): Promise<T | undefined> {
    if (busy) return undefined;
    setServerError(undefined);
    const found = checkChannelFields(values, checkUrl);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(formId, found);
      return undefined;
    }
    const sending = write();
    if (!sending) return undefined;
    setBusy(true);
    try {
      return await sending;
    } catch (e) {
      const field = fieldErrorOf(e);
      if (field) setErrors(field);
      else setServerError(e);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, serverError, busy, change, submit };
}
