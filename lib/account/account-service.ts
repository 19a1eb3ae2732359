// The account over a kernel: saving, checking and removing the key (a new key forgets the sites' remembered
// channels, which belong to the old account). Part of the publishing engine, loaded on the first save or removal.
import { perBackground } from '../core/background/kernel';
import { siteOptionsOf } from '../links/options-service';
import { createAccount } from './account';

export const accountOf = perBackground((k) =>
  createAccount({
    api: k.api,
    apiCaches: k.apiCaches,
    caches: k.caches,
    siteOptions: siteOptionsOf(k),
    hasPermission: (pattern) => k.browser.permissions.contains({ origins: [pattern] }),
  }),
);
