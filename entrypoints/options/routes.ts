// The options page's addresses: one section at a time, chosen by the location hash.
import type { MessageKey } from '../../lib/i18n';

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
  | 'history';

/** In the order the navigation lists them; `labelKey` is the message of the link text. */
export const SECTIONS: readonly { id: SectionId; labelKey: MessageKey }[] = [
  { id: 'account', labelKey: 'optionsAccount' },
  { id: 'channels', labelKey: 'optionsChannels' },
  { id: 'campaigns', labelKey: 'commonCampaigns' },
  { id: 'reports', labelKey: 'commonReports' },
  { id: 'transactions', labelKey: 'commonTransactions' },
  { id: 'sales', labelKey: 'salesSection' },
  { id: 'cpc-clicks', labelKey: 'commonCpcClicks' },
  { id: 'invoices', labelKey: 'commonInvoices' },
  { id: 'claims', labelKey: 'commonMissingTransactions' },
  { id: 'convert', labelKey: 'postTitle' },
  { id: 'offers', labelKey: 'dealsTitle' },
  { id: 'history', labelKey: 'historySection' },
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
