// The words of one sync's notification: every change it found (of the kinds the person chose) in one
// notification, naming the campaign(s) and the commission, e.g. "5 new sales · ₹1,240.00 commission".
import { t, tPlural } from '../core/i18n';
import type { SaleChange } from './changes';
import { addAmount, amountsOf, formatAmounts, type Sums } from './money-sums';
import type { NotifyKind } from './notify-kinds';

export interface NotificationText {
  title: string;
  message: string;
}

const MAX_NAMED = 3;

function countOf(kind: NotifyKind, n: number): string {
  switch (kind) {
    case 'new':
      return tPlural(n, 'salesNotifyNew');
    case 'validated':
      return tPlural(n, 'salesNotifyValidated');
    case 'payable':
      return tPlural(n, 'salesNotifyPayable');
    case 'rejected':
      return tPlural(n, 'salesNotifyRejected');
    case 'paid':
      return tPlural(n, 'salesNotifyPaid');
  }
}

/** Null when there is nothing to say. */
export function notificationText(changes: readonly SaleChange[]): NotificationText | null {
  if (changes.length === 0) return null;
  // Each change in its own currency: a USD sale and an INR one are two amounts, never one sum.
  const sums: Sums = new Map();
  for (const c of changes) addAmount(sums, c.currency, c.commission);
  const commission = formatAmounts(amountsOf(sums), changes[0]!.currency);
  const byKind = new Map<NotifyKind, number>();
  for (const c of changes) byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + 1);
  const campaigns = [...new Set(changes.map((c) => c.campaign))];
  const named =
    campaigns.length > MAX_NAMED
      ? t('salesNotifyCampaignsMore', campaigns.slice(0, MAX_NAMED).join(', '), campaigns.length - MAX_NAMED)
      : campaigns.join(', ');
  const head =
    byKind.size === 1
      ? countOf(changes[0]!.kind, changes.length)
      : [...byKind].map(([kind, n]) => countOf(kind, n)).join(', ');
  return { title: t('salesNotifyTitle', head, commission), message: named };
}
