// The API client as the background uses it: built from storage on every use (the MV3 worker keeps nothing),
// over the transport the background was built with, marking the saved key refused on a 401 and accepted again on
// the first successful answer (transport hooks) so that every page learns it.

import { markKeyInvalid, markKeyValid, readAccount } from '../account/key-store';
import { type ApiClient, type ApiClientOptions, createApiClient } from '../api/client';
import { noKeyError } from '../api/error-messages';
import type { RetryInfo } from '../api/transport';
import { browser } from '../browser';
import type { RetryNotice } from '../messaging/retry-notice';
import { keyIdOf } from './key-id';
import { rememberKey } from './key-mask';

/** How requests leave the background: `fetch`, retries and their waits, timeouts, the clock for date checks. */
export type ApiTransport = Omit<
  ApiClientOptions,
  'baseUrl' | 'apiKey' | 'signal' | 'onError' | 'onSuccess' | 'onServerDate'
>;

export interface ApiContext {
  api: ApiClient;
  /** Names the key in cache keys (a hash; never the key). */
  keyId: string;
  baseUrl: string;
}

export interface ApiClients {
  /** A client for a key that is not (yet) saved, e.g. to check it with /ping before keeping it. */
  forKey(baseUrl: string, apiKey: string): ApiClient;
  /**
   * The client of the saved key named `keyId`: a 401 marks that key invalid before the error reaches the caller, and
   * any successful answer ends that state (one 401 does not colour every later error).
   */
  contextOf(
    account: { baseUrl: string; apiKey: string; keyId: string },
    extra?: Pick<ApiClientOptions, 'onServerDate'>,
  ): ApiContext;
  /** The saved key's client and identity; throws ApiError `no_key` when no key is saved. */
  context(): Promise<ApiContext>;
}

/**
 * A read being tried again says so: in the background's console, and to every open page (which shows it while its
 * answer is awaited). No page open is no failure.
 */
export function logRetry({ method, path, attempt, attempts, error, delayMs }: RetryInfo): void {
  console.info(
    `${method} ${path}: attempt ${attempt} of ${attempts} failed (${error.kind}); trying again in ${delayMs} ms`,
  );
  const notice: RetryNotice = { type: 'api.retrying', attempt, attempts, delayMs };
  try {
    browser.runtime.sendMessage(notice).catch(() => {});
  } catch {
    // No page to tell.
  }
}

/** The retried read has its final answer: open pages take their "trying again" notice down. */
export function logRetriesOver(): void {
  const notice: RetryNotice = { type: 'api.retrying', attempt: 0, attempts: 0, delayMs: 0, done: true };
  try {
    browser.runtime.sendMessage(notice).catch(() => {});
  } catch {
    // No page to tell.
  }
}

export function createApiClients(given: ApiTransport): ApiClients {
  const transport: ApiTransport = { onRetry: logRetry, onRetriesOver: logRetriesOver, ...given };
  // Every key a client is built for is masked in the background's console output (key-mask.ts).
  const forKey = (baseUrl: string, apiKey: string) => {
    rememberKey(apiKey);
    return createApiClient({ ...transport, baseUrl, apiKey });
  };

  const contextOf = (
    { baseUrl, apiKey, keyId }: { baseUrl: string; apiKey: string; keyId: string },
    extra: Pick<ApiClientOptions, 'onServerDate'> = {},
  ) => {
    rememberKey(apiKey);
    return clientOf({ baseUrl, apiKey, keyId }, extra);
  };

  const clientOf = (
    { baseUrl, apiKey, keyId }: { baseUrl: string; apiKey: string; keyId: string },
    extra: Pick<ApiClientOptions, 'onServerDate'>,
  ) => ({
    api: createApiClient({
      ...transport,
      ...extra,
      baseUrl,
      apiKey,
      onError: async (error) => {
        if (error.kind === 'unauthorized') await markKeyInvalid(keyId);
      },
      onSuccess: () => markKeyValid(keyId),
    }),
    keyId,
    baseUrl,
  });

  const context = async (): Promise<ApiContext> => {
    const account = await readAccount();
    if (!account.apiKey) throw noKeyError();
    const keyId = account.keyId ?? (await keyIdOf(account.baseUrl, account.apiKey));
    return contextOf({ baseUrl: account.baseUrl, apiKey: account.apiKey, keyId });
  };

  return { forKey, contextOf, context };
}
