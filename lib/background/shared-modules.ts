// The worker's modules that `/publishing.js` uses (scripts/publishing-split.ts builds it so): it reads them from
// here instead of carrying copies, so their state (records kept in memory, the key mask) is one. The build fails when
// the script would carry a module the worker also has; a key is the module's path from the root, or a package's name.

import * as idbKeyval from 'idb-keyval';
import * as accountStore from '../account/store';
import * as apiErrors from '../api/errors';
import * as browser from '../browser';
import * as historyOfferWatch from '../history/offer-watch';
import * as historyOfferWatchRecord from '../history/offer-watch-record';
import * as i18n from '../i18n';
import * as linksLinkOptions from '../links/link-options';
import * as postingSendsTo from '../posting/sends-to';
import * as postingTokenMask from '../posting/token-mask';
import * as queueQueueKeys from '../queue/queue-keys';
import * as storageLocalRecord from '../storage/local-record';
import * as webUrl from '../web-url';
import * as backgroundFeature from './feature';
import * as backgroundPublishing from './publishing';
import { SHARED_GLOBAL } from './shared-global';

export const SHARED_MODULES = {
  'lib/account/store': accountStore,
  'lib/api/errors': apiErrors,
  'lib/background/feature': backgroundFeature,
  'lib/background/publishing': backgroundPublishing,
  'lib/history/offer-watch': historyOfferWatch,
  'lib/history/offer-watch-record': historyOfferWatchRecord,
  'lib/i18n': i18n,
  'lib/links/link-options': linksLinkOptions,
  'lib/browser': browser,
  'lib/posting/sends-to': postingSendsTo,
  'lib/posting/token-mask': postingTokenMask,
  'lib/queue/queue-keys': queueQueueKeys,
  'lib/storage/local-record': storageLocalRecord,
  'lib/web-url': webUrl,
  'idb-keyval': idbKeyval,
};

/** Called first as the worker starts, before `/publishing.js` can run. */
export function shareModules(): void {
  (globalThis as Record<string, unknown>)[SHARED_GLOBAL] = SHARED_MODULES;
}
