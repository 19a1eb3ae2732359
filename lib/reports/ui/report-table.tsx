// The end of every report: its page's state lines, its sortable table (kept with no rows, for its totals), the
// totals of all pages where the API sends them, and its pager.
import type { ComponentChildren } from 'preact';
import { ListTable, type ListTableProps } from '../../../components/list/data-table';
import type { SortState } from '../../../components/list/table-parts';
import type { RequestState } from '../../../components/use-request';
import type { Meta } from '../../core/api/schemas';
import { type MessageKey, type PluralKey, t, tPlural } from '../../core/i18n';
import type { DateRange } from './range';
import type { ReportScope } from './use-report';

/** What a report section is given. */
export interface ReportProps {
  range: DateRange;
  /** The account's currency, until the report's `meta` names its own. */
  currency: string;
  /** One campaign and/or channel (the reports that take them). */
  scope?: ReportScope;
}

interface ReportWords {
  /** What a row is, for the pager ("days") and its count. */
  noun: MessageKey;
  count: PluralKey;
  /** What the figures are, for "Loading …" and "No … match these filters.". */
  stateNoun?: MessageKey;
  empty: MessageKey;
  label: MessageKey;
  totals?: MessageKey;
}

/** Each report's words in one place. */
const REPORT_WORDS = {
  performance: {
    noun: 'reportsNounDays',
    count: 'reportsDayCount',
    stateNoun: 'reportsNounPerformanceFigures',
    empty: 'reportsNoPerformanceFigures',
    label: 'reportsPerformance',
    totals: 'reportsTotal',
  },
  campaigns: {
    noun: 'reportsNounRows',
    count: 'reportsRowCount',
    stateNoun: 'reportsNounCampaignFigures',
    empty: 'reportsNoCampaignFigures',
    label: 'reportsCampaignReport',
    totals: 'reportsTotalAllPages',
  },
  earnings: {
    noun: 'reportsNounMonths',
    count: 'reportsMonthCount',
    stateNoun: 'reportsNounEarnings',
    empty: 'reportsNoEarnings',
    label: 'reportsEarnings',
    totals: 'reportsTotal',
  },
  unmonetized: {
    noun: 'reportsNounDomains',
    count: 'reportsDomainCount',
    empty: 'reportsNoUnmonetizedTraffic',
    label: 'reportsUnmonetizedTraffic',
  },
} as const satisfies Record<string, ReportWords>;

/** What `useReport` gives a report. */
export interface ReportState<R, F, K extends string> {
  request: RequestState<{ data: readonly R[]; meta: Meta & { currency?: string }; totals?: F; skipped?: number }>;
  setPage: (page: number) => void;
  sort: { state: SortState<K>; onSort: (next: SortState<K>) => void };
}

/** The report's currency (its `meta`), else the account's. */
export function reportCurrency(
  report: Pick<ReportState<unknown, unknown, never>, 'request'>,
  fallback: string,
): string {
  return report.request.data?.meta.currency ?? fallback;
}

type Props<R, F, K extends string> = Omit<
  ListTableProps<R, F, K>,
  'request' | 'onPage' | 'sort' | 'totals' | 'keepEmpty' | 'noun' | 'count' | 'stateNoun' | 'label'
> & {
  report: ReportState<R, F, K>;
  /** Which report: its words. */
  kind: keyof typeof REPORT_WORDS;
  /** Above the table: the report's own search. */
  children?: ComponentChildren;
};

export function ReportTable<R, F = never, K extends string = string>({
  report,
  kind,
  children,
  ...table
}: Props<R, F, K>) {
  const words: ReportWords = REPORT_WORDS[kind];
  const totals = report.request.data?.totals;
  return (
    <div class="report">
      {children}
      <ListTable<R, F, K>
        noun={t(words.noun)}
        count={(n) => tPlural(n, words.count)}
        stateNoun={words.stateNoun && t(words.stateNoun)}
        emptyText={t(words.empty)}
        label={t(words.label)}
        {...table}
        request={report.request}
        onPage={report.setPage}
        sort={report.sort}
        keepEmpty
        totals={words.totals && totals !== undefined ? { label: t(words.totals), values: totals } : undefined}
      />
    </div>
  );
}
