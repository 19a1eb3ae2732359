// Channel, short link and sub IDs of the link. Every change converts again (typing after a short pause); Enter
// converts at once. Sub IDs sit behind a disclosure that says how many are set.

import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Alert } from '../../../components/alert';
import { ChannelOptions } from '../../../components/channel-options';
import type { Channel } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { isTag } from '../../history/tag';
import { type LinkChoice, type LinkState, SUB_ID_COUNT, SUB_ID_SANE_LENGTH } from './use-link';

const BLANK: LinkChoice = { channelId: null, shorten: false, subIds: Array(SUB_ID_COUNT).fill('') };

interface Props {
  /** Null until the background said which options apply (the controls show the defaults, disabled, till then). */
  choice: LinkChoice | null;
  waiting: boolean;
  channels: readonly Channel[] | undefined;
  /** Shown under the channel choice: why the list is missing or incomplete. */
  channelsNote?: ComponentChildren;
  /** False when the matched campaign does not accept sub IDs. */
  subIdsAllowed: boolean | undefined;
  held: LinkState['held'];
  onChange: (patch: Partial<LinkChoice>, typing?: boolean) => void;
  /** Converts now; `anyway` sends a questioned long sub ID. */
  onSubmit: (anyway?: boolean) => void;
}

export function LinkOptionsForm({
  choice,
  waiting,
  channels,
  channelsNote,
  subIdsAllowed,
  held,
  onChange,
  onSubmit,
}: Props) {
  const shown = choice ?? BLANK;
  const disabled = choice === null && waiting;
  const list = channels ?? [];
  const unknownChosen =
    shown.channelId !== null && !list.some((c) => c.id === shown.channelId) ? shown.channelId : null;
  const setCount = shown.subIds.filter((v) => v.trim() !== '').length;
  // Track earnings per link's tag in Sub ID 5 is ours, on every link: it is counted, but it does not open the
  // disclosure (that pushed the verdict and Request access below the fold on every site).
  const ownSet = shown.subIds.filter((v, i) => v.trim() !== '' && !(i === 4 && isTag(v))).length;
  // Open by itself when the site remembers sub IDs (the first choice shown has some); then the person decides.
  const [open, setOpen] = useState<boolean | null>(null);
  const isOpen = open ?? (choice !== null && ownSet > 0);

  function setSubId(index: number, value: string) {
    const subIds = [...shown.subIds];
    subIds[index] = value;
    onChange({ subIds }, true);
  }

  return (
    <form
      class="link-options"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div class="choice-row">
        <div class="field">
          <label for="channel">{t('commonChannel')}</label>
          <select
            id="channel"
            value={shown.channelId === null ? '' : String(shown.channelId)}
            disabled={disabled}
            onChange={(e) => {
              const v = e.currentTarget.value;
              onChange({ channelId: v === '' ? null : Number(v) });
            }}
          >
            <ChannelOptions channels={list} />
            {unknownChosen !== null && (
              <option value={String(unknownChosen)}>{t('popupChannelNumbered', unknownChosen)}</option>
            )}
          </select>
        </div>
        <div class="row short-row">
          <input
            id="short-link"
            type="checkbox"
            checked={shown.shorten}
            disabled={disabled}
            onChange={(e) => onChange({ shorten: e.currentTarget.checked })}
          />
          <label for="short-link">{t('popupShortLink')}</label>
        </div>
      </div>
      {channelsNote}
      <details class="sub-ids" open={isOpen} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          {t('commonSubIds')}
          {setCount > 0 && <span class="muted"> · {t('popupSubIdsSet', setCount)}</span>}
        </summary>
        <div class="sub-id-grid">
          {subIdsAllowed === false && <p class="muted small">{t('popupSubIdsNotAccepted')}</p>}
          {shown.subIds.map((value, i) => (
            <div class="sub-id" key={i}>
              <label for={`sub-id-${i + 1}`}>{t('popupSubId', i + 1)}</label>
              <input
                id={`sub-id-${i + 1}`}
                type="text"
                value={value}
                disabled={disabled}
                autoComplete="off"
                spellcheck={false}
                aria-invalid={held?.slot === i + 1}
                onInput={(e) => setSubId(i, e.currentTarget.value)}
                onKeyDown={(e) => {
                  // Enter converts at once (the form has no button for it); typing converts after a pause.
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    onSubmit();
                  }
                }}
              />
            </div>
          ))}
        </div>
      </details>
      {held && (
        <Alert>
          <p>{t('popupSubIdTooLong', held.slot, held.length, SUB_ID_SANE_LENGTH)}</p>
          <button type="button" onClick={() => onSubmit(true)}>
            {t('popupUseSubIdAnyway')}
          </button>
        </Alert>
      )}
    </form>
  );
}
