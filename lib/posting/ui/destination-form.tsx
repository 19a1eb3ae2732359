// Add or edit a destination: its name, where it sends, the bot and chat (Telegram, with Check connection), the API
// channel and Short links of its links, the post template, the disclosure and the hashtags. Checked by the background
// before anything is kept; a refused field is said under it, and what was typed stays.
import { useState } from 'preact/hooks';
import { ChannelOptions } from '../../../components/channel-options';
import { ErrorAlert, toApiError } from '../../../components/error-alert';
import { useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { isInputProblem } from '../../core/api/errors';
import type { Channel } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { DEFAULT_DISCLOSURE, TEMPLATE_VARIABLES } from '../caption';
import type { Destination, DestinationView } from '../destination';
import type { SendsTo } from '../sends-to';
import { telegramPermissionRefused, useTelegramPermission } from './telegram-permission';

/** The form's fields: a saved destination's, with the token as typed (blank keeps the saved one). */
export type DestinationValues = Omit<Destination, 'id' | 'botToken' | 'chatUsername'> & { botToken: string };

export function emptyDestination(): DestinationValues {
  return {
    name: '',
    sendsTo: 'telegram',
    botToken: '',
    chat: '',
    channelId: null,
    shorten: false,
    template: t('destinationDefaultTemplate'),
    disclosure: DEFAULT_DISCLOSURE,
    addDisclosure: true,
    hashtags: '',
  };
}

export function valuesOf(d: DestinationView): DestinationValues {
  const { name, sendsTo, chat, channelId, shorten, template, disclosure, addDisclosure, hashtags } = d;
  return { name, sendsTo, botToken: '', chat, channelId, shorten, template, disclosure, addDisclosure, hashtags };
}

const SENDS_TO_WORDS = { telegram: 'sendsToTelegram', whatsapp: 'sendsToWhatsApp', copy: 'sendsToCopy' } as const;
export const sendsToWord = (s: SendsTo) => t(SENDS_TO_WORDS[s]);

type Errors = Partial<Record<keyof DestinationValues, string>>;

interface Props {
  editing: DestinationView | null;
  channels: readonly Channel[];
  onSaved: (saved: DestinationView) => void;
  onCancel: () => void;
}

export function DestinationForm({ editing, channels, onSaved, onCancel }: Props) {
  const send = useSend();
  const askPermission = useTelegramPermission();
  const [values, setValues] = useState<DestinationValues>(editing ? valuesOf(editing) : emptyDestination());
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState<string>('');
  const [checkFailure, setCheckFailure] = useState<unknown>();
  const id = (field: string) => `destination-${field}`;
  const telegram = values.sendsTo === 'telegram';

  function change(patch: Partial<DestinationValues>) {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof DestinationValues];
      return next;
    });
    if ('botToken' in patch || 'chat' in patch) {
      setChecked('');
      setCheckFailure(undefined);
    }
  }

  /** A refusal about one field is said under it; anything else as an alert. */
  function shown(e: unknown, set: (e: unknown) => void) {
    const err = toApiError(e);
    if (isInputProblem(err) && err.field in values) {
      setErrors({ [err.field]: err.message });
      document.getElementById(id(err.field))?.focus();
    } else set(e);
  }

  async function check() {
    setChecked('');
    setCheckFailure(undefined);
    const allowed = askPermission();
    setChecking(true);
    try {
      if (!(await allowed)) {
        setCheckFailure(telegramPermissionRefused());
        return;
      }
      const found = await send('destinations.check', {
        ...(editing ? { id: editing.id } : {}),
        ...(values.botToken.trim() ? { botToken: values.botToken } : {}),
        chat: values.chat,
      });
      setChecked(t('destinationConnected', found.bot, found.chat));
    } catch (e) {
      shown(e, setCheckFailure);
    } finally {
      setChecking(false);
    }
  }

  async function save(event: Event) {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    setBusy(true);
    try {
      const saved = await send('destinations.save', {
        ...(editing ? { id: editing.id } : {}),
        ...values,
        botToken: values.botToken,
      });
      onSaved(saved);
    } catch (e) {
      shown(e, setFailure);
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: keyof DestinationValues) =>
    errors[field] ? (
      <p id={id(`${field}-error`)} class="field-error" role="alert">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof DestinationValues, hint?: boolean) =>
    [hint ? id(`${field}-hint`) : '', errors[field] ? id(`${field}-error`) : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form class="destination-form stack" aria-labelledby={id('title')} onSubmit={save} noValidate>
      <h3 id={id('title')}>{editing ? t('destinationEditHeading', editing.name) : t('destinationAddHeading')}</h3>
      <div class="field">
        <label for={id('name')}>{t('destinationName')}</label>
        <input
          id={id('name')}
          type="text"
          value={values.name}
          aria-invalid={errors.name ? 'true' : undefined}
          aria-describedby={described('name')}
          onInput={(e) => change({ name: e.currentTarget.value })}
        />
        {fieldError('name')}
      </div>
      <div class="field">
        <label for={id('sendsTo')}>{t('destinationSendsTo')}</label>
        <select
          id={id('sendsTo')}
          value={values.sendsTo}
          onChange={(e) => change({ sendsTo: e.currentTarget.value as SendsTo })}
        >
          {(['telegram', 'whatsapp', 'copy'] as const).map((s) => (
            <option key={s} value={s}>
              {sendsToWord(s)}
            </option>
          ))}
        </select>
      </div>
      {telegram && (
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
              aria-describedby={described('botToken', true)}
              onInput={(e) => change({ botToken: e.currentTarget.value })}
            />
            <p id={id('botToken-hint')} class="hint">
              {editing?.tokenTail ? t('destinationTokenSaved', `••••${editing.tokenTail}`) : t('destinationTokenHint')}
            </p>
            {fieldError('botToken')}
          </div>
          <div class="field">
            <label for={id('chat')}>{t('destinationChat')}</label>
            <input
              id={id('chat')}
              type="text"
              spellcheck={false}
              value={values.chat}
              aria-invalid={errors.chat ? 'true' : undefined}
              aria-describedby={described('chat', true)}
              onInput={(e) => change({ chat: e.currentTarget.value })}
            />
            <p id={id('chat-hint')} class="hint">
              {t('destinationChatHint')}
            </p>
            {fieldError('chat')}
          </div>
          <div class="actions">
            <button type="button" onClick={check} disabled={checking}>
              {t('destinationCheck')}
            </button>
          </div>
          {checking && <StatusMessage>{t('destinationChecking')}</StatusMessage>}
          {checked && <StatusMessage>{checked}</StatusMessage>}
          {checkFailure !== undefined && <ErrorAlert error={checkFailure} />}
        </fieldset>
      )}
      <div class="field">
        <label for={id('channelId')}>{t('commonChannel')}</label>
        <select
          id={id('channelId')}
          value={values.channelId === null ? '' : String(values.channelId)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            change({ channelId: v === '' ? null : Number(v) });
          }}
        >
          <ChannelOptions channels={channels} />
        </select>
      </div>
      <div class="row">
        <input
          id={id('shorten')}
          type="checkbox"
          checked={values.shorten}
          onChange={(e) => change({ shorten: e.currentTarget.checked })}
        />
        <label for={id('shorten')}>{t('postShortLinks')}</label>
      </div>
      <div class="field">
        <label for={id('template')}>{t('destinationTemplate')}</label>
        <textarea
          id={id('template')}
          rows={6}
          value={values.template}
          aria-describedby={id('template-hint')}
          onInput={(e) => change({ template: e.currentTarget.value })}
        />
        <p id={id('template-hint')} class="hint">
          {t('destinationTemplateHint', TEMPLATE_VARIABLES.map((v) => `{${v}}`).join(' '))}
        </p>
      </div>
      <div class="field">
        <label for={id('disclosure')}>{t('destinationDisclosure')}</label>
        <input
          id={id('disclosure')}
          type="text"
          value={values.disclosure}
          aria-describedby={id('disclosure-hint')}
          onInput={(e) => change({ disclosure: e.currentTarget.value })}
        />
        <p id={id('disclosure-hint')} class="hint">
          {t('destinationDisclosureHint')}
        </p>
      </div>
      <div class="row">
        <input
          id={id('addDisclosure')}
          type="checkbox"
          checked={values.addDisclosure}
          onChange={(e) => change({ addDisclosure: e.currentTarget.checked })}
        />
        <label for={id('addDisclosure')}>{t('destinationAddDisclosure')}</label>
      </div>
      {!values.addDisclosure && <StatusMessage class="warning">{t('destinationDisclosureOffWarning')}</StatusMessage>}
      <div class="field">
        <label for={id('hashtags')}>{t('destinationHashtags')}</label>
        <input
          id={id('hashtags')}
          type="text"
          value={values.hashtags}
          onInput={(e) => change({ hashtags: e.currentTarget.value })}
        />
      </div>
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {t('destinationSave')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('commonCancel')}
        </button>
      </div>
      {failure !== undefined && <ErrorAlert error={failure} />}
    </form>
  );
}
