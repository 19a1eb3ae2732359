// A stand-in background for rendering pages in unit tests: handlers answer by message name, every call is
// recorded, and a message without a handler is refused the way the real background refuses it.
import { ApiError, type SerializedApiError } from '../../lib/api/errors';
import type { Send } from '../../lib/messaging/client';
import type {
  ApiCallRequest,
  InputOf,
  MessageName,
  OutputOf,
  PageOperation,
  RequestOf,
  ResponseOf,
} from '../../lib/messaging/protocol';

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
    const call = message === 'api.call' ? (sent as ApiCallRequest) : undefined;
    const name: Name = call ? call.operation : (message as Name);
    const request = call ? call.input : sent;
    calls.push({ name, request });
    const handler = handlers[name] as ((r: unknown) => unknown) | undefined;
    if (!handler) throw new ApiError({ kind: 'refused', message: `The fake background has no answer for ${name}.` });
    return handler(request);
  }) as Send;
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
