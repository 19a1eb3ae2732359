// The table "Link history": the first rows of the search on screen (more on request), links of one post under a
// row with the post's total, each tagged link's sales and commission, a mark on links that no longer earn, and per
// row Copy link and the link's QR code.

import { useMemo } from 'preact/hooks';
import { CopyButton } from '../../../components/copy-button';
import { type Column, DataTable } from '../../../components/list/data-table';
import { useShownRows } from '../../../components/list/use-shown-rows';
import { EmptyState } from '../../../components/status-message';
import { localDateTime } from '../../core/format/date-time';
import { type MessageKey, t, tPlural } from '../../core/i18n';
import { parseWebUrl, webUrlProblem } from '../../core/web-url';
import { PostButton } from '../../posting/ui/post-button';
import { formatAmounts } from '../../sales/money-sums';
import { type DealKnowledge, type DealProblem, dealProblem } from '../deal-health';
import type { EarningsJoin } from '../earnings';
import type { HistoryEntry, HistorySource } from '../entry';
import { HistoryQr } from './history-qr';

const PAGE_ROWS = 100;

const SOURCE_WORDS: Record<HistorySource, MessageKey> = {
  popup: 'historySourcePopup',
  menu: 'historySourceMenu',
  shortcut: 'historySourceShortcut',
  monetize: 'historySourceMonetize',
  post: 'historySourcePost',
  offer: 'historySourceOffer',
  posting: 'historySourcePosting',
};

interface Props {
  found: readonly HistoryEntry[];
  all: readonly HistoryEntry[];
  earnings: EarningsJoin;
  known: DealKnowledge;
  currency: string;
  /** Group links under their post's total (in time order, where they sit together). */
  groupPosts?: boolean;
  /** The search and order: a new one shows its first rows again. */
  resetKey: string;
}

interface Shown {
  entry: HistoryEntry;
  problem: DealProblem | null;
}

function historyColumns(earnings: EarningsJoin, known: DealKnowledge, currency: string): Column<Shown>[] {
  const earned = (e: HistoryEntry) => earnings.byEntry.get(e.id);
  return [
    { label: t('historyTime'), cell: ({ entry: e }) => localDateTime(e.at) },
    { label: t('historyPage'), cell: ({ entry: e }) => <PageCell entry={e} /> },
    {
      label: t('historyCampaign'),
      cell: ({ entry: e, problem }) => (
        <>
          {e.campaignName ?? '—'}
          {problem && <span class="history-problem"> {problemText(problem, e, known)}</span>}
        </>
      ),
    },
    { label: t('historyChannel'), cell: ({ entry: e }) => channelShown(e) ?? '—' },
    { label: t('historySubIds'), cell: ({ entry: e }) => subIdsShown(e.subIds) },
    { label: t('historyLink'), class: 'history-link', cell: ({ entry: e }) => <LinkCell entry={e} /> },
    {
      label: t('historySales'),
      num: true,
      cell: ({ entry: e }) => {
        const sums = earned(e);
        if (!sums) return '';
        return (
          <>
            {sums.sales}
            {sums.clicks > 0 && <span class="muted small"> {t('historyClicks', sums.clicks)}</span>}
            {sums.rejected > 0 && <span class="muted small"> {t('historyRejected', sums.rejected)}</span>}
          </>
        );
      },
    },
    {
      label: t('historyCommission'),
      num: true,
      cell: ({ entry: e }) => {
        const sums = earned(e);
        return sums ? formatAmounts(sums.commission, currency) : '';
      },
    },
    { label: t('historyFrom'), cell: ({ entry: e }) => <FromCell entry={e} /> },
  ];
}

export function HistoryTable({ found, all, earnings, known, currency, groupPosts = true, resetKey }: Props) {
  const { visible, left, showMore } = useShownRows(found, PAGE_ROWS, resetKey);
  const shown = visible.map((entry) => ({ entry, problem: dealProblem(entry, known) }));
  const postSizes = useMemo(() => {
    const sizes = new Map<string, number>();
    for (const e of all) if (e.postId) sizes.set(e.postId, (sizes.get(e.postId) ?? 0) + 1);
    return sizes;
  }, [all]);
  const columns = historyColumns(earnings, known, currency);

  // Links of one post, in time order, sit together under a row with the post's total.
  const postRow = ({ entry: e }: Shown, previous: Shown | undefined) => {
    if (!groupPosts || !e.postId || e.postId === previous?.entry.postId) return null;
    const total = earnings.byPost.get(e.postId);
    return (
      <tr class="history-post">
        <th scope="rowgroup" colSpan={columns.length}>
          {tPlural(
            postSizes.get(e.postId) ?? 1,
            'historyPostTotal',
            total?.sales ?? 0,
            formatAmounts(total?.commission ?? {}, currency),
          )}
        </th>
      </tr>
    );
  };

  return (
    <div class="stack">
      <DataTable<Shown>
        label={t('historyTable')}
        titled
        class="history-table"
        columns={columns}
        rows={shown}
        rowKey={(r) => r.entry.id}
        rowClass={(r) => (r.problem ? 'history-losing-row' : undefined)}
        before={postRow}
      />
      {found.length === 0 ? (
        all.length === 0 ? (
          <EmptyState hint={t('historyEmptyHint')}>{t('historyEmpty')}</EmptyState>
        ) : (
          <EmptyState hint={t('historyNoMatchHint')}>{t('historyNoMatch')}</EmptyState>
        )
      ) : (
        <p class="hint">{t('historyShown', shown.length, found.length)}</p>
      )}
      {left > 0 && (
        <button type="button" onClick={showMore}>
          {t('historyShowMore')}
        </button>
      )}
    </div>
  );
}

