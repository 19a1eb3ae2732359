// The API client: one typed method per operation of Monetization API v3 (spec section 4). Every method checks
// its input first (validate.ts: nothing is sent when a check fails), sends through transport.ts and returns the
// parsed response; every failure is an ApiError.
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
import {
  type AccessRequestBody,
  accessRequestBodySchema,
  type CampaignListParams,
  type CampaignQuery,
  type ChannelCreateBody,
  type ChannelListParams,
  type ChannelUpdateBody,
  type ClaimCreateBody,
  type ClaimListParams,
  type ClaimUpdateBody,
  type ConvertLinkBody,
  type CpcClickListParams,
  campaignListParamsSchema,
  campaignQuerySchema,
  campaignReportParamsSchema,
  channelCreateBodySchema,
  channelListParamsSchema,
  channelUpdateBodySchema,
  claimCreateBodySchema,
  claimListParamsSchema,
  claimUpdateBodySchema,
  convertLinkBodySchema,
  cpcClickListParamsSchema,
  type EarningsReportParams,
  earningsReportParamsSchema,
  type InvoiceListParams,
  invoiceListParamsSchema,
  type MonetizeLinkBody,
  monetizeLinkBodySchema,
  type OfferListParams,
  type OfferQuery,
  offerListParamsSchema,
  offerQuerySchema,
  type PageParams,
  pageParamsSchema,
  performanceReportParamsSchema,
  type ReportParams,
  type TransactionListParams,
  transactionListParamsSchema,
  type UnmonetizedReportParams,
  unmonetizedReportParamsSchema,
} from './params';
import { responses } from './responses';
import type {
  AccessRequest,
  Campaign,
  CampaignDetail,
  CampaignReportRow,
  CategoryLookup,
  Channel,
  Claim,
  ConvertResult,
  CountryLookup,
  CpcClick,
  EarningsRow,
  EarningsTotals,
  Invoice,
  InvoiceDetail,
  InvoiceTransaction,
  MonetizeResult,
  Offer,
  Page,
  PerformanceRow,
  PerformanceTotals,
  Ping,
  Report,
  ReportMeta,
  Transaction,
  UnmonetizedRow,
} from './schemas';
import { type ApiOperation, ENDPOINT_SCOPES } from './scopes';
import { type HttpMethod, type Query, type RequestSpec, request, type TransportOptions } from './transport';
import {
  checkChannelBody,
  checkClaimBody,
  checkCpcParams,
  checkEarningsParams,
  checkId,
  checkLinkBody,
  checkListParams,
  checkReportParams,
  parseInput,
} from './validate';

export interface ApiClientOptions extends TransportOptions {
  /** The clock for date checks (CPC click dates, claim dates); "today" is its UTC day. */
  now?: () => Date;
}

export interface Deleted {
  deleted: true;
}

