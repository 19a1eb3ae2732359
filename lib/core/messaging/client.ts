// The pages' side of the wire: a message sent to the background resolves with the response inside its `Result`, or
// throws the ApiError it carries. Typed by the features' protocol in lib/send.ts.

import { ApiError } from '../api/errors';
import { browser } from '../browser';
import { t } from '../i18n';
import type { Result, WireEnvelope } from './wire';

/** Sends `{ name, request }` to the background and resolves with the response (or throws its ApiError). */
export function sendEnvelope<T>(envelope: WireEnvelope): Promise<T> {
  return resultOf<T>(browser.runtime.sendMessage(envelope));
}

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
