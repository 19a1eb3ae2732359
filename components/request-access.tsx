// Asking the advertiser for access to a campaign, from the popup or a campaign's detail in the options page.
// The server decides everything (cooldown, duplicates, daily limit); this shows each answer in words.
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { isInputProblem, type SerializedApiError } from '../lib/core/api/errors';
import type { Campaign, Channel } from '../lib/core/api/schemas';
import { apiInstant } from '../lib/core/format/api-time';
import { localZoneTime, reapplySentence, utcTime } from '../lib/core/format/time-words';
import { t } from '../lib/core/i18n';
import { type WordTable, wordFor } from '../lib/core/status-words';
import type { RequestAccessResponse } from '../lib/protocol';
import { ErrorAlert, toApiError } from './error-alert';
import { useSend } from './send-context';
import { StatusMessage } from './status-message';

/** Access can be asked for only before a first request and after a rejection (its cooldown is the server's call). */
export function canRequestAccess(status: string): boolean {
  return status === 'not_applied' || status === 'rejected';
}

interface Props {
  campaign: Pick<Campaign, 'id' | 'name' | 'access_status'>;
  /** The publisher's channels, for the optional choice of which one the request is for. */
  channels?: readonly Pick<Channel, 'id' | 'name' | 'status'>[];
  /** Called after the server accepted the request; the caller shows the status as pending from then on. */
  onRequested: (response: RequestAccessResponse) => void;
}

type Phase = 'closed' | 'open' | 'sending' | 'sent';

/**
 * Button **Request access** (only where access can be requested), which opens **Promotion details**, an optional
 * channel choice and **Send request**. Renders nothing for other statuses, except the confirmation once sent.
 */
export function RequestAccess({ campaign, channels, onRequested }: Props) {
  const send = useSend();
  const [phase, setPhase] = useState<Phase>('closed');
  const [details, setDetails] = useState('');
  const [channelId, setChannelId] = useState('');
  const [error, setError] = useState<SerializedApiError | null>(null);
  const [reapplied, setReapplied] = useState(false);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const ids = useId();

  // Another campaign (the next detail view) starts afresh. Not on mount: a click may come before effects run.
  const shownFor = useRef(campaign.id);
  useEffect(() => {
    if (shownFor.current === campaign.id) return;
    shownFor.current = campaign.id;
    setPhase('closed');
    setDetails('');
    setChannelId('');
    setError(null);
  }, [campaign.id]);

  useEffect(() => {
    if (phase === 'open' && !error) detailsRef.current?.focus();
  }, [phase === 'open']);

  if (phase === 'sent') {
    return (
      <StatusMessage class="request-sent">
        {reapplied ? t('commonRequestSentAgain') : t('commonRequestSent')}
      </StatusMessage>
    );
  }
  if (!canRequestAccess(campaign.access_status)) return null;

  if (phase === 'closed') {
    return (
      <button type="button" class="primary" onClick={() => setPhase('open')}>
        {t('commonRequestAccess')}
      </button>
    );
  }

  async function submit(event: Event) {
    event.preventDefault();
    if (phase === 'sending') return;
    setPhase('sending');
    setError(null);
    const promotionDetails = details.trim();
    try {
      const response = await send('campaigns.requestAccess', {
        campaignId: campaign.id,
        ...(promotionDetails ? { promotionDetails } : {}),
        ...(channelId ? { channelId: Number(channelId) } : {}),
      });
      setReapplied(response.reapplied);
      setPhase('sent');
      onRequested(response);
    } catch (e) {
      // What was typed stays in the form.
      setError(explainRequestError(toApiError(e)));
      setPhase('open');
    }
  }

  const retryable = error && ['network', 'timeout', 'server', 'bad_response', 'unreachable'].includes(error.kind);
  return (
    <form class="request-access" onSubmit={submit} aria-label={t('commonRequestAccessToCampaign', campaign.name)}>
      <label for={`${ids}-details`}>{t('commonPromotionDetails')}</label>
      <textarea
        id={`${ids}-details`}
        ref={detailsRef}
        rows={3}
        value={details}
        aria-describedby={`${ids}-hint`}
        onInput={(e) => setDetails(e.currentTarget.value)}
      />
      <p id={`${ids}-hint`} class="muted hint">
        {t('commonPromotionDetailsHint', campaign.name)}
      </p>
      {channels && channels.length > 0 && (
        <>
          <label for={`${ids}-channel`}>{t('commonPromoteOnChannel')}</label>
          <select id={`${ids}-channel`} value={channelId} onChange={(e) => setChannelId(e.currentTarget.value)}>
            <option value="">{t('commonYourDefaultChannel')}</option>
            {channels.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {t('commonChannelOption', c.name, wordFor(CHANNEL_OPTION_WORDS, c.status))}
              </option>
            ))}
          </select>
        </>
      )}
      {error && <ErrorAlert error={error} onRetry={retryable ? () => submit(new Event('submit')) : undefined} />}
      <div class="actions">
        <button type="submit" class="primary" disabled={phase === 'sending'}>
          {t('commonSendRequest')}
        </button>
        <button type="button" onClick={() => setPhase('closed')} disabled={phase === 'sending'}>
          {t('commonCancel')}
        </button>
        {phase === 'sending' && <span class="muted">{t('commonSending')}</span>}
      </div>
    </form>
  );
}

// A channel's status as the option shows it after the name (lower case); a status the spec does not list stays
// as sent.
const CHANNEL_OPTION_WORDS: WordTable = {
  pending: 'commonChannelPending',
  approved: 'commonChannelApproved',
  rejected: 'commonChannelRejected',
};

/** The error with what the person can do next: the re-apply date of a cooldown, when a daily limit resets. */
export function explainRequestError(e: SerializedApiError): SerializedApiError {
  let message = e.message;
  const reapplyDate = e.kind === 'validation' && !isInputProblem(e) ? e.reapplyDate : undefined;
  if (reapplyDate && !message.includes(reapplyDate)) message += ` ${reapplySentence(reapplyDate)}`;
  if (e.kind === 'rate_limited' && e.resetsAt) {
    const times = resetTimes(e.resetsAt);
    if (times) {
      if (!message.includes(times.utc)) message += ` ${t('commonLimitResetsAt', times.utc)}`;
      if (!message.includes(times.local)) message += ` ${t('commonLocalTime', times.local)}`;
    }
  }
  return message === e.message ? e : { ...e, message };
}

/** An ISO timestamp as `YYYY-MM-DD HH:MM UTC` and in the person's own time zone; null when unreadable. */
export function resetTimes(timestamp: string): { utc: string; local: string } | null {
  const ms = apiInstant(timestamp);
  if (Number.isNaN(ms)) return null;
  return {
    utc: utcTime(timestamp),
    local: localZoneTime(timestamp),
  };
}
