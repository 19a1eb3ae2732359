// The API client: one typed method per operation of endpoints.ts, all made by `call`. Every call checks its
// input first (the entry's schema and rules: nothing is sent when a check fails), sends through transport.ts and
// returns the parsed response; every failure is an ApiError.
import { ENDPOINTS, type Endpoint, type InputOf, type Operation, type OutputOf } from './endpoints';
import { paramSchemas } from './params';
import { parseInput } from './parse-input';
import { responses } from './responses';
import { type Query, request, type TransportOptions } from './transport';
import { checkDateOrder, checkId, checkPaging } from './validate';

export type { Deleted } from './endpoints';

export interface ApiClientOptions extends TransportOptions {
  /** The clock for date checks (CPC click dates, claim dates); "today" is its UTC day. */
  now?: () => Date;
}

/** Optional when every field of the input is optional (`listCampaigns()`, `ping()`). */
type MethodOf<O extends Operation> =
  object extends InputOf<O>
    ? (input?: InputOf<O>) => Promise<OutputOf<O>>
    : (input: InputOf<O>) => Promise<OutputOf<O>>;

export type ApiCall = <O extends Operation>(operation: O, input?: InputOf<O>) => Promise<OutputOf<O>>;

export type ApiClient = { [O in Operation]: MethodOf<O> } & {
  /** Runs any operation by name (what the background's generic message does). */
  call: ApiCall;
};

const PATH_PARAM = /:(\w+)/g;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = () => options.now?.() ?? new Date();

  // Async, so a failed input check is a rejected promise like any other failure.
  async function call(operation: Operation, input: object = {}): Promise<unknown> {
    const entry = ENDPOINTS[operation] as unknown as Endpoint;
    const raw: Record<string, unknown> = { ...input };
    const path = entry.path.replace(PATH_PARAM, (_, name: string) => {
      const value = checkId(raw[name], name);
      delete raw[name];
      return String(value);
    });
    let params: unknown = entry.params ? parseInput(paramSchemas[entry.params], raw) : undefined;
    if (entry.perPage !== undefined) {
      checkPaging(params as object, entry.perPage);
      checkDateOrder(params as object);
    }
    if (entry.check) params = entry.check(params, { now: now(), raw });
    const isGet = entry.method === 'GET';
    const response = await request(options, {
      method: entry.method,
      path,
      scope: entry.scope,
      schema: responses[entry.response],
      query: isGet ? (params as Query | undefined) : undefined,
      body: isGet ? undefined : params,
      allowEmpty: entry.allowEmpty,
    });
    const data = cutToPerPage(response.data, params);
    return entry.result ? entry.result(data, response.status) : data;
  }

  const client: Record<string, unknown> = { call };
  for (const operation of Object.keys(ENDPOINTS) as Operation[]) {
    client[operation] = (input?: object) => call(operation, input);
  }
  return client as ApiClient;
}

/** A list answer holds at most the `per_page` records asked for: a server that sends more is cut to that many. */
function cutToPerPage(data: unknown, params: unknown): unknown {
  const perPage = (params as { per_page?: unknown } | undefined)?.per_page;
  const list = (data as { data?: unknown } | null)?.data;
  if (typeof perPage !== 'number' || !Array.isArray(list) || list.length <= perPage) return data;
  return { ...(data as object), data: list.slice(0, perPage) };
}
