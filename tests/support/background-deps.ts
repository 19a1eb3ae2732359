// Backgrounds for tests: the real `createBackground` over fresh fake-IndexedDB stores (one for each store the
// features declare), reading the Public Suffix List from its generator; the API's `fetch` and transport as each
// test needs. A test background also names the features' services it reaches for (`bg.sales`, `bg.history`…): each
// is the feature's own accessor over the same kernel, so it is the very instance the handlers use.
import { createStore, type UseStore } from 'idb-keyval';
import {
  type Background,
  type BackgroundDeps,
  createBackground,
  openStores,
} from '../../entrypoints/background/create-background';
import { accountOf } from '../../lib/account/account-service';
import { runApiCallOf } from '../../lib/api-call/services';
import { badgeOf, campaignIndexOf } from '../../lib/campaigns/services';
import { linkHistoryOf } from '../../lib/history/link-history-service';
import { offerHistoryOf } from '../../lib/history/services';
import { historyStoreOf } from '../../lib/history/store-service';
import { copyAffiliateLinkOf } from '../../lib/links/copy-service';
import { linkOptionsOf, siteOptionsOf } from '../../lib/links/options-service';
import { conversionOf, siteInfoOf } from '../../lib/links/services';
import { salesStoreOf, salesSyncOf } from '../../lib/sales/services';
import { suffixListText } from './suffix-list';

let stores = 0;

/** The stores of a background, by the names the features declare. */
export type TestStores = Record<'cache' | 'siteOptions' | 'campaignIndex' | 'sales' | 'history' | 'queue', UseStore>;

/** New, empty stores: a first start of the extension. */
export function freshStores(): TestStores {
  stores++;
  return openStores((name) => createStore(`test-${name}-${stores}`, 'entries')) as TestStores;
}

const SERVICES = {
  account: accountOf,
  runApiCall: runApiCallOf,
  badge: badgeOf,
  campaignIndex: campaignIndexOf,
  history: linkHistoryOf,
  offerHistory: offerHistoryOf,
  historyStore: historyStoreOf,
  linkOptions: linkOptionsOf,
  siteOptions: siteOptionsOf,
  conversion: conversionOf,
  copyAffiliateLink: copyAffiliateLinkOf,
  siteInfo: siteInfoOf,
  salesStore: salesStoreOf,
  sales: salesSyncOf,
};

export type TestBackground = Background & { readonly [N in keyof typeof SERVICES]: ReturnType<(typeof SERVICES)[N]> };

/** The features' services a test reaches for, named on the background itself. */
export function withServices(background: Background): TestBackground {
  for (const [name, of] of Object.entries(SERVICES)) {
    Object.defineProperty(background, name, { get: () => of(background), configurable: true });
  }
  return background as TestBackground;
}

/** A background as a test builds it; over `deps.stores` it is the same worker started again. */
export function testBackground(deps: Partial<BackgroundDeps> = {}): TestBackground {
  return withServices(
    createBackground({
      stores: freshStores(),
      readSuffixList: async () => suffixListText(),
      shortLinks: { hasPermission: async () => false },
      loadEngine: async () => (await import('../../entrypoints/background/publishing-engine')).ENGINE_MODULES,
      ...deps,
    }),
  );
}
