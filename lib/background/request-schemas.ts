// The zod schema of every request in lib/messaging/protocol.ts, by message name; the background parses each
// request with its schema before a handler sees it. The mapped type makes a missing or mismatched schema a type
// error. An `api.call`'s input is checked once, by the client, against its operation's entry in endpoints.ts.
import * as z from 'zod/mini';
import { ENDPOINTS, type Operation } from '../api/endpoints';
import { SUB_IDS_MAX } from '../api/limits';
import { id } from '../api/params';
import { t } from '../i18n';
import {
  BACKGROUND_ONLY_OPERATIONS,
  type MessageName,
  type PageOperation,
  type RequestOf,
} from '../messaging/protocol';
import { NOTIFY_KINDS } from '../sales/changes';
import { SYNC_INTERVAL_MINUTES } from '../storage/sales-settings';
import { INDEX_REFRESH_HOURS } from '../storage/settings';

const backgroundOnly: readonly Operation[] = BACKGROUND_ONLY_OPERATIONS;
const PAGE_OPERATIONS = (Object.keys(ENDPOINTS) as Operation[]).filter(
  (operation): operation is PageOperation => !backgroundOnly.includes(operation),
) as [PageOperation, ...PageOperation[]];

// Messages are predicates: parseInput (lib/api/parse-input.ts) prefixes the field's name.
const empty = z.object({});
const text = (max: number) => z.string().check(z.maxLength(max, { error: () => t('bgProblemTooLong', max) }));

const linkOptions = {
  channelId: z.optional(z.nullable(id)),
  shorten: z.optional(z.boolean()),
  subIds: z.optional(
    z.array(text(500)).check(z.maxLength(SUB_IDS_MAX, { error: () => t('bgProblemTooManySubIds', SUB_IDS_MAX) })),
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
          z.int({ error: () => t('bgProblemHoursWhole') }),
          z.minimum(INDEX_REFRESH_HOURS.min, { error: () => t('bgProblemHoursMin', INDEX_REFRESH_HOURS.min) }),
          z.maximum(INDEX_REFRESH_HOURS.max, { error: () => t('bgProblemHoursMax', INDEX_REFRESH_HOURS.max) }),
        ),
    ),
  }),

  'popup.open': z.object({ url }),
  'site.info': z.object({ url }),
  'link.convert': z.object({ url, ...linkOptions }),
  'link.monetize': z.object({
    url,
    title: text(1000),
    description: z.optional(text(10000)),
    rewriteWithAi: z.boolean(),
    ...linkOptions,
  }),

  'post.convertLink': z.object({
    url,
    channelId: z.nullable(id),
    shorten: z.boolean(),
    subIds: linkOptions.subIds.def.innerType,
    postId: z.optional(text(100)),
  }),
  'post.networkHosts': z.object({ clear: z.optional(z.boolean()) }),

  'history.record': z.object({
    url,
    link: url,
    title: z.optional(text(2000)),
    channelId: z.nullable(id),
    shorten: z.boolean(),
    subIds: linkOptions.subIds.def.innerType,
  }),
  'history.recordOffer': z.object({ offerId: id, channelId: z.nullable(id), link: url }),
  'history.settings': z.object({ keep: z.optional(z.boolean()), trackEarnings: z.optional(z.boolean()) }),
  'history.clear': empty,

  'campaigns.requestAccess': z.object({
    campaignId: id,
    promotionDetails: z.optional(text(5000)),
    channelId: z.optional(id),
  }),
  'campaigns.refreshIndex': empty,

  'sales.status': empty,
  'sales.settings': z.object({
    enabled: z.optional(z.boolean()),
    notify: z.optional(z.array(z.enum(NOTIFY_KINDS))),
    intervalMinutes: z.optional(
      z.number().check(z.int(), z.minimum(SYNC_INTERVAL_MINUTES.min), z.maximum(SYNC_INTERVAL_MINUTES.max)),
    ),
  }),
  'sales.syncNow': empty,

  // The input is checked once, by the client, against the operation's entry in endpoints.ts.
  'api.call': z.object({
    operation: z.enum(PAGE_OPERATIONS),
    input: z.optional(z.record(z.string(), z.unknown())),
  }) as z.ZodMiniType<RequestOf<'api.call'>>,
};
