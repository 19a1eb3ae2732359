// The worker's modules that `/publishing.js` uses (scripts/publishing-split.ts builds it so): it reads them from
// here instead of carrying copies, so their state (records kept in memory, the key mask) is one. The build fails when
// the script would carry a module the worker also has; a key is the module's path from the root, or a package's name.

import * as idbKeyval from 'idb-keyval';
import * as accountSettings from '../../lib/account/settings';
import * as accountStore from '../../lib/core/account/key-store';
import * as apiErrors from '../../lib/core/api/errors';
import * as backgroundFeature from '../../lib/core/background/feature';
import * as backgroundPublishing from '../../lib/core/background/publishing';
import { SHARED_GLOBAL } from '../../lib/core/background/shared-global';
import * as browser from '../../lib/core/browser';
import * as foreignParams from '../../lib/core/foreign-params';
import * as i18n from '../../lib/core/i18n';
import * as storageLocalRecord from '../../lib/core/storage/local-record';
import * as webUrl from '../../lib/core/web-url';
import * as historyOfferWatch from '../../lib/history/offer-watch';
import * as historyOfferWatchRecord from '../../lib/history/offer-watch-record';
import * as linksLinkOptions from '../../lib/links/link-options';
import * as postingSendsTo from '../../lib/posting/sends-to';
import * as postingTokenMask from '../../lib/posting/token-mask';
import * as queueQueueKeys from '../../lib/queue/queue-keys';

export const SHARED_MODULES = {
  'lib/account/settings': accountSettings,
  'lib/core/account/key-store': accountStore,
  'lib/core/api/errors': apiErrors,
  'lib/core/background/feature': backgroundFeature,
  'lib/core/background/publishing': backgroundPublishing,
  'lib/history/offer-watch': historyOfferWatch,
  'lib/history/offer-watch-record': historyOfferWatchRecord,
  'lib/core/i18n': i18n,
  'lib/links/link-options': linksLinkOptions,
  'lib/core/browser': browser,
  'lib/core/foreign-params': foreignParams,
  'lib/posting/sends-to': postingSendsTo,
  'lib/posting/token-mask': postingTokenMask,
  'lib/queue/queue-keys': queueQueueKeys,
  'lib/core/storage/local-record': storageLocalRecord,
  'lib/core/web-url': webUrl,
  'idb-keyval': idbKeyval,
};

/** Called first as the worker starts, before `/publishing.js` can run. */
export function shareModules(): void {
  (globalThis as Record<string, unknown>)[SHARED_GLOBAL] = SHARED_MODULES;
}
