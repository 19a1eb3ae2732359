// The zod schema of every request in protocol.ts, by message name; the background parses each request with its
// schema before a handler sees it. The mapped type makes a missing or mismatched schema a type error.
import * as z from 'zod/mini';
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
  id,
  invoiceListParamsSchema,
  offerListParamsSchema,
  pageParamsSchema,
  performanceReportParamsSchema,
  transactionListParamsSchema,
  unmonetizedReportParamsSchema,
} from '../api/params';
import { t } from '../i18n';
import { INDEX_REFRESH_HOURS } from '../storage/settings';
import type { MessageName, RequestOf } from './protocol';

// Messages are predicates: parseInput (lib/api/validate.ts) prefixes the field's name.
const empty = z.object({});
const byId = z.object({ id });
const text = (max: number) => z.string().check(z.maxLength(max, { error: () => t('bgMustBeAtMost', max) }));

const linkOptions = {
  channelId: z.optional(z.nullable(id)),
  shorten: z.optional(z.boolean()),
  subIds: z.optional(
    z.array(text(500)).check(z.maxLength(SUB_IDS_MAX, { error: () => t('bgCanHoldAtMost', SUB_IDS_MAX) })),
  ),
};
const url = text(8000);

export const requestSchemas: { [N in MessageName]: z.ZodMiniType<RequestOf<N>> } = {
  'account.get': empty,
  'account.save': z.object({ apiKey: text(1000), baseUrl: text(2000) }),
  'account.remove': empty,

  'settings.get': empty,
  'settings.set': z.object({
    preferShortLink: z.optional(z.boolean()),
    indexRefreshHours: z.optional(
      z
        .number()
        .check(
          z.int({ error: () => t('bgHoursWhole') }),
          z.minimum(INDEX_REFRESH_HOURS.min, { error: () => t('bgMustBeAtLeast', INDEX_REFRESH_HOURS.min) }),
          z.maximum(INDEX_REFRESH_HOURS.max, { error: () => t('bgHoursAtMost', INDEX_REFRESH_HOURS.max) }),
        ),
    ),
  }),

  'site.info': z.object({ url }),
  'link.convert': z.object({ url, ...linkOptions }),
  'link.monetize': z.object({
    url,
    title: text(1000),
    description: z.optional(text(10000)),
    rewriteWithAi: z.boolean(),
    ...linkOptions,
  }),

  'campaigns.list': campaignListParamsSchema,
  'campaigns.get': byId,
  'campaigns.requestAccess': z.object({
    campaignId: id,
    promotionDetails: z.optional(text(5000)),
    channelId: z.optional(id),
  }),
  'campaigns.refreshIndex': empty,

  'offers.list': offerListParamsSchema,

  'channels.list': pageParamsSchema,
  'channels.create': channelCreateBodySchema,
  'channels.update': z.extend(channelUpdateBodySchema, { id }),
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
  'invoices.transactions': z.extend(pageParamsSchema, { id }),

  'claims.list': claimListParamsSchema,
  'claims.get': byId,
  'claims.create': claimCreateBodySchema,
  'claims.update': z.extend(claimUpdateBodySchema, { id }),
  'claims.delete': byId,

  'lookups.countries': empty,
  'lookups.categories': empty,
};
