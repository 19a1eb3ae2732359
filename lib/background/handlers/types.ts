import type { MessageName, RequestOf, ResponseOf } from '../../messaging/protocol';

/** The handlers of some protocol messages: each gets its parsed request and resolves with its response. */
export type HandlerMap<K extends MessageName> = {
  [N in K]: (request: RequestOf<N>) => Promise<ResponseOf<N>>;
};
