// Saving, reading and removing the API key. The key is checked with GET /ping before it is kept, and the
// identity read then is what pages learn about the account (with the key's last four characters, never more).

import { hostPermissionPattern, normaliseBaseUrl } from '../core/account/base-url';
import { forgetKey, readAccount, type StoredAccount, toAccountState, updateAccount } from '../core/account/key-store';
import type { ApiClient } from '../core/api/client';
import { unauthorizedError } from '../core/api/error-messages';
import { ApiError, isApiError, localValidationError } from '../core/api/errors';
import type { Ping } from '../core/api/schemas';
import type { ApiCaches } from '../core/background/api-caches';
import type { ApiClients } from '../core/background/api-client';
import type { Caches } from '../core/background/cache';
import { keyIdOf } from '../core/background/key-id';
import { t } from '../core/i18n';
import type { AccountState } from '../core/model';
import type { SiteOptionsStore } from '../links/site-options';
import { createAccountState } from './account-state';

export interface AccountDeps {
  api: ApiClients;
  apiCaches: Pick<ApiCaches, 'identity'>;
  caches: Pick<Caches, 'clearAll'>;
  siteOptions: Pick<SiteOptionsStore, 'clear'>;
  /** Whether the browser lets the extension contact an origin. */
  hasPermission: (pattern: string) => Promise<boolean>;
}

export interface Account {
  /** The account as pages may see it; refreshes the identity in the background when it is older than its max age. */
  getAccountState(): Promise<AccountState>;
  saveAccount(input: { apiKey: string; baseUrl: string }): Promise<AccountState>;
  removeAccount(): Promise<AccountState>;
}

export function createAccount({ api, apiCaches, caches, siteOptions, hasPermission }: AccountDeps): Account {
  const getAccountState = createAccountState({ api, apiCaches });

  async function saveAccount(input: { apiKey: string; baseUrl: string }): Promise<AccountState> {
    const apiKey = input.apiKey.trim();
    if (!apiKey) throw localValidationError('apiKey', t('bgApiKeyRequired'));
    if (/\s/.test(apiKey)) {
      throw localValidationError('apiKey', t('bgApiKeyHasSpaces'));
    }
    const baseUrl = normaliseBaseUrl(input.baseUrl);
    await requireHostPermission(baseUrl, hasPermission);

    const identity = await checkKey(api.forKey(baseUrl, apiKey), baseUrl);
    const keyId = await keyIdOf(baseUrl, apiKey);
    await forgetOtherKeyData(await readAccount(), identity, keyId);
    const saved = await updateAccount(() => ({ apiKey, keyId, baseUrl, identity, keyInvalid: false }));
    await apiCaches.identity.set(identity, api.contextOf({ baseUrl, apiKey, keyId }));
    return toAccountState(saved);
  }

  async function removeAccount(): Promise<AccountState> {
    const account = await forgetKey();
    await Promise.all([caches.clearAll(), siteOptions.clear()]);
    return toAccountState(account);
  }

  /**
   * Caches belong to one key: another key clears them (their keys already name the key, so nothing could leak;
   * this frees the space). The sites' remembered channels belong to one publisher.
   */
  async function forgetOtherKeyData(previous: StoredAccount, next: Ping, keyId: string): Promise<void> {
    if (previous.keyId === keyId) return;
    await caches.clearAll();
    const before = previous.identity?.publisher.id;
    if (before !== undefined && before !== next.publisher.id) await siteOptions.clear();
  }

  return { getAccountState, saveAccount, removeAccount };
}

/** The path every base URL ends with (the spec: "the service address including the version prefix"). */
const API_VERSION_PREFIX = '/pub_api/v3';

/** GET /ping with the new key; a refused key is not kept, and the message says why. */
async function checkKey(client: ApiClient, baseUrl: string): Promise<Ping> {
  try {
    return await client.ping();
  } catch (error) {
    const wrongAddress = isApiError(error) ? wrongAddressError(error, baseUrl) : null;
    if (wrongAddress) throw wrongAddress;
    if (isApiError(error) && error.kind === 'unauthorized') {
      throw new ApiError(
        {
          ...unauthorizedError(error.serverMessage).toJSON(),
          message: t('bgApiKeyRefused'),
        },
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * /ping exists on every API: a 404 there (or an answer that is not the API's) means the base URL is not the API's
 * address, most often because it lacks the version prefix. Said as that, not as a missing record.
 */
function wrongAddressError(error: ApiError, baseUrl: string): ApiError | null {
  const notTheApi = error.kind === 'not_found' || (error.kind === 'bad_response' && error.status !== undefined);
  if (!notTheApi) return null;
  const path = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const message = path.endsWith(API_VERSION_PREFIX)
    ? t('bgBaseUrlNoApi', baseUrl, String(error.status), API_VERSION_PREFIX)
    : t('bgBaseUrlNoVersion', baseUrl, API_VERSION_PREFIX);
  return new ApiError({ ...error.toJSON(), message }, { cause: error });
}

/** Pages ask for the permission on the Save click; the background only checks it was given. */
async function requireHostPermission(
  baseUrl: string,
  hasPermission: (pattern: string) => Promise<boolean>,
): Promise<void> {
  const pattern = hostPermissionPattern(baseUrl);
  if (await hasPermission(pattern)) return;
  const origin = new URL(baseUrl).origin;
  throw new ApiError({
    kind: 'no_permission',
    origin,
    message: t('bgHostPermissionMissing', origin),
  });
}