export function createApiClient(options: ApiClientOptions) {
  const now = () => options.now?.() ?? new Date();

  const call = <S extends z.ZodMiniType>(operation: ApiOperation, spec: Omit<RequestSpec<S>, 'scope'>) =>
    request(options, { ...spec, scope: ENDPOINT_SCOPES[operation] });

  const get = async <S extends z.ZodMiniType>(operation: ApiOperation, path: string, schema: S, query?: Query) =>
    (await call(operation, { method: 'GET', path, schema, query })).data;

  const send = async <S extends z.ZodMiniType>(
    operation: ApiOperation,
    method: HttpMethod,
    path: string,
    schema: S,
    body?: unknown,
  ) => (await call(operation, { method, path, schema, body })).data;

  const remove = async (operation: ApiOperation, path: string): Promise<Deleted> => {
    await call(operation, { method: 'DELETE', path, schema: responses.deleted, allowEmpty: true });
    return { deleted: true };
  };

  // Every method is async, so a failed input check is a rejected promise like any other failure.
  return {
    ping: async (): Promise<Ping> => get('ping', '/ping', responses.ping),

    // ---------------------------------------------------------------- campaigns
    listCampaigns: async (params: CampaignListParams = {}): Promise<Page<Campaign>> =>
      get(
        'listCampaigns',
        '/campaigns',
        responses.campaigns,
        checkListParams('listCampaigns', campaignListParamsSchema, params),
      ),

    getCampaign: async (id: number, query: CampaignQuery = {}): Promise<CampaignDetail> =>
      get('getCampaign', `/campaigns/${checkId(id)}`, responses.campaign, parseInput(campaignQuerySchema, query)),

    /** 201 for a first request; 200 when a rejected request is re-applied after its cooldown (`reapplied`). */
    requestAccess: async (
      id: number,
      body: AccessRequestBody = {},
    ): Promise<{ record: AccessRequest; reapplied: boolean }> => {
      const path = `/campaigns/${checkId(id)}/request_access`;
      const json = parseInput(accessRequestBodySchema, body);
      const response = await call('requestAccess', {
        method: 'POST',
        path,
        schema: responses.accessRequest,
        body: json,
      });
      return { record: response.data, reapplied: response.status === 200 };
    },

    // ---------------------------------------------------------------- links
    convertLink: async (body: ConvertLinkBody): Promise<ConvertResult> =>
      send(
        'convertLink',
        'POST',
        '/links/convert',
        responses.convert,
        checkLinkBody(parseInput(convertLinkBodySchema, body), body),
      ),

    monetizeLink: async (body: MonetizeLinkBody): Promise<MonetizeResult> =>
      send(
        'monetizeLink',
        'POST',
        '/links/monetize',
        responses.monetize,
        checkLinkBody(parseInput(monetizeLinkBodySchema, body), body),
      ),

    // ---------------------------------------------------------------- offers
    listOffers: async (params: OfferListParams = {}): Promise<Page<Offer>> =>
      get('listOffers', '/offers', responses.offers, checkListParams('listOffers', offerListParamsSchema, params)),

    getOffer: async (id: number, query: OfferQuery = {}): Promise<Offer> =>
      get('getOffer', `/offers/${checkId(id)}`, responses.offer, parseInput(offerQuerySchema, query)),

    // ---------------------------------------------------------------- channels
    listChannels: async (params: ChannelListParams = {}): Promise<Page<Channel>> =>
      get(
        'listChannels',
        '/channels',
        responses.channels,
        checkListParams('listChannels', channelListParamsSchema, params),
      ),

    createChannel: async (body: ChannelCreateBody): Promise<Channel> =>
      send(
        'createChannel',
        'POST',
        '/channels',
        responses.channel,
        checkChannelBody(parseInput(channelCreateBodySchema, body)),
      ),

    updateChannel: async (id: number, body: ChannelUpdateBody): Promise<Channel> =>
      send(
        'updateChannel',
        'PATCH',
        `/channels/${checkId(id)}`,
        responses.channel,
        checkChannelBody(parseInput(channelUpdateBodySchema, body)),
      ),

    setDefaultChannel: async (id: number): Promise<Channel> =>
      send('setDefaultChannel', 'POST', `/channels/${checkId(id)}/set_default`, responses.channel),

    deleteChannel: async (id: number): Promise<Deleted> => remove('deleteChannel', `/channels/${checkId(id)}`),

    // ---------------------------------------------------------------- transactions and clicks
    listTransactions: async (params: TransactionListParams = {}): Promise<Page<Transaction>> =>
      get(
        'listTransactions',
        '/transactions',
        responses.transactions,
        checkListParams('listTransactions', transactionListParamsSchema, params),
      ),

    getTransaction: async (id: number): Promise<Transaction> =>
      get('getTransaction', `/transactions/${checkId(id)}`, responses.transaction),

    listCpcClicks: async (params: CpcClickListParams): Promise<Page<CpcClick>> =>
      get('listCpcClicks', '/cpc_clicks', responses.cpcClicks, checkCpcParams(cpcClickListParamsSchema, params, now())),

    // ---------------------------------------------------------------- reports
    performanceReport: async (params: ReportParams = {}): Promise<Report<PerformanceRow, PerformanceTotals>> =>
      get(
        'performanceReport',
        '/reports/performance',
        responses.performanceReport,
        checkReportParams('performanceReport', performanceReportParamsSchema, params),
      ),

    campaignReport: async (params: ReportParams = {}): Promise<Report<CampaignReportRow, PerformanceTotals>> =>
      get(
        'campaignReport',
        '/reports/campaigns',
        responses.campaignReport,
        checkReportParams('campaignReport', campaignReportParamsSchema, params),
      ),

    earningsReport: async (params: EarningsReportParams = {}): Promise<Report<EarningsRow, EarningsTotals>> =>
      get(
        'earningsReport',
        '/reports/earnings',
        responses.earningsReport,
        checkEarningsParams(earningsReportParamsSchema, params),
      ),

    unmonetizedTraffic: async (params: UnmonetizedReportParams = {}): Promise<Page<UnmonetizedRow, ReportMeta>> =>
      get(
        'unmonetizedTraffic',
        '/reports/unmonetized_traffic',
        responses.unmonetizedReport,
        checkReportParams('unmonetizedTraffic', unmonetizedReportParamsSchema, params),
      ),

    // ---------------------------------------------------------------- invoices
    listInvoices: async (params: InvoiceListParams = {}): Promise<Page<Invoice>> =>
      get(
        'listInvoices',
        '/invoices',
        responses.invoices,
        checkListParams('listInvoices', invoiceListParamsSchema, params),
      ),

    getInvoice: async (id: number): Promise<InvoiceDetail> =>
      get('getInvoice', `/invoices/${checkId(id)}`, responses.invoice),

    listInvoiceTransactions: async (id: number, params: PageParams = {}): Promise<Page<InvoiceTransaction>> =>
      get(
        'listInvoiceTransactions',
        `/invoices/${checkId(id)}/transactions`,
        responses.invoiceTransactions,
        checkListParams('listInvoiceTransactions', pageParamsSchema, params),
      ),

    // ---------------------------------------------------------------- missing-transaction claims
    listClaims: async (params: ClaimListParams = {}): Promise<Page<Claim>> =>
      get(
        'listClaims',
        '/missing_transactions',
        responses.claims,
        checkListParams('listClaims', claimListParamsSchema, params),
      ),

    createClaim: async (body: ClaimCreateBody): Promise<Claim> =>
      send(
        'createClaim',
        'POST',
        '/missing_transactions',
        responses.claim,
        checkClaimBody(parseInput(claimCreateBodySchema, body), now()),
      ),

    getClaim: async (id: number): Promise<Claim> =>
      get('getClaim', `/missing_transactions/${checkId(id)}`, responses.claim),

    updateClaim: async (id: number, body: ClaimUpdateBody): Promise<Claim> =>
      send(
        'updateClaim',
        'PATCH',
        `/missing_transactions/${checkId(id)}`,
        responses.claim,
        checkClaimBody(parseInput(claimUpdateBodySchema, body), now()),
      ),

    deleteClaim: async (id: number): Promise<Deleted> => remove('deleteClaim', `/missing_transactions/${checkId(id)}`),

    // ---------------------------------------------------------------- lookups
    listCountries: async (): Promise<CountryLookup[]> => get('listCountries', '/countries', responses.countries),
    listCategories: async (): Promise<CategoryLookup[]> => get('listCategories', '/categories', responses.categories),
  } satisfies Record<ApiOperation, (...args: never[]) => Promise<unknown>>;
}

export type ApiClient = ReturnType<typeof createApiClient>;
