// The words of a row of the Links table (and its CSV): the UI contract's result words, and why.
import { removedTagNote } from '../../core/foreign-params';
import { t } from '../../core/i18n';
import type { Verdict } from '../../core/link-verdict';
import type { SkipReason } from '../classify-link';
import type { LinkRow, Outcome } from '../link-rows';

const RESULT_WORDS: Record<Outcome, () => string> = {
  converted: () => t('postResultConverted'),
  not_affiliated: () => t('postResultNotAffiliated'),
  no_campaign: () => t('postResultNoCampaign'),
  skipped: () => t('postResultSkipped'),
  failed: () => t('postResultFailed'),
};

const SKIP_WORDS: Record<SkipReason, (row: LinkRow) => string> = {
  tracking: () => t('postSkipTracking'),
  network_short: () => t('postSkipNetworkShort'),
  user_info: () => t('postSkipUserInfo'),
  not_web: () => t('postSkipNotWeb'),
  private: () => t('postSkipPrivate'),
  not_merchant: (row) => t('postSkipNotMerchant', hostOf(row.text)),
};

export function resultWord(row: LinkRow): string {
  if (row.outcome) return RESULT_WORDS[row.outcome]();
  return row.state === 'working' ? t('postRowWorking') : t('postRowWaiting');
}

/** "May not earn: …" with the popup's own reasons (the same function and words, lib/core/link-verdict.ts). */
export function verdictNote(verdict: Verdict): string {
  const reasons = verdict.problems.map((p) => t(p.key, ...p.args)).join(' ');
  return t(verdict.outcome === 'wont' ? 'postNoteWillNotEarn' : 'postNoteMayNotEarn', reasons);
}

/** Why the row came out as it did, where there is something to say. */
export function rowNote(row: LinkRow): string {
  const parts: string[] = [];
  if (row.merchantUrl) parts.push(t('postNoteExpanded', row.merchantUrl));
  if (row.state === 'waiting' && row.awaiting) parts.push(t('postShortLinkWaiting', row.awaiting));
  switch (row.outcome) {
    case 'failed':
      parts.push(row.failure ?? '');
      break;
    case 'skipped':
      parts.push(row.skipReason ? SKIP_WORDS[row.skipReason](row) : '');
      break;
    case 'not_affiliated':
      parts.push(t('postNoteNotAffiliated'));
      break;
    case 'no_campaign':
      parts.push(t('postNoteNoCampaign'));
      break;
    case 'converted':
      if (row.removedParams) parts.push(removedTagNote(row.removedParams));
      if (row.verdict) parts.push(verdictNote(row.verdict));
      if (row.newLink?.toLowerCase().startsWith('http:')) parts.push(t('popupLinkNotEncrypted'));
      if (row.cached) parts.push(t('postNoteCached'));
      break;
  }
  return parts.filter(Boolean).join(' ');
}

function hostOf(link: string): string {
  try {
    return new URL(/^www\./i.test(link) ? `https://${link}` : link).hostname;
  } catch {
    return link;
  }
}
