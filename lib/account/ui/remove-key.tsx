import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { useSend } from '../../../components/send-context';
import { t } from '../../core/i18n';
import type { AccountState } from '../../core/model';

/** Remove key, with an inline confirmation step before `account.remove` is sent. */
export function RemoveKey({ keySet, onRemoved }: { keySet: boolean; onRemoved: (state: AccountState) => void }) {
  const send = useSend();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) removeRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function remove() {
    setBusy(true);
    setError(undefined);
    try {
      const state = await send('account.remove', {});
      setConfirming(false);
      onRemoved(state);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div class="remove-key">
      {confirming ? (
        <fieldset class="confirm">
          <legend>{t('optionsConfirmRemoveKey')}</legend>
          <button type="button" class="danger" ref={confirmRef} disabled={busy} onClick={remove}>
            {t('optionsYesRemoveIt')}
          </button>{' '}
          <button type="button" disabled={busy} onClick={() => setConfirming(false)}>
            {t('commonCancel')}
          </button>
        </fieldset>
      ) : (
        <button type="button" ref={removeRef} disabled={!keySet} onClick={() => setConfirming(true)}>
          {t('optionsRemoveKey')}
        </button>
      )}
      {!keySet && !confirming && <span class="hint"> {t('optionsNoKeySaved')}</span>}
      {error !== undefined && <ErrorAlert error={error} />}
    </div>
  );
}
