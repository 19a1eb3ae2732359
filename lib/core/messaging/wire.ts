// The wire between the pages and the background, whatever the features: every answer a `Result`, and the one
// generic message for plain API operations, `api.call`. Types only, apart from one short list (no zod here: the popup
// imports this file and must stay small). The named messages and their shapes are the features' (lib/protocol.ts).
import type { InputOf, Operation } from '../api/endpoints';
import type { SerializedApiError } from '../api/errors';

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

/** On the wire: `{ name, request }` from a page; `Result` back. */
export interface WireEnvelope {
  name: string;
  request: unknown;
}
export type Result<T> = { ok: true; data: T } | { ok: false; error: SerializedApiError };
