// A Discord destination's webhook: its URL in a password field (once saved, only its masked end is shown; the URL
// never comes back to a page), and Check connection with its answer.
import { CheckConnection, KindField } from '../../posting/ui/kind-field-parts';
import type { KindFieldsProps } from '../../posting/ui/kind-ui';
import { say } from '../words';

export function DiscordFields(props: KindFieldsProps) {
  const savedTail = props.editing?.sendsTo === 'discord' ? props.editing.tokenTail : null;
  return (
    <fieldset class="stack">
      <legend>{say('discordLegend')}</legend>
      <KindField
        field="secret"
        label={say('discordWebhookUrl')}
        hint={savedTail ? say('discordWebhookSaved', `••••${savedTail}`) : say('discordWebhookHint')}
        secret
        props={props}
      />
      <CheckConnection check={props.check} onCheck={props.onCheck} />
    </fieldset>
  );
}
