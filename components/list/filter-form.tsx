// The frame of every list's filter form: its fields, the submit button, and the problem that kept it from
// being sent.
import type { ComponentChildren } from 'preact';
import { t } from '../../lib/core/i18n';
import { FormProblem } from '../form-problem';
import type { FieldProblem } from './rules';
import './list.css';

/**
 * A filter value the form refused before sending: which field, and why. The one place a form problem is turned
 * into an alert.
 */
export function FilterProblem({ problem }: { problem: FieldProblem | null | undefined }) {
  if (!problem) return null;
  return <FormProblem problem={{ field: problem.field, message: t('recordsProblemNothingSent', problem.message) }} />;
}

interface Props {
  /** Names the form ("Transaction filters"). */
  label: string;
  onSubmit: (e: Event) => void;
  problem: FieldProblem | null;
  /** The submit button's words; "Apply filters" unless given. */
  submitLabel?: string;
  children: ComponentChildren;
}

/** `<form class="filters">` with its fields, "Apply filters", and the refused value's alert under it. */
export function FilterForm({ label, onSubmit, problem, submitLabel, children }: Props) {
  return (
    <>
      <form class="filters" aria-label={label} onSubmit={onSubmit}>
        {children}
        <div class="actions">
          <button type="submit" class="primary">
            {submitLabel ?? t('recordsApplyFilters')}
          </button>
        </div>
      </form>
      <FilterProblem problem={problem} />
    </>
  );
}
