// The destination form's state: the values (a new one's Short links from the setting, unless already changed), a
// refused field's words under it (focused), Check connection and Save through the background.
import { useEffect, useRef, useState } from 'preact/hooks';
import { toApiError } from '../../../components/error-alert';
import { useSend } from '../../../components/send-context';
import { getSettings } from '../../account/settings';
import { isInputProblem } from '../../core/api/errors';
import { t } from '../../core/i18n';
import type { DestinationView } from '../destination';
import { type DestinationErrors, type DestinationValues, emptyDestination, valuesOf } from './destination-values';
import { kindUi } from './kinds';
import { permissionRefused, useKindPermission } from './telegram-permission';

export const fieldId = (field: string) => `destination-${field}`;

export function useDestinationForm(editing: DestinationView | null, onSaved: (saved: DestinationView) => void) {
  const send = useSend();
  const [values, setValues] = useState<DestinationValues>(editing ? valuesOf(editing) : emptyDestination());
  const kind = kindUi(values.sendsTo);
  const askPermission = useKindPermission(kind);
  const [errors, setErrors] = useState<DestinationErrors>({});
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<{ busy: boolean; done: string; failure: unknown }>({
    busy: false,
    done: '',
    failure: undefined,
  });
  const touched = useRef(new Set<string>());

  useEffect(() => {
    if (editing) return;
    getSettings()
      .then((s) => !touched.current.has('shorten') && setValues((v) => ({ ...v, shorten: s.preferShortLink })))
      .catch(() => {});
  }, []);

  function change(patch: Partial<DestinationValues>) {
    for (const k of Object.keys(patch)) touched.current.add(k);
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof DestinationValues];
      return next;
    });
    if ('botToken' in patch || 'secret' in patch || 'chat' in patch || 'sendsTo' in patch)
      setCheck({ busy: false, done: '', failure: undefined });
  }

  /** A refusal about one field is said under it; anything else as an alert. */
  function shown(e: unknown, set: (e: unknown) => void) {
    const err = toApiError(e);
    if (isInputProblem(err) && err.field in values) {
      setErrors({ [err.field]: err.message });
      document.getElementById(fieldId(err.field))?.focus();
    } else set(e);
  }

  async function checkConnection() {
    const allowed = askPermission();
    setCheck({ busy: true, done: '', failure: undefined });
    let failed: unknown;
    try {
      if (!(await allowed)) throw permissionRefused(kind);
      const found = await send('destinations.check', {
        ...(editing ? { id: editing.id } : {}),
        sendsTo: values.sendsTo,
        ...(values.botToken.trim() ? { botToken: values.botToken } : {}),
        ...(values.secret.trim() ? { secret: values.secret } : {}),
        chat: values.chat,
      });
      setCheck({ busy: false, done: t('destinationConnected', found.bot, found.chat), failure: undefined });
      return;
    } catch (e) {
      shown(e, (f) => {
        failed = f;
      });
    }
    setCheck({ busy: false, done: '', failure: failed });
  }

  async function save(event: Event) {
    event.preventDefault();
    if (busy) return;
    // A kind whose API needs a host permission asks for it on the click that saves (the first Discord destination).
    const allowed = kind.permission?.askOnSave ? askPermission() : Promise.resolve(true);
    setFailure(undefined);
    setBusy(true);
    try {
      if (!(await allowed)) throw permissionRefused(kind);
      const { botToken, secret, ...common } = values;
      onSaved(
        await send('destinations.save', {
          ...(editing ? { id: editing.id } : {}),
          ...common,
          ...(botToken ? { botToken } : {}),
          ...(secret ? { secret } : {}),
        }),
      );
    } catch (e) {
      shown(e, setFailure);
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, failure, busy, check, change, checkConnection, save };
}
