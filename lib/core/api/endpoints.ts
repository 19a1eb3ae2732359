// Every operation of Monetization API v3 (spec section 4), one entry each: method, path, scope, page size limit,
// parameter and response schemas, and the rules beyond a schema's shape. The client's methods (client.ts), the
// scopes, the per-page limits and what pages may ask the background for are all derived from this table.
//
// Adding a GET endpoint is one entry, e.g.
//   listPayouts: endpoint({ method: 'GET', path: '/payouts', scope: 'read:invoices', perPage: 100,
//                           params: payoutListParamsSchema, response: listOf(payoutSchema) }),
//
// Operations the spec lists with their details "not shown", and what this client assumes (also in ASSUMPTIONS.md):
// - GET /channels (read:channels): `page`, `per_page` (1 to 100 assumed); `{ data: Channel[], meta }`.
// - DELETE /channels/:id (write:channels) and DELETE /missing_transactions/:id (write:missing_transactions):
//   success is any 2xx, with any JSON body or none (204); the body is not read.
// - GET /countries and GET /categories: `{ data: [{ id, name, ...}], meta? }`, extra fields kept. Scope assumed
//   read:campaigns, since they serve the campaign filters.
// - GET /invoices/:id (read:invoices): the invoice list fields plus any others, kept as sent.
// - GET /invoices/:id/transactions (read:invoices): `page`, `per_page` (1 to 100 assumed); items kept loosely.
// - Claims (missing transactions): POST /missing_transactions with `{ order_number, campaign_id,
//   transaction_date, sale_amount, coupon_code?, additional_info? }` -> 201 `{ data: Claim }`;
//   GET /missing_transactions/:id (read:missing_transactions) -> `{ data: Claim }`; PATCH /missing_transactions/:id
//   with any subset of the create fields -> `{ data: Claim }`; DELETE as above.
import type * as z from 'zod/mini';
import type { CheckContext } from './check-context';
import type { paramSchemas } from './params';
import type { responses } from './responses';
import type { Scope } from './schemas';
import type { HttpMethod } from './transport';

export type { CheckContext };

import {
  checkChannelBody,
  checkClaimBody,
  checkCpcDate,
  checkLinkBody,
  checkMonthRange,
  checkReportRange,
} from './validate';

/** Schemas are named, not imported: pages read this table (limits, scopes) without loading zod. */
export type ParamsName = keyof typeof paramSchemas;
export type ResponseName = keyof typeof responses;
type ParamsOfName<K> = K extends ParamsName ? z.output<(typeof paramSchemas)[K]> : undefined;
type ResponseOfName<K extends ResponseName> = z.output<(typeof responses)[K]>;

export interface Endpoint<Path extends string = string, P = unknown, R = unknown, Out = R> {
  method: HttpMethod;
  /** Relative to the base URL; `:name` segments are filled from the input's whole-number field of that name. */
  path: Path;
  /** The scope the endpoint needs; null where any valid key will do (`/ping`). */
  scope: Scope | null;
  /** The schema (params.ts `paramSchemas`) of the query (GET) or JSON body (others), apart from path parameters. */
  params?: ParamsName;
  /** The schema (responses.ts) of a 2xx body. */
  response: ResponseName;
  /** A list's largest `per_page`; present on every paged operation. */
  perPage?: number;
  /** The rules of spec section 8 beyond the schema's shape; throws a local validation error. */
  check?: (params: P, context: CheckContext) => P;
  /** The resolved value, when it is not the parsed response itself. */
  result?: (data: R, status: number) => Out;
  /** Accept 204 or an empty body. */
  allowEmpty?: boolean;
  /** Types only (never set): what InputOf and OutputOf read. */
  readonly types?: { params: P; output: Out };
}

/** Keeps each entry's own types: its path, parameters, result and whether it is paged. */
function endpoint<
  const Path extends string,
  const RK extends ResponseName,
  const PK extends ParamsName | undefined = undefined,
  Out = ResponseOfName<RK>,
  const PerPage extends number | undefined = undefined,
>(
  def: Endpoint<Path, ParamsOfName<PK>, ResponseOfName<RK>, Out> & { params?: PK; response: RK; perPage?: PerPage },
): Endpoint<Path, ParamsOfName<PK>, ResponseOfName<RK>, Out> & { perPage: PerPage } {
  return def as Endpoint<Path, ParamsOfName<PK>, ResponseOfName<RK>, Out> & { perPage: PerPage };
}

