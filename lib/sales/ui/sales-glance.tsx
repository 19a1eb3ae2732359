// Sales today / Sales this month, from the small per-day record the sales sync writes (storage.local): no request,
// and read after the first paint so that the link is not kept waiting. Nothing is shown where sales are not synced.

import { useEffect, useState } from 'preact/hooks';
import { browser } from '../../core/browser';
import { t, tPlural } from '../../core/i18n';
import { storedValue } from '../../core/storage/stored-value';
import { type SalesGlance as Glance, localDate, parseGlance, SALES_GLANCE_RECORD, totalOf } from '../glance';
import { formatAmounts } from '../money-sums';

export function SalesGlance() {
  const [glance, setGlance] = useState<Glance | null>(null);
  useEffect(() => {
    browser.storage.local.get(SALES_GLANCE_RECORD).then(
      (items) => setGlance(parseGlance(storedValue(items[SALES_GLANCE_RECORD]))),
      () => {},
    );
  }, []);
  if (!glance) return null;
  const today = localDate(Date.now());
  const line = (prefix: string) => {
    const { count, commission } = totalOf(glance.days, prefix);
    return tPlural(count, 'popupSalesCount', formatAmounts(commission, glance.currency));
  };
  return (
    <div class="sales-glance small">
      <span id="sales-today-label">{t('popupSalesToday')}</span>
      <output aria-labelledby="sales-today-label">{line(today)}</output>
      <span id="sales-month-label">{t('popupSalesThisMonth')}</span>
      <output aria-labelledby="sales-month-label">{line(today.slice(0, 7))}</output>
    </div>
  );
}
