// The response envelope of each operation, built once from the shapes in schemas.ts.
import * as z from 'zod/mini';
import {
  accessRequestSchema,
  campaignDetailSchema,
  campaignReportSchema,
  campaignSchema,
  categoryLookupSchema,
  channelSchema,
  claimSchema,
  convertResultSchema,
  countryLookupSchema,
  cpcClickSchema,
  dataOf,
  earningsReportSchema,
  invoiceDetailSchema,
  invoiceSchema,
  invoiceTransactionSchema,
  listOf,
  lookupListOf,
  monetizeResultSchema,
  offerSchema,
  performanceReportSchema,
  pingSchema,
  transactionSchema,
  unmonetizedReportSchema,
} from './schemas';

/** `{ "data": record }`, unwrapped to the record. */
function one<T extends z.ZodMiniType>(record: T) {
  // TypeScript cannot resolve zod's mapped output type for a generic `T`: spell it out.
  const envelope = dataOf(record);
  return z.pipe(
    envelope,
    z.transform((body: z.output<typeof envelope>) => (body as { data: z.output<T> }).data),
  );
}

/** A lookup list (`data` with optional `meta`), unwrapped to its items. */
function lookup<T extends z.ZodMiniType>(item: T) {
  const list = lookupListOf(item);
  return z.pipe(
    list,
    z.transform((body: z.output<typeof list>) => body.data),
  );
}

export const responses = {
  ping: pingSchema,
  campaigns: listOf(campaignSchema),
  campaign: one(campaignDetailSchema),
  accessRequest: one(accessRequestSchema),
  convert: one(convertResultSchema),
  monetize: one(monetizeResultSchema),
  offers: listOf(offerSchema),
  offer: one(offerSchema),
  channels: listOf(channelSchema),
  channel: one(channelSchema),
  transactions: listOf(transactionSchema),
  transaction: one(transactionSchema),
  cpcClicks: listOf(cpcClickSchema),
  performanceReport: performanceReportSchema,
  campaignReport: campaignReportSchema,
  earningsReport: earningsReportSchema,
  unmonetizedReport: unmonetizedReportSchema,
  invoices: listOf(invoiceSchema),
  invoice: one(invoiceDetailSchema),
  invoiceTransactions: listOf(invoiceTransactionSchema),
  claims: listOf(claimSchema),
  claim: one(claimSchema),
  countries: lookup(countryLookupSchema),
  categories: lookup(categoryLookupSchema),
  /** DELETE answers 200 with any JSON (or none) or 204: only the status matters. */
  deleted: z.unknown(),
};
