// The account's services over a kernel: saving, checking and removing the key (a new key forgets the sites'
// remembered channels, which belong to the old account).
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
