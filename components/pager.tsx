import type { Meta } from '../lib/core/api/schemas';
import { t } from '../lib/core/i18n';

interface Props {
  meta: Meta | undefined;
  onPage: (page: number) => void;
  /** What the rows are, for the navigation's name ("Pages of transactions"). */
  noun: string;
  /** The number of rows in words, for the summary line ("183 transactions", "1 transaction"). */
  count: (n: number) => string;
  disabled?: boolean;
}

/** Previous / next over a list's `meta`, with "page 2 of 7 · 183 transactions". */
export function Pager({ meta, onPage, noun, count, disabled }: Props) {
  if (!meta) return null;
  return (
    <nav class="pager" aria-label={t('commonPagerLabel', noun)}>
      <button
        type="button"
        disabled={disabled || meta.prev_page === null}
        onClick={() => meta.prev_page !== null && onPage(meta.prev_page)}
      >
        {t('commonPreviousPage')}
      </button>
      <span class="muted">{t('commonPagerPosition', meta.page, Math.max(meta.total_pages, 1), count(meta.total))}</span>
      <button
        type="button"
        disabled={disabled || meta.next_page === null}
        onClick={() => meta.next_page !== null && onPage(meta.next_page)}
      >
        {t('commonNextPage')}
      </button>
    </nav>
  );
}