export interface Deleted {
  deleted: true;
}
const deleted = (): Deleted => ({ deleted: true });

export const ENDPOINTS = {
  ping: endpoint({ method: 'GET', path: '/ping', scope: null, response: 'ping' }),

  // ---------------------------------------------------------------- campaigns
  listCampaigns: endpoint({
    method: 'GET',
    path: '/campaigns',
    scope: 'read:campaigns',
    perPage: 500,
    params: 'campaignList',
    response: 'campaigns',
  }),
  getCampaign: endpoint({
    method: 'GET',
    path: '/campaigns/:id',
    scope: 'read:campaigns',
    params: 'campaignQuery',
    response: 'campaign',
  }),
  /** 201 for a first request; 200 when a rejected request is re-applied after its cooldown (`reapplied`). */
  requestAccess: endpoint({
    method: 'POST',
    path: '/campaigns/:id/request_access',
    scope: 'read:campaigns',
    params: 'accessRequest',
    response: 'accessRequest',
    result: (record, status) => ({ record, reapplied: status === 200 }),
  }),

  // ---------------------------------------------------------------- links
  convertLink: endpoint({
    method: 'POST',
    path: '/links/convert',
    scope: 'write:links',
    params: 'convertLink',
    response: 'convert',
    check: checkLinkBody,
  }),
  monetizeLink: endpoint({
    method: 'POST',
    path: '/links/monetize',
    scope: 'write:links',
    params: 'monetizeLink',
    response: 'monetize',
    check: checkLinkBody,
  }),

  // ---------------------------------------------------------------- offers
  listOffers: endpoint({
    method: 'GET',
    path: '/offers',
    scope: 'read:offers',
    perPage: 500,
    params: 'offerList',
    response: 'offers',
  }),
  getOffer: endpoint({
    method: 'GET',
    path: '/offers/:id',
    scope: 'read:offers',
    params: 'offerQuery',
    response: 'offer',
  }),

  // ---------------------------------------------------------------- channels
  listChannels: endpoint({
    method: 'GET',
    path: '/channels',
    scope: 'read:channels',
    perPage: 100,
    params: 'channelList',
    response: 'channels',
  }),
  createChannel: endpoint({
    method: 'POST',
    path: '/channels',
    scope: 'write:channels',
    params: 'channelCreate',
    response: 'channel',
    check: checkChannelBody,
  }),
  updateChannel: endpoint({
    method: 'PATCH',
    path: '/channels/:id',
    scope: 'write:channels',
    params: 'channelUpdate',
    response: 'channel',
    check: checkChannelBody,
  }),
  setDefaultChannel: endpoint({
    method: 'POST',
    path: '/channels/:id/set_default',
    scope: 'write:channels',
    response: 'channel',
  }),
  deleteChannel: endpoint({
    method: 'DELETE',
    path: '/channels/:id',
    scope: 'write:channels',
    response: 'deleted',
    allowEmpty: true,
    result: deleted,
  }),

  // ---------------------------------------------------------------- transactions and clicks
  listTransactions: endpoint({
    method: 'GET',
    path: '/transactions',
    scope: 'read:transactions',
    perPage: 500,
    params: 'transactionList',
    response: 'transactions',
  }),
  getTransaction: endpoint({
    method: 'GET',
    path: '/transactions/:id',
    scope: 'read:transactions',
    response: 'transaction',
  }),
  listCpcClicks: endpoint({
    method: 'GET',
    path: '/cpc_clicks',
    scope: 'read:transactions',
    perPage: 500,
    params: 'cpcClickList',
    response: 'cpcClicks',
    check: checkCpcDate,
  }),

  // ---------------------------------------------------------------- reports
  performanceReport: endpoint({
    method: 'GET',
    path: '/reports/performance',
    scope: 'read:reports',
    perPage: 100,
    params: 'performanceReport',
    response: 'performanceReport',
    check: checkReportRange,
  }),
  campaignReport: endpoint({
    method: 'GET',
    path: '/reports/campaigns',
    scope: 'read:reports',
    perPage: 100,
    params: 'campaignReport',
    response: 'campaignReport',
    check: checkReportRange,
  }),
  earningsReport: endpoint({
    method: 'GET',
    path: '/reports/earnings',
    scope: 'read:reports',
    perPage: 100,
    params: 'earningsReport',
    response: 'earningsReport',
    check: checkMonthRange,
  }),
  unmonetizedTraffic: endpoint({
    method: 'GET',
    path: '/reports/unmonetized_traffic',
    scope: 'read:reports',
    perPage: 100,
    params: 'unmonetizedReport',
    response: 'unmonetizedReport',
    check: checkReportRange,
  }),

  // ---------------------------------------------------------------- invoices
  listInvoices: endpoint({
    method: 'GET',
    path: '/invoices',
    scope: 'read:invoices',
    perPage: 100,
    params: 'invoiceList',
    response: 'invoices',
  }),
  getInvoice: endpoint({ method: 'GET', path: '/invoices/:id', scope: 'read:invoices', response: 'invoice' }),
  listInvoiceTransactions: endpoint({
    method: 'GET',
    path: '/invoices/:id/transactions',
    scope: 'read:invoices',
    perPage: 100,
    params: 'page',
    response: 'invoiceTransactions',
  }),

  // ---------------------------------------------------------------- missing-transaction claims
  listClaims: endpoint({
    method: 'GET',
    path: '/missing_transactions',
    scope: 'read:missing_transactions',
    perPage: 100,
    params: 'claimList',
    response: 'claims',
  }),
  createClaim: endpoint({
    method: 'POST',
    path: '/missing_transactions',
    scope: 'write:missing_transactions',
    params: 'claimCreate',
    response: 'claim',
    check: checkClaimBody,
  }),
  getClaim: endpoint({
    method: 'GET',
    path: '/missing_transactions/:id',
    scope: 'read:missing_transactions',
    response: 'claim',
  }),
  updateClaim: endpoint({
    method: 'PATCH',
    path: '/missing_transactions/:id',
    scope: 'write:missing_transactions',
    params: 'claimUpdate',
    response: 'claim',
    check: checkClaimBody,
  }),
  deleteClaim: endpoint({
    method: 'DELETE',
    path: '/missing_transactions/:id',
    scope: 'write:missing_transactions',
    response: 'deleted',
    allowEmpty: true,
    result: deleted,
  }),

  // ---------------------------------------------------------------- lookups (scope assumed: they feed the campaign filters)
  listCountries: endpoint({
    method: 'GET',
    path: '/countries',
    scope: 'read:campaigns',
    response: 'countries',
  }),
  listCategories: endpoint({
    method: 'GET',
    path: '/categories',
    scope: 'read:campaigns',
    response: 'categories',
  }),
};

