// The scope each client operation needs (spec sections 4 and 5). No zod here: the options page imports this to
// tell which features a key's scopes allow, and the transport names the scope in a 403's message.
import type { Scope } from './schemas';

/** Client method name -> the scope its endpoint needs; null where any valid key will do (`/ping`). */
export const ENDPOINT_SCOPES = {
  ping: null,
  listCampaigns: 'read:campaigns',
  getCampaign: 'read:campaigns',
  requestAccess: 'read:campaigns',
  convertLink: 'write:links',
  monetizeLink: 'write:links',
  listOffers: 'read:offers',
  getOffer: 'read:offers',
  listChannels: 'read:channels',
  createChannel: 'write:channels',
  updateChannel: 'write:channels',
  setDefaultChannel: 'write:channels',
  deleteChannel: 'write:channels',
  listTransactions: 'read:transactions',
  getTransaction: 'read:transactions',
  listCpcClicks: 'read:transactions',
  performanceReport: 'read:reports',
  campaignReport: 'read:reports',
  earningsReport: 'read:reports',
  unmonetizedTraffic: 'read:reports',
  listInvoices: 'read:invoices',
  getInvoice: 'read:invoices',
  listInvoiceTransactions: 'read:invoices',
  listClaims: 'read:missing_transactions',
  getClaim: 'read:missing_transactions',
  createClaim: 'write:missing_transactions',
  updateClaim: 'write:missing_transactions',
  deleteClaim: 'write:missing_transactions',
  // Not shown in the spec: the lookups feed the campaign filters, so they are assumed to need read:campaigns.
  listCountries: 'read:campaigns',
  listCategories: 'read:campaigns',
} as const satisfies Record<string, Scope | null>;

/** The name of every operation of the API client. */
export type ApiOperation = keyof typeof ENDPOINT_SCOPES;

export function scopeFor(operation: ApiOperation): Scope | null {
  return ENDPOINT_SCOPES[operation];
}

/** Whether a key with `scopes` (from `/ping`; null for a legacy full-access key) may use an endpoint needing `scope`. */
export function hasScope(scopes: readonly string[] | null, scope: Scope | null): boolean {
  return scopes === null || scope === null || scopes.includes(scope);
}
