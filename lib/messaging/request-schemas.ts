// The zod schema of every request in protocol.ts, by message name; the background parses each request with its
// schema before a handler sees it. The mapped type makes a missing or mismatched schema a type error.
import * as z from 'zod';
import { SUB_IDS_MAX } from '../api/limits';
import {
  campaignListParamsSchema,
  campaignReportParamsSchema,
  channelCreateBodySchema,
  channelUpdateBodySchema,
  claimCreateBodySchema,
  claimListParamsSchema,
  claimUpdateBodySchema,
  cpcClickListParamsSchema,
  earningsReportParamsSchema,
  invoiceListParamsSchema,
  offerListParamsSchema,
  pageParamsSchema,
  performanceReportParamsSchema,
  transactionListParamsSchema,
  unmonetizedReportParamsSchema,
} from '../api/params';
import { INDEX_REFRESH_HOURS } from '../storage/settings';
import type { MessageName, RequestOf } from './protocol';

// Messages are predicates: parseInput (lib/api/validate.ts) prefixes the field's name.
const id = z.number().int().min(1, { error: 'must be a whole number greater than 0.' });
const empty = z.object({});
const byId = z.object({ id });
const text = (max: number) => z.string().max(max, { error: `must be at most ${max} characters.` });

const linkOptions = {
  channelId: id.nullable().optional(),
  shorten: z.boolean().optional(),
  subIds: z
    .array(text(500))
    .max(SUB_IDS_MAX, { error: `can hold at most ${SUB_IDS_MAX} sub IDs.` })
    .optional(),
};
const url = text(8000);

export const requestSchemas: { [N in MessageName]: z.ZodType<RequestOf<N>> } = {
  'account.get': empty,
  'account.save': z.object({ apiKey: text(1000), baseUrl: text(2000) }),
  'account.remove': empty,

  'settings.get': empty,
  'settings.set': z.object({
    preferShortLink: z.boolean().optional(),
    indexRefreshHours: z
      .number()
      .int({ error: 'must be a whole number of hours.' })
      .min(INDEX_REFRESH_HOURS.min, { error: `must be at least ${INDEX_REFRESH_HOURS.min} hour.` })
      .max(INDEX_REFRESH_HOURS.max, { error: `must be at most ${INDEX_REFRESH_HOURS.max} hours.` })
      .optional(),
  }),

  'site.info': z.object({ url }),
  'link.convert': z.object({ url, ...linkOptions }),
  'link.monetize': z.object({
    url,
    title: text(1000),
    description: text(10000).optional(),
    rewriteWithAi: z.boolean(),
    ...linkOptions,
  }),

  'campaigns.list': campaignListParamsSchema,
  'campaigns.get': byId,
  'campaigns.requestAccess': z.object({
    campaignId: id,
    promotionDetails: text(5000).optional(),
    channelId: id.optional(),
  }),
  'campaigns.refreshIndex': empty,

  'offers.list': offerListParamsSchema,

  'channels.list': pageParamsSchema,
  'channels.create': channelCreateBodySchema,
  'channels.update': channelUpdateBodySchema.extend({ id }),
  'channels.setDefault': byId,
  'channels.delete': byId,

  'transactions.list': transactionListParamsSchema,
  'transactions.get': byId,
  'cpcClicks.list': cpcClickListParamsSchema,

  'reports.performance': performanceReportParamsSchema,
  'reports.campaigns': campaignReportParamsSchema,
  'reports.earnings': earningsReportParamsSchema,
  'reports.unmonetized': unmonetizedReportParamsSchema,

  'invoices.list': invoiceListParamsSchema,
  'invoices.get': byId,
  'invoices.transactions': pageParamsSchema.extend({ id }),

  'claims.list': claimListParamsSchema,
  'claims.get': byId,
  'claims.create': claimCreateBodySchema,
  'claims.update': claimUpdateBodySchema.extend({ id }),
  'claims.delete': byId,

  'lookups.countries': empty,
  'lookups.categories': empty,
};
