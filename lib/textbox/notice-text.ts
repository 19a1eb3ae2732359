// What the notice on the page says after Convert links in this box: "3 links converted · 1 may not earn · 1 left as
// it was" (pure; the words are looked up here). Links are counted once each, as the post converter's rows are.
import { t, tPlural } from '../core/i18n';
import type { LinkRow } from '../post/link-rows';

export interface BoxCounts {
  converted: number;
  /** Converted, but a rule of the campaign or the access may keep the link from earning (the verdict). */
  mayNotEarn: number;
  /** Skipped, not affiliated, no campaign, or failed: left in the box as written. */
  left: number;
}

export function boxCounts(rows: readonly Pick<LinkRow, 'outcome' | 'verdict'>[]): BoxCounts {
  const converted = rows.filter((r) => r.outcome === 'converted');
  return {
    converted: converted.length,
    mayNotEarn: converted.filter((r) => r.verdict).length,
    left: rows.length - converted.length,
  };
}

/** The summary; when nothing was converted and a link failed, why (no key saved, no answer…). */
export function boxNoticeText(counts: BoxCounts, failure?: string): string {
  const parts = [tPlural(counts.converted, 'boxConverted')];
  if (counts.mayNotEarn > 0) parts.push(t('boxMayNotEarn', counts.mayNotEarn));
  if (counts.left > 0) parts.push(tPlural(counts.left, 'boxLeftAsWas'));
  if (counts.converted === 0 && failure) parts.push(failure);
  return parts.join(' · ');
}
