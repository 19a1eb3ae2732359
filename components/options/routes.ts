// The options page's addresses: one section at a time, chosen by the location hash.
import type { MessageKey } from '../../lib/core/i18n';

/** What a publisher does there: the navigation's groups, in this order. */
export type NavGroup = 'post' | 'earn' | 'setup';
export const NAV_GROUPS: readonly { id: NavGroup; labelKey: MessageKey }[] = [
  { id: 'post', labelKey: 'optionsNavPost' },
  { id: 'earn', labelKey: 'optionsNavEarn' },
  { id: 'setup', labelKey: 'optionsNavSetUp' },
];

/**
 * One section of the options page, declared by the feature it belongs to (`lib/<name>/ui/sections.tsx`); the page
 * finds every declaration (entrypoints/options/sections.ts), so its navigation, its addresses and what each shows
 * are derived, not listed.
 */
export interface OptionsSection {
  /** `#<id>`: the section's address. */
  id: string;
  /** The message of the navigation's link text. */
  labelKey: MessageKey;
  group: NavGroup;
  /** Its place within its group (smaller first). */
  order: number;
  /** What the rest of its address names (`#campaigns/42`): the route's extra fields; none when absent. */
  parse?: (rest: string) => Omit<Route, 'section'>;
  /** The section itself, for the route that names it. */
  view: (route: Route, page: SectionPage) => import('preact').VNode;
}

/** What the options page gives a section beyond its route. */
export interface SectionPage {
  onAccountChanged: (state: import('../../lib/core/model').AccountState) => void;
}

/** Sections in the navigation's order: by group, then by each one's `order`; an address declared twice is refused. */
export function orderSections(sections: readonly OptionsSection[]): OptionsSection[] {
  const ids = new Set<string>();
  for (const s of sections) {
    if (ids.has(s.id)) throw new Error(`The options section #${s.id} is declared twice.`);
    ids.add(s.id);
  }
  const groupAt = (g: NavGroup) => NAV_GROUPS.findIndex((n) => n.id === g);
  return [...sections].sort((a, b) => groupAt(a.group) - groupAt(b.group) || a.order - b.order);
}

export interface Route {
  section: string;
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
export function parseHash(hash: string, sections: readonly OptionsSection[]): Route | null {
  const path = hash.replace(/^#\/?/, '');
  if (!path) return null;
  const slash = path.indexOf('/');
  const head = slash < 0 ? path : path.slice(0, slash);
  const rest = slash < 0 ? '' : path.slice(slash + 1);
  const section = sections.find((s) => s.id === head);
  if (!section) return null;
  return { section: section.id, ...(rest && section.parse ? section.parse(rest) : {}) };
}

/** `#<section>/<id>`'s id: a positive whole number, else the text as given (shown as an error). */
export function idOrBad(rest: string): { id: number } | { bad: string } {
  const raw = decodeSafely(rest);
  return /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? { id: Number(raw) } : { bad: raw };
}

export function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
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
