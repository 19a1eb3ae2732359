import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import type { Page } from '../../core/api/schemas';
import { type CsvColumn, toCsv } from '../../core/csv';
import { collectAllPages, type ExportProgress, exportProgressText, isAbortError } from '../../core/export-all';
import { t, tPlural } from '../../core/i18n';
import { downloadText } from './download';

interface Props<T> {
  /** The number of rows in words: "1,201 transactions", "1 CPC click". */
  count: (n: number) => string;
  filename: string;
  columns: readonly CsvColumn<T>[];
  /** One page of what the current filter selects, at the endpoint's largest page size. */
  fetchPage: (page: number) => Promise<Page<T>>;
  /** Identity of a row, to drop a row that a shifting page sent twice. */
  rowKey?: (row: T) => unknown;
  disabled?: boolean;
}

type State =
  | { phase: 'idle' }
  | { phase: 'running'; progress: ExportProgress }
  | { phase: 'done'; rows: number; skipped: number; filename: string }
  | { phase: 'cancelled' }
  | { phase: 'failed'; error: unknown; page: number };

/** "Export CSV": every page of the filter, with progress in a status line and a Cancel button. */
export function ExportCsv<T>({ count, filename, columns, fetchPage, rowKey, disabled }: Props<T>) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function run() {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    // Answers of an export that was cancelled or replaced change nothing on screen.
    const current = () => abort.current === controller && !controller.signal.aborted;
    let page = 1;
    setState({ phase: 'running', progress: { page: 1, totalPages: null, rows: 0 } });
    try {
      const result = await collectAllPages({
        fetchPage,
        key: rowKey,
        signal: controller.signal,
        onProgress: (progress) => {
          page = progress.page;
          if (current()) setState({ phase: 'running', progress });
        },
      });
      if (!current()) return;
      downloadText(filename, toCsv(result.rows, columns));
      setState({ phase: 'done', rows: result.rows.length, skipped: result.skipped, filename });
    } catch (error) {
      if (current() && !isAbortError(error)) setState({ phase: 'failed', error, page });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  function cancel() {
    abort.current?.abort();
    abort.current = null;
    setState({ phase: 'cancelled' });
  }

  const running = state.phase === 'running';
  const statusText =
    state.phase === 'running'
      ? exportProgressText(state.progress)
      : state.phase === 'done'
        ? t('recordsExportDone', count(state.rows), state.filename) +
          (state.skipped > 0 ? ` ${tPlural(state.skipped, 'recordsExportSkipped')}` : '')
        : state.phase === 'cancelled'
          ? t('recordsExportCancelled')
          : '';

  return (
    <div class="export">
      <button type="button" onClick={run} disabled={disabled || running}>
        {t('recordsExportCsv')}
      </button>
      {running && (
        <button type="button" onClick={cancel}>
          {t('recordsCancelExport')}
        </button>
      )}
      <span role="status" class="status-inline">
        {statusText}
      </span>
      {state.phase === 'failed' && (
        <div>
          <p class="muted">{t('recordsExportStopped', state.page)}</p>
          <ErrorAlert error={state.error} onRetry={run} accountHref="#account" />
        </div>
      )}
    </div>
  );
}
