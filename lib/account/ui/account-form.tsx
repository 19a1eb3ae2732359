import { useState } from 'preact/hooks';
import { ErrorAlert, toApiError } from '../../../components/error-alert';
import { FormProblem, type FormProblemData } from '../../../components/form-problem';
import { useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { isLocalBaseUrl, normaliseBaseUrl } from '../../core/account/base-url';
import { type Failure, isInputProblem } from '../../core/api/errors';
import { t, tParts } from '../../core/i18n';
import type { AccountState } from '../../core/model';
import { hostOf, needsHostPermission, requestHostPermission } from './origin-permission';

interface Props {
  account: AccountState;
  onSaved: (state: AccountState) => void;
}

/**
 * API key and base URL. Save asks for the host permission of a non-local base URL first (inside the submit
 * handler: a user gesture), then lets the background check the key with `/ping`; a refused key is not kept and
 * what was typed stays in the fields.
 */
export function AccountForm({ account, onSaved }: Props) {
  const send = useSend();
  const [apiKey, setApiKey] = useState('');
  const [baseUrl, setBaseUrl] = useState(account.baseUrl);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Failure>();
  const [problem, setProblem] = useState<FormProblemData>();
  const local = isLocalBaseUrl(baseUrl);

  function onSubmit(event: Event) {
    event.preventDefault();
    if (busy) return;
    setError(undefined);
    setProblem(undefined);
    const key = apiKey.trim();
    if (!key) {
      setProblem({ field: 'apiKey', message: t('optionsApiKeyRequired') });
      return;
    }
    let url: string;
    try {
      url = normaliseBaseUrl(baseUrl);
    } catch (e) {
      const failure = toApiError(e);
      if (isInputProblem(failure)) setProblem(failure);
      else setError(failure);
      return;
    }
    // No await before this call: the permission prompt needs the gesture of this submit.
    const permission = needsHostPermission(url) ? requestHostPermission(url) : Promise.resolve(true);
    setBusy(true);
    void save(permission, key, url).finally(() => setBusy(false));
  }

  async function save(permission: Promise<boolean>, key: string, url: string) {
    let granted: boolean;
    try {
      granted = await permission;
    } catch (e) {
      setError({
        kind: 'no_permission',
        origin: url,
        message: t('optionsPermissionRequestFailed', hostOf(url), e instanceof Error ? e.message : String(e)),
      });
      return;
    }
    if (!granted) {
      setError({
        kind: 'no_permission',
        origin: url,
        message: t('optionsPermissionDenied', hostOf(url)),
      });
      return;
    }
    try {
      const state = await send('account.save', { apiKey: key, baseUrl: url });
      setApiKey('');
      setBaseUrl(state.baseUrl);
      onSaved(state);
    } catch (e) {
      setError(describeSaveError(e));
    }
  }

  return (
    <form class="account-form stack" onSubmit={onSubmit} noValidate>
      <div class="field">
        <label for="account-api-key">{t('optionsApiKey')}</label>
        <input
          id="account-api-key"
          type="password"
          autocomplete="off"
          spellcheck={false}
          value={apiKey}
          aria-describedby="account-api-key-hint"
          onInput={(e) => setApiKey(e.currentTarget.value)}
        />
        <p id="account-api-key-hint" class="hint">
          {account.keySet ? t('optionsKeyHintSaved') : t('optionsKeyHintCreate')} {t('optionsKeyStaysHere')}
        </p>
      </div>
      <div class="field">
        <label for="account-base-url">{t('optionsApiBaseUrl')}</label>
        <input
          id="account-base-url"
          type="url"
          autocomplete="off"
          spellcheck={false}
          value={baseUrl}
          placeholder={t('optionsBaseUrlPlaceholder')}
          aria-describedby={local ? 'account-base-url-hint account-base-url-sandbox' : 'account-base-url-hint'}
          onInput={(e) => setBaseUrl(e.currentTarget.value)}
        />
        <p id="account-base-url-hint" class="hint">
          {tParts('optionsBaseUrlHint', <code>{'/pub_api/v3'}</code>)}
        </p>
        {/* A local address is only ever the development sandbox: said wherever one is typed or saved. */}
        {local && (
          <p id="account-base-url-sandbox" class="sandbox-note" role="note">
            {t('optionsBaseUrlSandboxNote')}
          </p>
        )}
      </div>
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {t('optionsSave')}
        </button>
      </div>
      {busy && <StatusMessage>{t('optionsCheckingKey')}</StatusMessage>}
      {problem && <FormProblem problem={problem} />}
      {error && <ErrorAlert error={error} />}
    </form>
  );
}

/** A refused key is described for this form: nothing was kept, and what to check. */
function describeSaveError(e: unknown): Failure {
  const err = toApiError(e);
  if (err.kind === 'unauthorized') return { ...err, message: t('optionsKeyRefusedNotSaved') };
  return { ...err, message: t('optionsKeyNotSaved', err.message) };
}
