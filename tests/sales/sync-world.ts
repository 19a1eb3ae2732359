// A sales sync over the adversarial in-memory server (adversarial-server.ts), with the real API client and the
// store's contract in memory: what the sync tests of issue 24 run against.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ACCOUNT_RECORD } from '../../lib/core/account/watch';
import { createApiClient } from '../../lib/core/api/client';
import type { ApiClients } from '../../lib/core/background/api-client';
import type { SaleChange } from '../../lib/sales/changes';
import { NOTIFY_KINDS } from '../../lib/sales/notify-kinds';
import { setSalesSettings } from '../../lib/sales/settings';
import { createSalesSync } from '../../lib/sales/sync';
import type { AdversarialServer } from './adversarial-server';
import { memorySalesStore } from './memory-sales-store';

export async function syncWorld(server: AdversarialServer, fetchImpl: typeof fetch = server.fetch) {
  fakeBrowser.reset();
  await fakeBrowser.storage.local.set({
    [ACCOUNT_RECORD]: {
      apiKey: 'k',
      keyId: 'key-1',
      baseUrl: 'https://api.test/pub_api/v3',
      identity: null,
      keyInvalid: false,
    },
  });
  await setSalesSettings({ enabled: true, notify: [...NOTIFY_KINDS] });
  const api: Pick<ApiClients, 'contextOf'> = {
    contextOf: ({ baseUrl, apiKey, keyId }, extra = {}) => ({
      api: createApiClient({
        baseUrl,
        apiKey,
        fetch: fetchImpl,
        maxRetries: 0,
        now: () => new Date(server.nowMs),
        ...extra,
      }),
      keyId,
      baseUrl,
    }),
  };
  const store = memorySalesStore();
  const told: SaleChange[] = [];
  const world = { promotes: true };
  const sync = createSalesSync({
    api,
    store,
    notify: async (_kind, _text, about) => {
      told.push(...(about?.changes ?? []));
    },
    promotesCpc: async () => world.promotes,
    now: () => server.nowMs,
  });
  return { sync, store, told, world };
}
