// The table "Link history": the first rows of the search on screen (more on request), links of one post under a
// row with the post's total, each tagged link's sales and commission, a mark on links that no longer earn, and per
// row Copy link and the link's QR code.
import { useMemo, useState } from 'preact/hooks';
import { CopyButton } from '../../../components/copy-button';
import { EmptyState } from '../../../components/status-message';
import { type DealKnowledge, type DealProblem, dealProblem } from '../../../lib/history/deal-health';
import type { EarningsJoin } from '../../../lib/history/earnings';
import type { HistoryEntry, HistorySource } from '../../../lib/history/entry';
import { type MessageKey, t, tParts } from '../../../lib/i18n';
import { formatAmounts } from '../../../lib/sales/money-sums';
import { parseWebUrl, webUrlProblem } from '../../../lib/web-url';
import { HistoryQr } from './history-qr';

const PAGE_ROWS = 100;

const SOURCE_WORDS: Record<HistorySource, MessageKey> = {
  popup: 'historySourcePopup',
  menu: 'historySourceMenu',
  shortcut: 'historySourceShortcut',
  monetize: 'historySourceMonetize',
  post: 'historySourcePost',
  offer: 'historySourceOffer',
};

interface Props {
  found: readonly HistoryEntry[];
  all: readonly HistoryEntry[];
  earnings: EarningsJoin;
  known: DealKnowledge;
  currency: string;
  /** Group links under their post's total (in time order, where they sit together). */
  groupPosts?: boolean;
}

export function HistoryTable({ found, all, earnings, known, currency, groupPosts = true }: Props) {
  const [limit, setLimit] = useState(PAGE_ROWS);
  const shown = found.slice(0, limit);
  const postSizes = useMemo(() => {
    const sizes = new Map<string, number>();
    for (const e of all) if (e.postId) sizes.set(e.postId, (sizes.get(e.postId) ?? 0) + 1);
    return sizes;
  }, [all]);

  const rows = [];
  let lastPost: string | null = null;
  for (const e of shown) {
    if (groupPosts && e.postId && e.postId !== lastPost) {
      const total = earnings.byPost.get(e.postId);
      rows.push(
        <tr key={`post-${e.postId}-${e.id}`} class="history-post">
          <th scope="rowgroup" colSpan={9}>
            {tParts(
              'historyPostTotal',
              postSizes.get(e.postId) ?? 1,
              total?.sales ?? 0,
              formatAmounts(total?.commission ?? {}, currency),
            )}
          </th>
        </tr>,
      );
    }
    lastPost = e.postId;
    rows.push(
      <Row
        key={e.id}
        entry={e}
        earnings={earnings}
        problem={dealProblem(e, known)}
        currency={currency}
        known={known}
      />,
    );
  }

  return (
    <div class="stack">
      <div class="table-wrap">
        <table aria-labelledby="history-caption" class="history-table">
          <caption id="history-caption">{t('historyTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('historyTime')}</th>
              <th scope="col">{t('historyPage')}</th>
              <th scope="col">{t('historyCampaign')}</th>
              <th scope="col">{t('historyChannel')}</th>
              <th scope="col">{t('historySubIds')}</th>
              <th scope="col">{t('historyLink')}</th>
              <th scope="col">{t('historySales')}</th>
              <th scope="col">{t('historyCommission')}</th>
              <th scope="col">{t('historyFrom')}</th>
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </div>
      {found.length === 0 ? (
        all.length === 0 ? (
          <EmptyState hint={t('historyEmptyHint')}>{t('historyEmpty')}</EmptyState>
        ) : (
          <EmptyState hint={t('historyNoMatchHint')}>{t('historyNoMatch')}</EmptyState>
        )
      ) : (
        <p class="hint">{t('historyShown', shown.length, found.length)}</p>
      )}
      {found.length > shown.length && (
        <button type="button" onClick={() => setLimit(limit + PAGE_ROWS)}>
          {t('historyShowMore')}
        </button>
      )}
    </div>
  );
}

function Row({
  entry: e,
  earnings,
  problem,
  currency,
  known,
}: {
  entry: HistoryEntry;
  earnings: EarningsJoin;
  problem: DealProblem | null;
  currency: string;
  known: DealKnowledge;
}) {
  const earned = earnings.byEntry.get(e.id);
  // Only http(s) links are rendered as links (and drawn as QR codes). The link itself passes the popup's check: one
  // it would refuse (kept before History refused them) is named for what it is, not shown, copied or drawn.
  const page = parseWebUrl(e.pageUrl);
  const link = parseWebUrl(e.link)?.href ?? '';
  const refused = link ? null : webUrlProblem(e.link);
  const name = e.pageTitle || page?.host || '';
  return (
    <tr class={problem ? 'history-losing-row' : undefined}>
      <td>{new Date(e.at).toLocaleString()}</td>
      <td>
        {page ? (
          <a href={page.href} target="_blank" rel="noopener noreferrer">
            {e.pageTitle || page.host}
          </a>
        ) : (
          e.pageTitle || e.pageUrl
        )}
        {e.offer?.couponCode && <span class="muted small"> {t('historyOfferCode', e.offer.couponCode)}</span>}
      </td>
      <td>
        {e.campaignName ?? '—'}
        {problem && <span class="history-problem"> {problemText(problem, e, known)}</span>}
      </td>
      <td>{channelShown(e) ?? '—'}</td>
      <td>{subIdsShown(e.subIds)}</td>
      <td class="history-link">
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
      </td>
      <td class="num">
        {earned ? earned.sales : ''}
        {earned && earned.clicks > 0 && <span class="muted small"> {t('historyClicks', earned.clicks)}</span>}
        {earned && earned.rejected > 0 && <span class="muted small"> {t('historyRejected', earned.rejected)}</span>}
      </td>
      <td class="num">{earned ? formatAmounts(earned.commission, currency) : ''}</td>
      <td>
        {t(SOURCE_WORDS[e.source])}
        {link && <CopyButton text={link} label={`${t('historyCopyLink')} ${name}`.trim()} />}
        <HistoryQr link={link} name={name || link} />
      </td>
    </tr>
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
