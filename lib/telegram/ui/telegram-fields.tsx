// A Telegram destination's bot and chat: the token (once saved, only its masked tail is shown), the chat, and Check
// connection with its answer.
import { ErrorAlert } from '../../../components/error-alert';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import { describedBy, FieldError } from '../../posting/ui/field-parts';
import type { KindFieldsProps } from '../../posting/ui/kind-ui';
import { fieldId as id } from '../../posting/ui/use-destination-form';

export function TelegramFields({ editing, values, errors, change, check, onCheck }: KindFieldsProps) {
  return (
    <fieldset class="stack">
      <legend>{t('destinationTelegramLegend')}</legend>
      <div class="field">
        <label for={id('botToken')}>{t('destinationBotToken')}</label>
        <input
          id={id('botToken')}
          type="password"
          autoComplete="off"
          spellcheck={false}
          value={values.botToken}
          aria-invalid={errors.botToken ? 'true' : undefined}
          aria-describedby={describedBy('botToken', errors.botToken, true)}
          onInput={(e) => change({ botToken: e.currentTarget.value })}
        />
        <p id={id('botToken-hint')} class="hint">
          {editing?.tokenTail ? t('destinationTokenSaved', `••••${editing.tokenTail}`) : t('destinationTokenHint')}
        </p>
        <FieldError field="botToken" message={errors.botToken} />
      </div>
      <div class="field">
        <label for={id('chat')}>{t('destinationChat')}</label>
        <input
          id={id('chat')}
          type="text"
          spellcheck={false}
          value={values.chat}
          aria-invalid={errors.chat ? 'true' : undefined}
          aria-describedby={describedBy('chat', errors.chat, true)}
          onInput={(e) => change({ chat: e.currentTarget.value })}
        />
        <p id={id('chat-hint')} class="hint">
          {t('destinationChatHint')}
        </p>
        <FieldError field="chat" message={errors.chat} />
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
