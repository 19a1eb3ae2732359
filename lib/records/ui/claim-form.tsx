// File (claims.create) or edit (claims.update) a missing-transaction claim. Problems are shown at their fields
// before anything is sent; the server's answer is placed at its field when it names one.
import { useRef, useState } from 'preact/hooks';
import { CampaignPicker } from '../../../components/campaign-picker';
import { ErrorAlert, toApiError } from '../../../components/error-alert';
import { Field } from '../../../components/list/field';
import { useApi } from '../../../components/send-context';
import { utcDay } from '../../core/api/dates';
import { isInputProblem } from '../../core/api/errors';
import type { Claim } from '../../core/api/schemas';
import { type MessageKey, t, tPlural } from '../../core/i18n';
import {
  CLAIM_FIELDS,
  type ClaimDraft,
  type ClaimField,
  type ClaimProblems,
  claimBody,
  claimProblems,
  draftFromClaim,
  EMPTY_CLAIM,
} from './claim-form-rules';

interface Props {
  /** The claim being edited; a new claim when absent. */
  editing?: Claim;
  onSaved: (claim: Claim) => void;
  onCancel?: () => void;
}

const LABELS: Record<ClaimField, MessageKey> = {
  order_number: 'recordsOrderNumber',
  campaign_id: 'commonCampaign',
  transaction_date: 'recordsTransactionDate',
  sale_amount: 'recordsSaleAmountInr',
  coupon_code: 'recordsCouponCode',
  additional_info: 'recordsAdditionalInformation',
};

export function ClaimForm({ editing, onSaved, onCancel }: Props) {
  const api = useApi();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ClaimDraft>(() => (editing ? draftFromClaim(editing) : EMPTY_CLAIM));
  const [problems, setProblems] = useState<ClaimProblems>({});
  const [failure, setFailure] = useState<unknown>(undefined);
  const [sending, setSending] = useState(false);

  const set = (key: ClaimField) => (e: Event) =>
    setDraft((d) => ({ ...d, [key]: (e.currentTarget as HTMLInputElement).value }));

  function focusFirst(found: ClaimProblems) {
    const first = CLAIM_FIELDS.find((f) => found[f]);
    if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  }

  async function submit(e: Event) {
    e.preventDefault();
    setFailure(undefined);
    const found = claimProblems(draft, new Date());
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    try {
      const body = claimBody(draft);
      const saved = editing ? await api('updateClaim', { id: editing.id, ...body }) : await api('createClaim', body);
      if (!editing) setDraft(EMPTY_CLAIM);
      onSaved(saved);
    } catch (err) {
      const failure = toApiError(err);
      const field = isInputProblem(failure) ? (failure.field as ClaimField) : undefined;
      if (field && (CLAIM_FIELDS as readonly string[]).includes(field)) {
        const placed = { [field]: failure.message };
        setProblems(placed);
        focusFirst(placed);
      } else {
        setFailure(err);
      }
    } finally {
      setSending(false);
    }
  }

  const count = Object.keys(problems).length;
  const input = (key: ClaimField, extra: Record<string, unknown> = {}) => (
    <Field label={t(LABELS[key])} error={problems[key]}>
      {(c) => (
        <input
          id={c.id}
          name={key}
          type="text"
          value={draft[key]}
          onInput={set(key)}
          aria-describedby={c.describedBy}
          aria-invalid={c.invalid}
          {...extra}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={form}
      class="claim-form"
      aria-label={editing ? t('recordsEditClaim') : t('recordsFileClaimHeading')}
      onSubmit={submit}
      noValidate
    >
      {count > 0 && (
        <div class="alert" role="alert">
          <p>{tPlural(count, 'recordsClaimNotSent')}</p>
        </div>
      )}
      <div class="filters">
        {input('order_number', { required: true, autocomplete: 'off', autoFocus: Boolean(editing) })}
        <CampaignPicker
          name="campaign_id"
          required
          value={draft.campaign_id}
          initialName={editing?.campaign_name}
          error={problems.campaign_id}
          onChange={(campaignId) => setDraft((d) => ({ ...d, campaign_id: campaignId }))}
        />
        <Field label={t(LABELS.transaction_date)} error={problems.transaction_date}>
          {(c) => (
            <input
              id={c.id}
              name="transaction_date"
              type="date"
              required
              max={utcDay(new Date())}
              value={draft.transaction_date}
              onChange={set('transaction_date')}
              aria-describedby={c.describedBy}
              aria-invalid={c.invalid}
            />
          )}
        </Field>
        {input('sale_amount', { required: true, inputMode: 'decimal', placeholder: '1299.50' })}
        {input('coupon_code')}
      </div>
      <Field label={t(LABELS.additional_info)} error={problems.additional_info} class="wide">
        {(c) => (
          <textarea
            id={c.id}
            name="additional_info"
            rows={3}
            value={draft.additional_info}
            onInput={set('additional_info')}
            aria-describedby={c.describedBy}
          />
        )}
      </Field>
      {failure !== undefined && <ErrorAlert error={failure} accountHref="#account" />}
      <div class="actions">
        <button type="submit" class="primary" disabled={sending}>
          {editing ? t('recordsSaveClaim') : t('recordsFileClaim')}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            {t('recordsCancelEditing')}
          </button>
        )}
        {sending && <span role="status">{t('commonSending')}</span>}
      </div>
    </form>
  );
}
