// A Telegram destination's bot and chat: the token (once saved, only its masked tail is shown), the chat, and Check
// connection with its answer.
import { t } from '../../core/i18n';
import { CheckConnection, KindField } from '../../posting/ui/kind-field-parts';
import type { KindFieldsProps } from '../../posting/ui/kind-ui';

export function TelegramFields(props: KindFieldsProps) {
  const tail = props.editing?.tokenTail;
  return (
    <fieldset class="stack">
      <legend>{t('destinationTelegramLegend')}</legend>
      <KindField
        field="botToken"
        label={t('destinationBotToken')}
        hint={tail ? t('destinationTokenSaved', `••••${tail}`) : t('destinationTokenHint')}
        secret
        props={props}
      />
      <KindField field="chat" label={t('destinationChat')} hint={t('destinationChatHint')} props={props} />
      <CheckConnection check={props.check} onCheck={props.onCheck} />
    </fieldset>
  );
}
