// Why a copied link will not earn, and what to do, for the notification after the menu or the shortcut copied one
// (the person asked for it, so it is copied; the badge alone cannot say why). Pure; the words are looked up here.
import type { Campaign } from '../core/api/schemas';
import { t } from '../core/i18n';
import type { NotificationText } from '../sales/notify-text';

export interface NoEarnNotice {
  text: NotificationText;
  /** The options page's hash the notification opens: the campaign (Request access is there), else Campaigns. */
  target: string;
}

/**
 * `indexed`: the site's campaign in the local index (null: none live for the site); `linked`: the campaign the
 * answer named. A campaign the answer names and the index does not list is inactive (paused or deleted).
 */
export function noEarnNotice(indexed: Campaign | null, linked: { id: number; name: string } | null): NoEarnNotice {
  const title = t('bgNoEarnTitle');
  if (indexed) {
    const target = `campaigns/${indexed.id}`;
    switch (indexed.access_status) {
      case 'not_applied':
        return { text: { title, message: t('bgNoEarnNotApplied', indexed.name) }, target };
      case 'pending':
        return { text: { title, message: t('bgNoEarnPending', indexed.name) }, target };
      case 'rejected':
        return { text: { title, message: t('bgNoEarnRejected', indexed.name) }, target };
      case 'blocked':
        return { text: { title, message: t('bgNoEarnBlocked', indexed.name) }, target };
    }
    return { text: { title, message: t('bgNoEarnOther', indexed.name) }, target };
  }
  if (linked) return { text: { title, message: t('bgNoEarnInactive', linked.name) }, target: 'campaigns' };
  return { text: { title, message: t('bgNoEarnNoCampaign') }, target: 'campaigns' };
}
