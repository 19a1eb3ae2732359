// Transactions, CPC clicks, invoices and claims: passed to the API as asked (these change too often to cache).
import { getApiClient } from '../api-client';
import type { HandlerMap } from './types';

export const recordHandlers: HandlerMap<
  | 'transactions.list'
  | 'transactions.get'
  | 'cpcClicks.list'
  | 'invoices.list'
  | 'invoices.get'
  | 'invoices.transactions'
  | 'claims.list'
  | 'claims.get'
  | 'claims.create'
  | 'claims.update'
  | 'claims.delete'
> = {
  'transactions.list': async (params) => (await getApiClient()).listTransactions(params),
  'transactions.get': async ({ id }) => (await getApiClient()).getTransaction(id),
  'cpcClicks.list': async (params) => (await getApiClient()).listCpcClicks(params),
  'invoices.list': async (params) => (await getApiClient()).listInvoices(params),
  'invoices.get': async ({ id }) => (await getApiClient()).getInvoice(id),
  'invoices.transactions': async ({ id, ...page }) => (await getApiClient()).listInvoiceTransactions(id, page),
  'claims.list': async (params) => (await getApiClient()).listClaims(params),
  'claims.get': async ({ id }) => (await getApiClient()).getClaim(id),
  'claims.create': async (body) => (await getApiClient()).createClaim(body),
  'claims.update': async ({ id, ...body }) => (await getApiClient()).updateClaim(id, body),
  'claims.delete': async ({ id }) => (await getApiClient()).deleteClaim(id),
};
