// The API client as the background uses it: built from storage on every use (the MV3 worker keeps nothing),
// and watching for 401 so that every page learns the saved key was refused.
import { type ApiClient, type ApiClientOptions, createApiClient } from '../api/client';
import { noKeyError } from '../api/error-messages';
import { isApiError } from '../api/errors';
import { markKeyInvalid, readAccount } from '../storage/account';
import { keyIdOf } from './key-id';

/** Transport settings tests replace (an injected `fetch`, no retry waits). */
export type ApiOverrides = Omit<ApiClientOptions, 'baseUrl' | 'apiKey'>;
let overrides: ApiOverrides = {};

export function setApiOverrides(next: ApiOverrides = {}): void {
  overrides = next;
}

export interface ApiContext {
  api: ApiClient;
  /** Names the key in cache keys (a hash; never the key). */
  keyId: string;
  baseUrl: string;
}

/** A client for a key that is not (yet) saved, e.g. to check it with /ping before keeping it. */
export function createClientFor(baseUrl: string, apiKey: string): ApiClient {
  return createApiClient({ ...overrides, baseUrl, apiKey });
}

/** The saved key's client and identity; throws ApiError `no_key` when no key is saved. */
export async function getApiContext(): Promise<ApiContext> {
  const account = await readAccount();
  if (!account.apiKey) throw noKeyError();
  const keyId = account.keyId ?? (await keyIdOf(account.baseUrl, account.apiKey));
  return { api: contextClient(account.baseUrl, account.apiKey, keyId), keyId, baseUrl: account.baseUrl };
}

export async function getApiClient(): Promise<ApiClient> {
  return (await getApiContext()).api;
}

/** A client whose 401 answers mark the key named `keyId` invalid before the error reaches the caller. */
export function contextClient(baseUrl: string, apiKey: string, keyId: string): ApiClient {
  const client = createClientFor(baseUrl, apiKey);
  const watched = {} as Record<string, unknown>;
  for (const [name, method] of Object.entries(client)) {
    watched[name] = (...args: unknown[]) =>
      (method as (...a: unknown[]) => Promise<unknown>)(...args).catch(async (error: unknown) => {
        if (isApiError(error) && error.kind === 'unauthorized') await markKeyInvalid(keyId);
        throw error;
      });
  }
  return watched as ApiClient;
}
