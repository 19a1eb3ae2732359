// Options -> Missing transactions (#claims): claims for sales that were not tracked, amounts always in INR.
import { useState } from 'preact/hooks';
import { keyHasScope, useAccount } from '../../../components/account-context';
import { ErrorAlert } from '../../../components/error-alert';
import { Money, MoneyCell } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { ScopeGate } from '../../../components/scope-gate';
import { useApi } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { useRequest } from '../../../components/use-request';
import { PER_PAGE_MAX } from '../../../lib/api/endpoints';
import { CLAIM_STATUSES } from '../../../lib/api/enums';
import type { ClaimListParams } from '../../../lib/api/params';
import type { Claim } from '../../../lib/api/schemas';
import { t, tPlural } from '../../../lib/i18n';
import { Section } from '../section';
import { ClaimForm } from './claim-form';
import { type ClaimListDraft, claimListParams, defaultClaimListDraft } from './claim-form-rules';
import { Field } from './field';
import { statusWord } from './status-words';
import { FilterProblem, HeaderRow, PageState, TableWrap } from './table-parts';
import { usePage } from './use-page';
import './records.css';

/** The spec: missing-transaction amounts are always INR (an approved claim's transaction is in the account's). */
const CLAIM_CURRENCY = 'INR';

export function ClaimsSection() {
  return (
    <Section id="claims" title={t('recordsMissingTransactions')}>
      <ScopeGate scope="read:missing_transactions" feature={t('recordsMissingTransactionClaims')}>
        <Claims />
      </ScopeGate>
    </Section>
  );
}

function Claims() {
  const api = useApi();
  const canWrite = keyHasScope(useAccount(), 'write:missing_transactions');
  const [draft, setDraft] = useState<ClaimListDraft>(() => defaultClaimListDraft(new Date()));
  const [applied, setApplied] = useState<ClaimListParams>(() => {
    const first = claimListParams(draft);
    return first.problem === undefined ? first.params : {};
  });
  const [problem, setProblem] = useState<{ message: string; field: string } | null>(null);
  const [note, setNote] = useState('');
  const [editing, setEditing] = useState<Claim | null>(null);
  const [page, setPage] = usePage(JSON.stringify(applied));
  const list = useRequest(
    () => api('listClaims', { ...applied, page, per_page: PER_PAGE_MAX.listClaims }),
    [applied, page],
  );
  const data = list.data;

  const set = (key: keyof ClaimListDraft) => (e: Event) =>
    setDraft((d) => ({ ...d, [key]: (e.currentTarget as HTMLInputElement).value }));

  function apply(e: Event) {
    e.preventDefault();
    const result = claimListParams(draft);
    if (result.problem !== undefined) {
      setProblem({ message: result.problem, field: result.field });
      return;
    }
    setProblem(null);
    setApplied(result.params);
  }

  function saved(claim: Claim, noteKey: 'recordsClaimDeletedNote' | 'recordsClaimSavedNote' | 'recordsClaimFiledNote') {
    setNote(t(noteKey, claim.order_number));
    setEditing(null);
    list.reload();
  }

  return (
    <>
      <p class="muted">{t('recordsClaimASaleThe')}</p>
      <form class="filters" aria-label={t('recordsClaimFilters')} onSubmit={apply}>
        <Field label={t('recordsFrom')} error={problem?.field === 'from' ? problem.message : undefined}>
          {(c) => (
            <input
              id={c.id}
              type="date"
              value={draft.from}
              onChange={set('from')}
              aria-describedby={c.describedBy}
              aria-invalid={c.invalid}
            />
          )}
        </Field>
        <Field label={t('recordsTo')}>
          {(c) => <input id={c.id} type="date" value={draft.to} onChange={set('to')} />}
        </Field>
        <Field label={t('recordsSearchCampaignName')} hint={t('recordsWhenSetFromAnd')}>
          {(c) => (
            <input
              id={c.id}
              type="search"
              value={draft.search}
              onInput={set('search')}
              aria-describedby={c.describedBy}
            />
          )}
        </Field>
        <Field label={t('recordsStatus')}>
          {(c) => (
            <select id={c.id} value={draft.status} onChange={set('status')}>
              <option value="">{t('recordsAnyStatus')}</option>
              {CLAIM_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusWord(s)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div class="actions">
          <button type="submit" class="primary">
            {t('recordsApplyFilters')}
          </button>
        </div>
      </form>
      <FilterProblem problem={problem} />
      {applied.search && <StatusMessage>{t('recordsShowingClaimsWhoseCampaign', applied.search)}</StatusMessage>}
      <StatusMessage>{note}</StatusMessage>
      <PageState request={list} noun={t('recordsNounClaims')} />
      {data && data.data.length > 0 && (
        <TableWrap>
          <table aria-label={t('recordsClaims')} aria-busy={list.loading}>
            <thead>
              <HeaderRow
                columns={[
                  t('recordsOrderNumber'),
                  t('recordsCampaign'),
                  t('recordsTransactionDate'),
                  { label: t('recordsSaleAmountInr'), num: true },
                  { label: t('recordsCommissionInr'), num: true },
                  t('recordsStatus'),
                  t('recordsCouponCode'),
                  t('recordsFiled'),
                  canWrite && t('recordsActions'),
                ]}
              />
            </thead>
            <tbody>
              {data.data.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.order_number}</th>
                  <td>
                    {c.campaign_name} <span class="muted">#{c.campaign_id}</span>
                  </td>
                  <td>{c.transaction_date}</td>
                  <MoneyCell amount={c.sale_amount} currency={c.currency || CLAIM_CURRENCY} />
                  <td class="num">
                    {c.user_commission ? (
                      <Money amount={c.user_commission} currency={c.currency || CLAIM_CURRENCY} />
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{statusWord(c.status)}</td>
                  <td>{c.coupon_code ?? '—'}</td>
                  <td>{c.created_at.slice(0, 10)}</td>
                  {canWrite && (
                    <td>
                      <ClaimActions
                        claim={c}
                        onEdit={() => setEditing(c)}
                        onDeleted={() => saved(c, 'recordsClaimDeletedNote')}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager
        meta={data?.meta}
        onPage={setPage}
        noun={t('recordsNounClaims')}
        count={(n) => tPlural(n, 'recordsClaimCount')}
        disabled={list.loading}
      />

      <ScopeGate scope="write:missing_transactions" feature={t('recordsFilingAClaim')}>
        <div class="claim-form-box">
          <h3>{editing ? t('recordsEditTheClaimFor', editing.order_number) : t('recordsFileAClaim')}</h3>
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
        <legend>{t('recordsDeleteTheClaimFor', claim.order_number)}</legend>
        <button type="button" class="danger" onClick={remove} disabled={deleting}>
          {t('recordsYesDelete')}
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
          {t('recordsEdit')}
          <span class="visually-hidden"> {t('recordsTheClaimForOrder', claim.order_number)}</span>
        </button>
      )}{' '}
      <button type="button" onClick={() => setConfirming(true)}>
        {t('recordsDelete')}
        <span class="visually-hidden"> {t('recordsTheClaimForOrder', claim.order_number)}</span>
      </button>
    </span>
  );
}
