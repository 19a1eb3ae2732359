import { useId, useState } from 'preact/hooks';
import { Pager } from '../../../components/pager';
import { useSend } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import type { UNMONETIZED_SORTS } from '../../../lib/api/params';
import { formatCount } from '../../../lib/format/money';
import { unmonetizedWord } from '../records/status-words';
import { ListState, SortHeader, type SortState, TableWrap } from '../records/table-parts';
import { usePage } from '../records/use-page';
import { CampaignLink } from './campaign-link';
import type { DateRange } from './range';
import { REPORT_PER_PAGE } from './report-limits';

type Sort = (typeof UNMONETIZED_SORTS)[number];

/** Domains the publisher sent clicks to without a tracked link, and whether a campaign exists for them. */
export function UnmonetizedReport({ range, currency }: { range: DateRange; currency: string }) {
  const send = useSend();
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState<Sort>>({ sort: 'clicks', order: 'desc' });
  const [page, setPage] = usePage(`${range.from}|${range.to}|${sort.sort}|${sort.order}|${search}`);
  const report = useRequest(
    () =>
      send('reports.unmonetized', {
        start_date: range.from,
        end_date: range.to,
        ...(search ? { search } : {}),
        sort: sort.sort,
        order: sort.order,
        page,
        per_page: REPORT_PER_PAGE,
      }),
    [range.from, range.to, search, sort.sort, sort.order, page],
  );
  const data = report.data;

  return (
    <div class="report">
      <form
        class="filters"
        aria-label="Search unmonetized domains"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(draft.trim());
        }}
      >
        <div class="field">
          <label for={searchId}>Search domains</label>
          <input
            id={searchId}
            type="search"
            value={draft}
            onInput={(e) => setDraft(e.currentTarget.value)}
            placeholder="part of a domain name"
          />
        </div>
        <button type="submit">Search</button>
      </form>
      <ListState
        loading={report.loading}
        error={report.error}
        count={data?.data.length}
        noun="domains"
        emptyText={search ? `No domain matching “${search}” in this range.` : 'No unmonetized traffic in this range.'}
        onRetry={report.reload}
        skipped={data?.skipped}
      />
      {data && (
        <TableWrap>
          <table aria-label="Unmonetized traffic" aria-busy={report.loading}>
            <thead>
              <tr>
                <SortHeader label="Domain" sortKey="domain_name" state={sort} onSort={setSort} />
                <SortHeader label="Clicks" sortKey="clicks" state={sort} onSort={setSort} num />
                <th scope="col">Status</th>
                <th scope="col">Campaign</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((row) => (
                <tr key={row.domain_name}>
                  <th scope="row">{row.domain_name}</th>
                  <td class="num">{formatCount(row.clicks, currency)}</td>
                  <td>{unmonetizedWord(row.status)}</td>
                  <td>
                    <CampaignLink row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager meta={data?.meta} onPage={setPage} noun="domains" disabled={report.loading} />
    </div>
  );
}
