// The table "Links": one row per distinct link of the post, with its new link, campaign, result word and why; a
// failed row can be tried again alone; the table as CSV.
import { Component } from 'preact';
import { toCsv } from '../../core/csv';
import { t } from '../../core/i18n';
import { downloadText } from '../../records/ui/download';
import type { LinkRow } from '../link-rows';
import { resultWord, rowNote } from './row-words';

export function linksCsv(rows: readonly LinkRow[]): string {
  return toCsv(rows, [
    { header: t('postColumnLink'), value: (r) => r.text },
    { header: t('postColumnNewLink'), value: (r) => r.newLink ?? '' },
    { header: t('commonCampaign'), value: (r) => r.campaign ?? '' },
    { header: t('postColumnResult'), value: (r) => resultWord(r) },
    { header: t('postColumnNote'), value: (r) => rowNote(r) },
  ]);
}

export function LinksTable({
  rows,
  busy,
  onRetry,
}: {
  rows: readonly LinkRow[];
  busy: boolean;
  onRetry: (key: string) => void;
}) {
  return (
    <div class="post-links">
      <div class="table-wrap">
        <table aria-label={t('postLinksTable')} aria-busy={busy ? 'true' : undefined}>
          <thead>
            <tr>
              <th scope="col">{t('postColumnLink')}</th>
              <th scope="col">{t('postColumnNewLink')}</th>
              <th scope="col">{t('commonCampaign')}</th>
              <th scope="col">{t('postColumnResult')}</th>
              <th scope="col">{t('postColumnNote')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <RowView key={row.key} row={row} busy={busy} onRetry={onRetry} />
            ))}
          </tbody>
        </table>
      </div>
      <button
        type="button"
        onClick={() => downloadText(`converted-links-${new Date().toISOString().slice(0, 10)}.csv`, linksCsv(rows))}
      >
        {t('postDownloadCsv')}
      </button>
    </div>
  );
}

interface RowProps {
  row: LinkRow;
  busy: boolean;
  onRetry: (key: string) => void;
}

/** One row, drawn again only when it changed: a run updates a few rows per frame of a table of up to 200. */
class RowView extends Component<RowProps> {
  override shouldComponentUpdate(next: RowProps): boolean {
    return next.row !== this.props.row || next.busy !== this.props.busy;
  }

  override render({ row, busy, onRetry }: RowProps) {
    return (
      <tr class={`post-row post-row-${row.outcome ?? row.state}`}>
        <td class="post-url" data-label={t('postColumnLink')}>
          {row.text}
        </td>
        <td class="post-url" data-label={t('postColumnNewLink')}>
          {row.newLink ?? ''}
        </td>
        <td data-label={t('commonCampaign')}>{row.campaign ? <bdi>{row.campaign}</bdi> : null}</td>
        <td class="post-result" data-label={t('postColumnResult')}>
          {resultWord(row)}
        </td>
        <td class="post-note" data-label={t('postColumnNote')}>
          {rowNote(row)}
          {row.outcome === 'failed' && (
            <button
              type="button"
              class="post-retry"
              disabled={busy}
              aria-label={t('postRetryNamed', row.text)}
              onClick={() => onRetry(row.key)}
            >
              {t('commonTryAgain')}
            </button>
          )}
        </td>
      </tr>
    );
  }
}
