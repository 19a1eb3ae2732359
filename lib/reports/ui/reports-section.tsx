// Options -> Reports (#reports). One From/To pair serves the four reports: performance, campaigns and
// unmonetized traffic share a daily range (default: the last 30 days ending yesterday, at most 90 days), and
// earnings keeps its own monthly range (default: the last 14 months, at most 24). Choosing a report tab puts
// that report's range in the inputs. A range the API would refuse is explained and nothing is sent.
import { useId, useState } from 'preact/hooks';
import { accountCurrency, useAccount } from '../../../components/account-context';
import { CampaignPicker } from '../../../components/campaign-picker';
import { FormProblem } from '../../../components/form-problem';
import { positiveId } from '../../../components/list/rules';
import { useDebounced } from '../../../components/list/use-debounced';
import { Section } from '../../../components/options/section';
import { useHash } from '../../../components/options/use-hash';
import { type MessageKey, t } from '../../core/i18n';
import { ChannelFilter } from '../../records/ui/channel-filter';
import { CampaignReport } from './campaign-report';
import { EarningsReport } from './earnings-report';
import { PerformanceReport } from './performance-report';
import {
  type DateRange,
  defaultRange,
  type RangeFamily,
  REPORT_KINDS,
  type ReportKind,
  rangeFamily,
  rangeHint,
  rangeProblem,
} from './range';

import { ReportTabs } from './report-tabs';
import { UnmonetizedReport } from './unmonetized-report';
import type { ReportScope } from './use-report';
import './reports.css';

const TABS: readonly { key: ReportKind; labelKey: MessageKey }[] = [
  { key: 'earnings', labelKey: 'reportsEarnings' },
  { key: 'performance', labelKey: 'reportsPerformance' },
  { key: 'campaigns', labelKey: 'commonCampaigns' },
  { key: 'unmonetized', labelKey: 'reportsUnmonetizedTraffic' },
];

/** The report a hash names: `#reports/performance` and so on; Earnings (what publishers ask for first) otherwise. */
export function kindFromHash(hash: string): ReportKind {
  const m = /^#reports\/([a-z]+)/.exec(hash);
  const kind = m?.[1] as ReportKind | undefined;
  return kind && REPORT_KINDS.includes(kind) ? kind : 'earnings';
}

export const reportHash = (kind: ReportKind) => `#reports/${kind}`;

export const ReportsSection = () => (
  <Section id="reports" title={t('commonReports')} class="reports-section" scope="read:reports">
    <Reports />
  </Section>
);

function sameRange(a: DateRange & { family: RangeFamily }, b: DateRange & { family: RangeFamily }): boolean {
  return a.family === b.family && a.from === b.from && a.to === b.to;
}

function Reports() {
  const currency = accountCurrency(useAccount());
  const idBase = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const fromId = useId();
  const toId = useId();
  const hintId = useId();
  // The tab and the address agree both ways: a tab click adds a history entry, and back, forward, a bookmark or a
  // typed hash choose the tab.
  const hash = useHash();
  const kind = kindFromHash(hash);
  const selectKind = (next: ReportKind) => {
    if (next !== kind) window.location.hash = reportHash(next);
  };
  const [ranges, setRanges] = useState<Record<RangeFamily, DateRange>>(() => {
    const now = new Date();
    return { daily: defaultRange('daily', now), monthly: defaultRange('monthly', now) };
  });
  // One campaign and one channel, for the performance and campaign reports ('' for all).
  const [campaignId, setCampaignId] = useState('');
  const [channelId, setChannelId] = useState('');
  const scope: ReportScope = {};
  const campaign = positiveId(campaignId);
  if (campaign !== null) scope.campaign_id = campaign;
  const channel = positiveId(channelId);
  if (channel !== null) scope.channel_id = channel;
  const family = rangeFamily(kind);
  const range = ranges[family];
  // What is checked and sent: the range once the inputs have settled (at once after switching report).
  const typed = { family, from: range.from, to: range.to };
  const debounced = useDebounced(typed, 400, sameRange);
  const settled = debounced.family === family ? debounced : typed;
  const problem = rangeProblem(family, settled);

  const setEnd = (end: keyof DateRange) => (e: Event) => {
    const value = (e.currentTarget as HTMLInputElement).value;
    setRanges((r) => ({ ...r, [family]: { ...r[family], [end]: value } }));
  };

  const props = { range: { from: settled.from, to: settled.to }, currency };
  const scoped = kind === 'performance' || kind === 'campaigns';
  const tabs = TABS.map(({ key, labelKey }) => ({ key, label: t(labelKey) }));
  return (
    <ReportTabs
      label={t('reportsReport')}
      tabs={tabs}
      selected={kind}
      onSelect={selectKind}
      idBase={`reports${idBase}`}
    >
      <fieldset class="filters range">
        <legend>{family === 'monthly' ? t('reportsMonths') : t('reportsDays')}</legend>
        <div class="field">
          <label for={fromId}>{t('commonFrom')}</label>
          <input id={fromId} type="date" value={range.from} onChange={setEnd('from')} aria-describedby={hintId} />
        </div>
        <div class="field">
          <label for={toId}>{t('commonTo')}</label>
          <input id={toId} type="date" value={range.to} onChange={setEnd('to')} aria-describedby={hintId} />
        </div>
        <p id={hintId} class="muted hint">
          {rangeHint(family)}
        </p>
      </fieldset>
      {scoped && (
        <div class="filters">
          <CampaignPicker value={campaignId} onChange={setCampaignId} />
          <ChannelFilter value={channelId} onChange={setChannelId} />
        </div>
      )}
      {problem !== null ? (
        <FormProblem problem={{ field: 'start_date', message: problem }} />
      ) : kind === 'performance' ? (
        <PerformanceReport {...props} scope={scope} />
      ) : kind === 'campaigns' ? (
        <CampaignReport {...props} scope={scope} />
      ) : kind === 'earnings' ? (
        <EarningsReport {...props} />
      ) : (
        <UnmonetizedReport {...props} />
      )}
    </ReportTabs>
  );
}
