// The one protocol between the extension's pages and the background: message name -> request -> response, derived
// from the features' declarations (lib/features.ts). Types only: pages import it as types, and nothing in a
// feature's folder imports it (that would be a circle through the feature list).
import type { InputOf, OutputOf } from './core/api/endpoints';
import type { ProtocolOf } from './core/background/feature';
import type { PageOperation } from './core/messaging/wire';
import type { FEATURES } from './features';

export type { RequestAccessResponse } from './campaigns/messages';
export type { ApiCallRequest, PageOperation, Result } from './core/messaging/wire';
export type { HistoryRecordOfferRequest, HistoryRecordRequest } from './history/messages';
export type { ConvertResponse, MonetizeRequest, PopupOpenResponse } from './links/messages';
export type { PostLinkRequest, PostLinkResponse } from './post/messages';
export type { SalesStatus } from './sales/messages';

/** name -> [request, response]. */
export type Protocol = ProtocolOf<typeof FEATURES>;

export type MessageName = keyof Protocol;
export type RequestOf<N extends MessageName> = Protocol[N][0];
export type ResponseOf<N extends MessageName> = Protocol[N][1];

/** On the wire: `{ name, request }` from a page. */
export interface Envelope<N extends MessageName = MessageName> {
  name: N;
  request: RequestOf<N>;
}

export type Send = <N extends MessageName>(name: N, request: RequestOf<N>) => Promise<ResponseOf<N>>;

/** Runs an API operation in the background (`api.call`), typed from its entry in lib/core/api/endpoints.ts. */
export type CallApi = <O extends PageOperation>(operation: O, input: InputOf<O>) => Promise<OutputOf<O>>;

export type { InputOf, OutputOf };
