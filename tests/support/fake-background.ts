// A stand-in background for rendering pages in unit tests: handlers answer by message name, every call is
// recorded, and a message without a handler is refused the way the real background refuses it. `popup.open`,
// unless given a handler of its own, is answered as the background answers it: from its four parts, each asked
// (and recorded) as its own message, each failing on its own.
import { ApiError, isApiError, type SerializedApiError } from '../../lib/core/api/errors';
import type {
  ApiCallRequest,
  InputOf,
  MessageName,
  OutputOf,
  PageOperation,
  PopupOpenResponse,
  RequestOf,
  ResponseOf,
  Result,
} from '../../lib/protocol';
import type { Send } from '../../lib/send';

/** Named messages by name; API operations (the generic `api.call`) by operation. */
export type Handlers = {
  [N in Exclude<MessageName, 'api.call'>]?: (request: RequestOf<N>) => ResponseOf<N> | Promise<ResponseOf<N>>;
} & {
  [O in PageOperation]?: (input: InputOf<O>) => OutputOf<O> | Promise<OutputOf<O>>;
};
type Name = keyof Handlers;
type RequestFor<N extends Name> = N extends MessageName ? RequestOf<N> : N extends PageOperation ? InputOf<N> : never;

export interface FakeBackground {
  send: Send;
  /** Every message; an `api.call` is recorded under its operation, with its input as the request. */
  calls: { name: Name; request: unknown }[];
  /** The requests sent under one name (or operation), in order. */
  requestsOf: <N extends Name>(name: N) => RequestFor<N>[];
}

export function fakeBackground(handlers: Handlers): FakeBackground {
  const calls: { name: Name; request: unknown }[] = [];
  const send = (async (message: MessageName, sent: unknown) => {
    if (message === 'popup.open' && !handlers['popup.open']) return open(sent as RequestOf<'popup.open'>);
    const call = message === 'api.call' ? (sent as ApiCallRequest) : undefined;
    const name: Name = call ? call.operation : (message as Name);
    const request = call ? call.input : sent;
    calls.push({ name, request });
    const handler = handlers[name] as ((r: unknown) => unknown) | undefined;
    if (!handler) throw new ApiError({ kind: 'refused', message: `The fake background has no answer for ${name}.` });
    return handler(request);
  }) as Send;
  const part = <T>(answer: Promise<T>): Promise<Result<T>> =>
    answer.then(
      (data) => ({ ok: true, data }),
      (e: unknown) => ({
        ok: false,
        error: isApiError(e) ? e.toJSON() : { kind: 'internal', message: String(e) },
      }),
    );
  const open = async ({ url }: RequestOf<'popup.open'>): Promise<PopupOpenResponse> => {
    const [link, site, account, channels] = await Promise.all([
      part(send('link.convert', { url })),
      part(send('site.info', { url })),
      part(send('account.get', {})),
      part(
        send('api.call', { operation: 'listChannels', input: { per_page: 100 } }) as Promise<OutputOf<'listChannels'>>,
      ),
    ]);
    return { link, site, account, channels };
  };
  return {
    send,
    calls,
    requestsOf: <N extends Name>(name: N) =>
      calls.filter((c) => c.name === name).map((c) => c.request as RequestFor<N>),
  };
}

/** A rejection as the background would send it. */
export function apiError(init: SerializedApiError): ApiError {
  return new ApiError(init);
}