/** The name of every operation of the API. */
export type Operation = keyof typeof ENDPOINTS;
type EntryOf<O extends Operation> = (typeof ENDPOINTS)[O];

/** `/campaigns/:id/request_access` -> `{ id: number }`. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: number }
    : unknown;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What an operation takes: its path parameters and its query or body fields, in one object. */
export type InputOf<O extends Operation> = Simplify<
  PathParams<EntryOf<O>['path']> & (ParamsOf<O> extends undefined ? unknown : ParamsOf<O>)
>;
type ParamsOf<O extends Operation> = NonNullable<EntryOf<O>['types']>['params'];

/** What an operation resolves with. */
export type OutputOf<O extends Operation> = NonNullable<EntryOf<O>['types']>['output'];

/** The operations that return pages (`page`, `per_page`, `meta`). */
export type PagedOperation = {
  [O in Operation]: EntryOf<O>['perPage'] extends number ? O : never;
}[Operation];

function pagedLimits() {
  const out: Partial<Record<Operation, number>> = {};
  for (const [operation, entry] of Object.entries(ENDPOINTS) as unknown as [Operation, Endpoint][]) {
    if (entry.perPage !== undefined) out[operation] = entry.perPage;
  }
  return out as Record<PagedOperation, number>;
}

/**
 * Largest `per_page` of each list operation. The spec gives 500 for campaigns, offers, transactions and CPC
 * clicks, and 1 to 100 for reports, invoices and claims. The channel list and invoice transactions have no
 * documented maximum: 100 is assumed, the smaller of the two limits.
 */
export const PER_PAGE_MAX = pagedLimits();

/** The scope an operation needs; null where any valid key will do. */
export function scopeFor(operation: Operation): Scope | null {
  return ENDPOINTS[operation].scope;
}
