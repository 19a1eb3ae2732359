// The one protocol between the extension's pages and the background: message name -> request -> response.
// Plain API operations go through one generic message, `api.call` (operation and input typed from
// lib/core/api/endpoints.ts); the named messages are for what does real work in the background, each declared with its
// schema and handler in its feature's folder (lib/features.ts lists them). Types only, apart from one
// short list (no zod here: the popup imports this file and must stay small).
import type { InputOf, Operation, OutputOf } from './core/api/endpoints';
import type { SerializedApiError } from './core/api/errors';
import type { AccessRequest, ConvertResult } from './core/api/schemas';
import type { ProtocolOf } from './core/background/feature';
import type { CampaignRules } from './core/link-verdict';
import type { AccountState, LinkOptions, SiteInfo } from './core/model';
import type { FEATURES } from './features';
import type { SalesSettings } from './sales/settings';
import type { LastSync } from './sales/store';

/**
 * Operations a page may not run through `api.call`: the background does them with work of its own (the key check
 * on save, the conversion cache and remembered options, the campaign index after an access request).
 */
export const BACKGROUND_ONLY_OPERATIONS = ['ping', 'convertLink', 'monetizeLink', 'requestAccess'] as const;

/** The API operations a page may ask the background to run as they are. */
export type PageOperation = Exclude<Operation, (typeof BACKGROUND_ONLY_OPERATIONS)[number]>;

export interface ApiCallRequest<O extends PageOperation = PageOperation> {
  operation: O;
  input: InputOf<O>;
}

export interface ConvertResponse extends ConvertResult {
  /** The options actually used (remembered ones filled in), to show in the popup. */
  used: Required<LinkOptions>;
  /** Answered from the 30-minute cache: no request was made. */
  cached: boolean;
  /** Other publishers' parameters taken off the link before converting it (lib/core/foreign-params.ts). */
  removedParams?: string[];
}

export interface MonetizeRequest extends LinkOptions {
  url: string;
  title: string;
  description?: string;
  rewriteWithAi: boolean;
}

export interface RequestAccessResponse extends AccessRequest {
  /** True for the re-apply after a cooldown (HTTP 200) rather than a first request (201). */
  reapplied: boolean;
}

/**
 * The popup's first answer: everything its first screen shows, part by part. Each part succeeds or fails on its
 * own (a failed conversion still shows the campaign and channels; a 403 on channels still shows the link).
 */
export interface PopupOpenResponse {
  /** The conversion with the site's remembered options (`used` says which). */
  link: Result<ConvertResponse>;
  /** The campaign the index matched for the site, and when the index was made. */
  site: Result<Pick<SiteInfo, 'campaign' | 'indexedAt'>>;
  account: Result<AccountState>;
  /** The first 100 channels. */
  channels: Result<OutputOf<'listChannels'>>;
}

/** One link of a post, with the post's options (the same for every link; nothing is taken from a site's memory). */
export interface PostLinkRequest {
  url: string;
  channelId: number | null;
  shorten: boolean;
  subIds: string[];
  /** The run of the converter this link belongs to (its links are grouped in the link history). */
  postId?: string;
}

/** The popup's Copy, for the link history: the page, the link copied and the options it was made with. */
export interface HistoryRecordRequest extends Required<LinkOptions> {
  url: string;
  link: string;
  title?: string;
}

/** An offer's link the person copied or added to a post; `channelId` is the channel the offers were asked for. */
export interface HistoryRecordOfferRequest {
  offerId: number;
  channelId: number | null;
  link: string;
}

export interface PostLinkResponse {
  /** The address converted: the link itself, or the merchant's page a store's short link led to. */
  merchantUrl: string;
  /** The link was a store's short link, followed first. */
  expanded: boolean;
  result: ConvertResult;
  /** Answered from the 30-minute conversion cache: no request was made. */
  cached: boolean;
  /** The answer's campaign's rules from the campaign index, for the link's verdict; null when the index has none. */
  rules: CampaignRules | null;
  /** Other publishers' parameters taken off the link before converting it (lib/core/foreign-params.ts). */
  removedParams?: string[];
}

/** Options -> Sales: the settings and how the local copy stands. */
export interface SalesStatus {
  settings: SalesSettings;
  /** A sync is under way. */
  running: boolean;
  lastSync: LastSync | null;
  /** Transactions in the local copy. */
  count: number;
  /** Records the API sent that did not fit the schema, skipped over all syncs. */
  skipped: number;
}

/** name -> [request, response], derived from the features' declarations (lib/features.ts). */
export type Protocol = ProtocolOf<typeof FEATURES>;

export type MessageName = keyof Protocol;
export type RequestOf<N extends MessageName> = Protocol[N][0];
export type ResponseOf<N extends MessageName> = Protocol[N][1];

/** On the wire: `{ name, request }` from a page; `Result` back. */
export interface Envelope<N extends MessageName = MessageName> {
  name: N;
  request: RequestOf<N>;
}
export type Result<T> = { ok: true; data: T } | { ok: false; error: SerializedApiError };

export type { InputOf, OutputOf };
