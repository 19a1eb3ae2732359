// Options -> Missing transactions (#claims): claims for sales that were not tracked, amounts always in INR.
import { useState } from 'preact/hooks';
import { keyHasScope, useAccount } from '../../../components/account-context';
import { ErrorAlert } from '../../../components/error-alert';
import { type Column, ListTable } from '../../../components/list/data-table';
import { DateField, StatusFilter, TextField } from '../../../components/list/filter-fields';
import { FilterForm } from '../../../components/list/filter-form';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { Money } from '../../../components/money';
import { Section } from '../../../components/options/section';
import { ScopeGate } from '../../../components/scope-gate';
import { noteCampaigns } from '../../../components/seen-campaigns';
import { useApi } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { PER_PAGE_MAX } from '../../core/api/endpoints';
import { CLAIM_STATUSES } from '../../core/api/enums';
import type { ClaimListParams } from '../../core/api/params';
import type { Claim } from '../../core/api/schemas';
import { t, tPlural } from '../../core/i18n';
import { ClaimForm } from './claim-form';
import { claimListParams, defaultClaimListDraft } from './claim-form-rules';
import './records.css';
import { RecordDetails } from './record-details';
import { RecordStatus } from './record-status';
import { statusWord } from './status-words';

/** The spec: missing-transaction amounts are always INR (an approved claim's transaction is in the account's). */
const CLAIM_CURRENCY = 'INR';

export const ClaimsSection = () => (
  <Section
    id="claims"
    title={t('commonMissingTransactions')}
    scope="read:missing_transactions"
    feature={t('recordsFeatureReadClaims')}
  >
    <Claims />
  </Section>
);

type SavedNote = 'recordsClaimDeletedNote' | 'recordsClaimSavedNote' | 'recordsClaimFiledNote';

function claimColumns(
  canWrite: boolean,
  onEdit: (claim: Claim) => void,
  onDeleted: (claim: Claim) => void,
): (Column<Claim> | false)[] {
  const cur = (c: Claim) => c.currency || CLAIM_CURRENCY;
  return [
    { label: t('recordsOrderNumber'), rowHeader: true, cell: (c) => c.order_number },
    {
      label: t('commonCampaign'),
      cell: (c) => (
        <>
          {c.campaign_name} <span class="muted">#{c.campaign_id}</span>
        </>
      ),
    },
    { label: t('recordsTransactionDate'), class: 'date', cell: (c) => c.transaction_date },
    { label: t('recordsSaleAmountInr'), num: true, cell: (c) => <Money amount={c.sale_amount} currency={cur(c)} /> },
    {
      label: t('recordsCommissionInr'),
      num: true,
      cell: (c) => (c.user_commission ? <Money amount={c.user_commission} currency={cur(c)} /> : '—'),
    },
    { label: t('commonStatus'), cell: (c) => <RecordStatus status={c.status} /> },
    { label: t('recordsCouponCode'), cell: (c) => c.coupon_code ?? '—' },
    { label: t('recordsFiled'), class: 'date', cell: (c) => c.created_at.slice(0, 10) },
    { label: t('recordsClaimSource'), cell: (c) => c.source || '—' },
    {
      label: t('recordsDetails'),
      cell: (c) => <RecordDetails record={c} target={t('recordsDetailsOfClaim', c.order_number)} />,
    },
    canWrite && {
      label: t('commonActions'),
      cell: (c) => <ClaimActions claim={c} onEdit={() => onEdit(c)} onDeleted={() => onDeleted(c)} />,
    },
  ];
}

function Claims() {
  const api = useApi();
  const canWrite = keyHasScope(useAccount(), 'write:missing_transactions');
  const [note, setNote] = useState('');
  const [editing, setEditing] = useState<Claim | null>(null);
  const list = useFilteredList({
    initialDraft: () => defaultClaimListDraft(new Date()),
    check: claimListParams,
    fetch: noteCampaigns((params: ClaimListParams) => api('listClaims', params)),
    perPage: PER_PAGE_MAX.listClaims,
  });
  const { draft, set, applied } = list;

  function saved(claim: Claim, noteKey: SavedNote) {
    setNote(t(noteKey, claim.order_number));
    setEditing(null);
    list.request.reload();
  }

  return (
    <>
      <p class="muted">{t('recordsClaimsIntro')}</p>
      <FilterForm label={t('recordsClaimFilters')} onSubmit={list.apply} problem={list.problem}>
        <DateField label={t('commonFrom')} value={draft.from} onChange={set('from')} error={list.fieldError('from')} />
        <DateField label={t('commonTo')} value={draft.to} onChange={set('to')} />
        <TextField
          label={t('recordsSearchCampaignName')}
          hint={t('recordsClaimSearchHint')}
          type="search"
          value={draft.search}
          onChange={set('search')}
        />
        <StatusFilter statuses={CLAIM_STATUSES} word={statusWord} value={draft.status} onChange={set('status')} />
      </FilterForm>
      {applied.search && <StatusMessage>{t('recordsClaimSearchNote', applied.search)}</StatusMessage>}
      <StatusMessage>{note}</StatusMessage>
      <ListTable
        request={list.request}
        onPage={list.setPage}
        noun={t('recordsNounClaims')}
        count={(n) => tPlural(n, 'recordsClaimCount')}
        label={t('recordsClaims')}
        columns={claimColumns(canWrite, setEditing, (c) => saved(c, 'recordsClaimDeletedNote'))}
        rowKey={(c) => c.id}
      />

      <ScopeGate scope="write:missing_transactions" feature={t('recordsFeatureFileClaim')}>
        <div class="claim-form-box">
          <h3>{editing ? t('recordsEditClaimHeading', editing.order_number) : t('recordsFileClaimHeading')}</h3>
          <ClaimForm
            key={editing?.id ?? 'new'}
            editing={editing ?? undefined}
            onSaved={(claim) => saved(claim, editing ? 'recordsClaimSavedNote' : 'recordsClaimFiledNote')}
            onCancel={editing ? () => setEditing(null) : undefined}
          />
        </div>
      </ScopeGate>
    </>
  );
}

/** Edit (while pending) and Delete, the latter after an in-place confirmation. */
function ClaimActions({ claim, onEdit, onDeleted }: { claim: Claim; onEdit: () => void; onDeleted: () => void }) {
  const api = useApi();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<unknown>(undefined);

  async function remove() {
    setDeleting(true);
    setError(undefined);
    try {
      await api('deleteClaim', { id: claim.id });
      onDeleted();
    } catch (e) {
      setError(e);
      setDeleting(false);
    }
  }

  if (confirming) {
    return (
      <fieldset class="confirm">
        <legend>{t('recordsConfirmDeleteClaim', claim.order_number)}</legend>
        <button type="button" class="danger" onClick={remove} disabled={deleting}>
          {t('commonYesDelete')}
        </button>{' '}
        <button type="button" onClick={() => setConfirming(false)} disabled={deleting}>
          {t('recordsKeepClaim')}
        </button>
        {error !== undefined && <ErrorAlert error={error} />}
      </fieldset>
    );
  }
  return (
    <span class="row-actions">
      {claim.status === 'pending' && (
        <button type="button" onClick={onEdit}>
          {t('commonEdit')}
          <span class="visually-hidden"> {t('recordsClaimForOrderTarget', claim.order_number)}</span>
        </button>
      )}{' '}
      <button type="button" onClick={() => setConfirming(true)}>
        {t('commonDelete')}
        <span class="visually-hidden"> {t('recordsClaimForOrderTarget', claim.order_number)}</span>
      </button>
    </span>
  );
}
