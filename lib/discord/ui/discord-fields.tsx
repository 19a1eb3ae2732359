// A Discord destination's webhook: its URL in a password field (once saved, only its masked end is shown; the URL
// never comes back to a page), and Check connection with its answer.
import { ErrorAlert } from '../../../components/error-alert';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import { describedBy, FieldError } from '../../posting/ui/field-parts';
import type { KindFieldsProps } from '../../posting/ui/kind-ui';
import { fieldId as id } from '../../posting/ui/use-destination-form';
import { say } from '../words';

export function DiscordFields({ editing, values, errors, change, check, onCheck }: KindFieldsProps) {
  const savedTail = editing?.sendsTo === 'discord' ? editing.tokenTail : null;
  return (
    <fieldset class="stack">
      <legend>{say('discordLegend')}</legend>
      <div class="field">
        <label for={id('secret')}>{say('discordWebhookUrl')}</label>
        <input
          id={id('secret')}
          type="password"
          autoComplete="off"
          spellcheck={false}
          value={values.secret}
          aria-invalid={errors.secret ? 'true' : undefined}
          aria-describedby={describedBy('secret', errors.secret, true)}
          onInput={(e) => change({ secret: e.currentTarget.value })}
        />
        <p id={id('secret-hint')} class="hint">
          {savedTail ? say('discordWebhookSaved', `••••${savedTail}`) : say('discordWebhookHint')}
        </p>
        <FieldError field="secret" message={errors.secret} />
      </div>
      <div class="actions">
        <button type="button" onClick={onCheck} disabled={check.busy}>
          {t('destinationCheck')}
        </button>
      </div>
      {check.busy && <StatusMessage>{t('destinationChecking')}</StatusMessage>}
      {check.done && <StatusMessage>{check.done}</StatusMessage>}
      {check.failure !== undefined && <ErrorAlert error={check.failure} />}
    </fieldset>
  );
}
