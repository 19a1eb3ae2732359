// The words of a row of the Links table (and its CSV): the UI contract's result words, and why.
import { t } from '../../../lib/i18n';
import type { LinkRow, Outcome } from '../../../lib/post/link-rows';

const RESULT_WORDS: Record<Outcome, () => string> = {
  converted: () => t('postResultConverted'),
  not_affiliated: () => t('postResultNotAffiliated'),
  no_campaign: () => t('postResultNoCampaign'),
  skipped: () => t('postResultSkipped'),
  failed: () => t('postResultFailed'),
};

export function resultWord(row: LinkRow): string {
  if (row.outcome) return RESULT_WORDS[row.outcome]();
  return row.state === 'working' ? t('postRowWorking') : t('postRowWaiting');
}

/** Why the row came out as it did, where there is something to say. */
export function rowNote(row: LinkRow): string {
  const parts: string[] = [];
  if (row.merchantUrl) parts.push(t('postNoteExpanded', row.merchantUrl));
  switch (row.outcome) {
    case 'failed':
      parts.push(row.failure ?? '');
      break;
    case 'skipped':
      parts.push(
        row.skipReason === 'tracking'
          ? t('postSkipTracking')
          : row.skipReason === 'network_short'
            ? t('postSkipNetworkShort')
            : row.skipReason === 'user_info'
              ? t('postSkipUserInfo')
              : t('postSkipNotWeb'),
      );
      break;
    case 'not_affiliated':
      parts.push(t('postNoteNotAffiliated'));
      break;
    case 'no_campaign':
      parts.push(t('postNoteNoCampaign'));
      break;
    case 'converted':
      if (row.cached) parts.push(t('postNoteCached'));
      break;
  }
  return parts.filter(Boolean).join(' ');
}
