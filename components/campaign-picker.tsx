// "Campaign": a person types part of a campaign's name and picks it from the suggestions (GET /campaigns?q=…, which
// lists live campaigns only, and the campaigns met in the records: a paused one still has transactions and claims),
// or types its number. The value handed on is the picked campaign's id ('' for none); what was typed stays in the box.
import { useEffect, useId, useState } from 'preact/hooks';
import { t } from '../lib/core/i18n';
import { Field } from './list/field';
import { useDebounced } from './list/use-debounced';
import { seenCampaignsMatching } from './seen-campaigns';
import { useApi } from './send-context';
import { useRequest } from './use-request';

const SUGGESTIONS = 20;
const DELAY_MS = 300;

interface Props {
  /** The picked campaign's id, '' for none. */
  value: string;
  onChange: (campaignId: string) => void;
  label?: string;
  error?: string;
  /** The campaign's name when `value` was set from elsewhere (a claim being edited). */
  initialName?: string;
  /** The input's name, for a form that focuses its first problem by name. */
  name?: string;
  required?: boolean;
}

export function CampaignPicker({
  value,
  onChange,
  label = t('commonCampaign'),
  error,
  initialName = '',
  name,
  required,
}: Props) {
  const api = useApi();
  const [text, setText] = useState(initialName);
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(() =>
    initialName && value ? { id: Number(value), name: initialName } : null,
  );
  const q = useDebounced(text.trim(), DELAY_MS);
  const suggestions = useRequest(
    () => api('listCampaigns', { q, per_page: SUGGESTIONS }),
    [api, q],
    q !== '' && q !== picked?.name && !/^#?\s*\d+$/.test(q),
  );
  const live = suggestions.data?.data ?? [];
  const listed: { id: number; name: string }[] = [
    ...live,
    ...seenCampaignsMatching(q, SUGGESTIONS).filter((s) => !live.some((c) => c.id === s.id)),
  ];

  // The form was reset from outside (value cleared): empty the box too.
  useEffect(() => {
    if (value === '' && picked) {
      setPicked(null);
      setText('');
    }
  }, [value]);

  function choose(typed: string, among: { id: number; name: string }[]) {
    const number = /^#?\s*(\d{1,10})$/.exec(typed.trim())?.[1];
    const match =
      among.find((c) => c.name.toLowerCase() === typed.trim().toLowerCase()) ??
      (number && Number(number) > 0 ? { id: Number(number), name: typed.trim() } : undefined);
    if (match) {
      setPicked({ id: match.id, name: match.name });
      if (value !== String(match.id)) onChange(String(match.id));
    } else {
      setPicked(null);
      if (value !== '') onChange('');
    }
  }

  // A name typed in full before its suggestions arrived is picked when they do.
  useEffect(() => {
    if (picked === null && text.trim() !== '') choose(text, listed);
  }, [suggestions.data]);

  function onInput(typed: string) {
    setText(typed);
    choose(typed, listed);
  }

  const listId = `${useId()}-campaigns`;
  const hint =
    picked !== null
      ? picked.name === text.trim() && /^#?\s*\d+$/.test(picked.name)
        ? t('commonCampaignPickedByNumber', picked.id)
        : t('commonCampaignPicked', picked.name, picked.id)
      : text.trim() !== '' && !suggestions.loading
        ? listed.length === 0
          ? t('commonCampaignNoMatch', text.trim())
          : t('commonCampaignPickFromList')
        : t('commonCampaignTypeName');
  return (
    <Field label={label} hint={hint} error={error}>
      {(c) => (
        <>
          <input
            id={c.id}
            name={name}
            required={required}
            type="text"
            list={listId}
            autocomplete="off"
            value={text}
            onInput={(e) => onInput(e.currentTarget.value)}
            aria-describedby={c.describedBy}
            aria-invalid={c.invalid}
          />
          <datalist id={listId}>
            {listed.map((campaign) => (
              <option key={campaign.id} value={campaign.name} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