function PageCell({ entry: e }: { entry: HistoryEntry }) {
  // Only http(s) links are rendered as links.
  const page = parseWebUrl(e.pageUrl);
  return (
    <>
      {page ? (
        <a href={page.href} target="_blank" rel="noopener noreferrer">
          {e.pageTitle || page.host}
        </a>
      ) : (
        e.pageTitle || e.pageUrl
      )}
      {e.offer?.couponCode && <span class="muted small"> {t('historyOfferCode', e.offer.couponCode)}</span>}
    </>
  );
}

// The link itself passes the popup's check: one it would refuse (kept before History refused them) is named for
// what it is, not shown, copied or drawn.
const checkedLink = (e: HistoryEntry) => parseWebUrl(e.link)?.href ?? '';

function LinkCell({ entry: e }: { entry: HistoryEntry }) {
  const link = checkedLink(e);
  const refused = link ? null : webUrlProblem(e.link);
  return (
    <>
      {refused ? (
        <span class="history-link-refused">
          {t(refused === 'user_info' ? 'historyLinkRefusedUserInfo' : 'historyLinkRefusedNotWeb')}
        </span>
      ) : (
        // One line, cut with an ellipsis; the whole link is its title, Copy link and the QR code.
        <span class="history-link-text" title={e.link}>
          {link}
        </span>
      )}
      {e.short && <span class="muted small"> ({t('historyShort')})</span>}
    </>
  );
}

function FromCell({ entry: e }: { entry: HistoryEntry }) {
  const link = checkedLink(e);
  const name = e.pageTitle || parseWebUrl(e.pageUrl)?.host || '';
  return (
    <>
      {t(SOURCE_WORDS[e.source])}
      {e.posted && e.source !== 'posting' && <span class="small"> {t('historyThenPosted')}</span>}
      {e.posted && <PostedNote posted={e.posted} />}
      {e.postedAlso?.map((p) => (
        <PostedNote key={`${p.destination}:${p.messageId}`} posted={p} also />
      ))}
      {link && <CopyButton text={link} label={`${t('historyCopyLink')} ${name}`.trim()} />}
      <HistoryQr link={link} name={name || link} />
      <PostButton
        source={parseWebUrl(e.pageUrl) ? { kind: 'link', url: e.pageUrl, title: e.pageTitle ?? undefined } : null}
        label={`${t('postDialogTitle')} ${name}`.trim()}
      />
    </>
  );
}

function problemText(problem: DealProblem, e: HistoryEntry, known: DealKnowledge): string {
  switch (problem) {
    case 'campaignGone':
      return t('historyDealCampaignGone');
    case 'accessLost':
      return t('historyDealAccessLost', known.campaigns?.get(e.campaignId as number)?.access_status ?? '');
    case 'offerEnded':
      return t('historyDealOfferEnded', e.offer?.endDate ?? '');
    case 'offerGone':
      return t('historyDealOfferGone');
  }
}

/** The channel's name, else `#<id>` (entries kept before names were), else null (the API's default channel). */
export function channelShown(e: Pick<HistoryEntry, 'channelId' | 'channelName'>): string | null {
  if (e.channelName) return e.channelName;
  return e.channelId === null ? null : `#${e.channelId}`;
}

function subIdsShown(subIds: readonly string[]): string {
  return subIds
    .map((s, i) => (s ? `${i + 1}: ${s}` : ''))
    .filter(Boolean)
    .join(', ');
}

/** Where a post went: the destination, Telegram's message id, and the post itself where its chat is public. */
function PostedNote({ posted, also = false }: { posted: NonNullable<HistoryEntry['posted']>; also?: boolean }) {
  const open = parseWebUrl(posted.postUrl);
  return (
    <span class="history-posted small">
      {also ? '; ' : ' '}
      {posted.messageId === null
        ? t('historyPostedCopied', posted.destination)
        : t('historyPostedMessage', posted.destination, posted.messageId)}
      {open && (
        <>
          {' '}
          <a href={open.href} target="_blank" rel="noopener noreferrer">
            {t('postingOpenPost')}
          </a>
        </>
      )}
    </span>
  );
}
