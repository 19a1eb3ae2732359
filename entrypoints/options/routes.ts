// The options page's addresses: one section at a time, chosen by the location hash.
import type { MessageKey } from '../../lib/core/i18n';

export type SectionId =
  | 'account'
  | 'channels'
  | 'campaigns'
  | 'reports'
  | 'transactions'
  | 'sales'
  | 'cpc-clicks'
  | 'invoices'
  | 'claims'
  | 'convert'
  | 'offers'
  | 'history'
  | 'destinations'
  | 'queue';

/** What a publisher does there: the navigation's groups, in this order. */
export type NavGroup = 'post' | 'earn' | 'setup';
export const NAV_GROUPS: readonly { id: NavGroup; labelKey: MessageKey }[] = [
  { id: 'post', labelKey: 'optionsNavPost' },
  { id: 'earn', labelKey: 'optionsNavEarn' },
  { id: 'setup', labelKey: 'optionsNavSetUp' },
];

/**
 * In the order the navigation lists them within their group; `labelKey` is the message of the link text. Posting's
 * sections still to come (Destinations, Queue) go into `post`.
 */
export const SECTIONS: readonly { id: SectionId; labelKey: MessageKey; group: NavGroup }[] = [
  { id: 'convert', labelKey: 'postTitle', group: 'post' },
  { id: 'offers', labelKey: 'dealsTitle', group: 'post' },
  { id: 'history', labelKey: 'historySection', group: 'post' },
  { id: 'destinations', labelKey: 'destinationsTitle', group: 'post' },
  { id: 'queue', labelKey: 'queueTitle', group: 'post' },
  { id: 'reports', labelKey: 'commonReports', group: 'earn' },
  { id: 'sales', labelKey: 'salesSection', group: 'earn' },
  { id: 'transactions', labelKey: 'commonTransactions', group: 'earn' },
  { id: 'cpc-clicks', labelKey: 'commonCpcClicks', group: 'earn' },
  { id: 'invoices', labelKey: 'commonInvoices', group: 'earn' },
  { id: 'claims', labelKey: 'commonMissingTransactions', group: 'earn' },
  { id: 'account', labelKey: 'optionsAccount', group: 'setup' },
  { id: 'channels', labelKey: 'optionsChannels', group: 'setup' },
  { id: 'campaigns', labelKey: 'commonCampaigns', group: 'setup' },
];

export interface Route {
  section: SectionId;
  /** `#campaigns/<id>`: the campaign whose detail is shown. */
  campaignId?: number;
  /** `#campaigns/<something that is not an id>`: shown as an error in the Campaigns section. */
  badCampaignId?: string;
  /** `#transactions/invoice/<number>`: the transactions of that invoice, from every date. */
  invoiceNumber?: string;
  /** `#offers/<id>`: the offer shown alone. */
  offerId?: number;
  /** `#offers/<something that is not an id>`: shown as an error in the Deals section. */
  badOfferId?: string;
}

/** The section shown when the hash names none: Account until a key is saved, then Reports (on Earnings). */
export function defaultRoute(keySet: boolean): Route {
  return { section: keySet ? 'reports' : 'account' };
}

/** `#campaigns/42` -> `{ section: 'campaigns', campaignId: 42 }`; null for an empty or unknown hash. */
export function parseHash(hash: string): Route | null {
  const path = hash.replace(/^#\/?/, '');
  if (!path) return null;
  const [head, ...rest] = path.split('/');
  const section = SECTIONS.find((s) => s.id === head)?.id;
  if (!section) return null;
  if (section === 'transactions' && rest[0] === 'invoice' && rest.length > 1) {
    const invoiceNumber = decodeSafely(rest.slice(1).join('/')).trim();
    return invoiceNumber ? { section, invoiceNumber } : { section };
  }
  if ((section !== 'campaigns' && section !== 'offers') || rest.length === 0 || rest.join('/') === '') {
    return { section };
  }
  const raw = decodeSafely(rest.join('/'));
  const id = /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : undefined;
  if (section === 'offers') return id !== undefined ? { section, offerId: id } : { section, badOfferId: raw };
  return id !== undefined ? { section, campaignId: id } : { section, badCampaignId: raw };
}

export function invoiceTransactionsHref(invoiceNumber: string): string {
  return `#transactions/invoice/${encodeURIComponent(invoiceNumber)}`;
}

export function offerHref(id: number): string {
  return `#offers/${id}`;
}

export function campaignHref(id: number): string {
  return `#campaigns/${id}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
