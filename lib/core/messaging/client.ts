// The pages' side of the protocol: `send(name, request)` resolves with the typed response or throws ApiError.
// UI code takes a `Send` (not this module's `sendMessage` directly) so tests can render it with a fake background.

import type {
  ApiCallRequest,
  Envelope,
  InputOf,
  MessageName,
  OutputOf,
  PageOperation,
  RequestOf,
  ResponseOf,
  Result,
} from '../../protocol';
import { ApiError } from '../api/errors';
import { browser } from '../browser';
import { t } from '../i18n';

export type Send = <N extends MessageName>(name: N, request: RequestOf<N>) => Promise<ResponseOf<N>>;

/** Runs an API operation in the background (`api.call`), typed from its entry in lib/core/api/endpoints.ts. */
export type CallApi = <O extends PageOperation>(operation: O, input: InputOf<O>) => Promise<OutputOf<O>>;

export function apiCaller(send: Send): CallApi {
  return (operation, input) =>
    send('api.call', { operation, input } as ApiCallRequest) as Promise<OutputOf<typeof operation>>;
}

export const sendMessage: Send = (name, request) => {
  const envelope: Envelope<typeof name> = { name, request };
  return resultOf(browser.runtime.sendMessage(envelope));
};

/** The response inside an answer already at hand when it succeeded; undefined otherwise (`resultOf` says why). */
export function dataOf<T>(answer: unknown): T | undefined {
  const result = answer as Partial<Result<T> & { ok: true }> | undefined;
  return result?.ok === true ? result.data : undefined;
}

/** The response inside the background's answer to a sent message, or the ApiError it carries. */
export async function resultOf<T>(sent: Promise<unknown>): Promise<T> {
  let result: Result<T> | undefined;
  try {
    result = (await sent) as Result<T> | undefined;
  } catch (cause) {
    throw new ApiError(
      {
        kind: 'unreachable',
        message: t('bgNoAnswer'),
      },
      { cause },
    );
  }
  if (!result || typeof result !== 'object' || !('ok' in result)) {
    throw new ApiError({
      kind: 'unreachable',
      message: t('bgUnexpectedAnswer'),
    });
  }
  if (!result.ok) throw ApiError.from(result.error);
  return result.data;
}
