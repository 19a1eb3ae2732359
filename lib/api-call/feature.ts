// `api.call`: any operation of lib/core/api/endpoints.ts a page may run as it is, through its cache where it has one.
import * as z from 'zod/mini';
import { ENDPOINTS, type Operation } from '../core/api/endpoints';
import { defineFeature, message } from '../core/background/feature';
import { type ApiCallRequest, BACKGROUND_ONLY_OPERATIONS, type PageOperation } from '../core/messaging/wire';
import { runApiCallOf } from './services';

const backgroundOnly: readonly Operation[] = BACKGROUND_ONLY_OPERATIONS;
const PAGE_OPERATIONS = (Object.keys(ENDPOINTS) as Operation[]).filter(
  (operation): operation is PageOperation => !backgroundOnly.includes(operation),
) as [PageOperation, ...PageOperation[]];

// The input is checked once, by the client, against the operation's entry in endpoints.ts.
const apiCallRequest = z.object({
  operation: z.enum(PAGE_OPERATIONS),
  input: z.optional(z.record(z.string(), z.unknown())),
}) as z.ZodMiniType<ApiCallRequest>;

export const apiCallFeature = defineFeature({
  name: 'api',
  messages: {
    'api.call': message(
      apiCallRequest,
      ({ operation, input }, k): Promise<unknown> => runApiCallOf(k)(operation, input),
    ),
  },
});
