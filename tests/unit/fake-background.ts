// A stand-in background for rendering pages in unit tests: handlers answer by message name, every call is
// recorded, and a message without a handler is refused the way the real background refuses it.
import { ApiError, type SerializedApiError } from '../../lib/api/errors';
import type { Send } from '../../lib/messaging/client';
import type { MessageName, RequestOf, ResponseOf } from '../../lib/messaging/protocol';

export type Handlers = {
  [N in MessageName]?: (request: RequestOf<N>) => ResponseOf<N> | Promise<ResponseOf<N>>;
};

export interface FakeBackground {
  send: Send;
  calls: { name: MessageName; request: unknown }[];
  /** The requests sent under one name, in order. */
  requestsOf: <N extends MessageName>(name: N) => RequestOf<N>[];
}

export function fakeBackground(handlers: Handlers): FakeBackground {
  const calls: { name: MessageName; request: unknown }[] = [];
  const send = (async (name: MessageName, request: unknown) => {
    calls.push({ name, request });
    const handler = handlers[name] as ((r: unknown) => unknown) | undefined;
    if (!handler) throw new ApiError({ kind: 'refused', message: `The fake background has no answer for ${name}.` });
    return handler(request);
  }) as Send;
  return {
    send,
    calls,
    requestsOf: <N extends MessageName>(name: N) =>
      calls.filter((c) => c.name === name).map((c) => c.request as RequestOf<N>),
  };
}

/** A rejection as the background would send it. */
export function apiError(init: SerializedApiError): ApiError {
  return new ApiError(init);
}
