// Wiring only: the background is built with the browser's own dependencies, then each feature registers its
// listeners. Listeners are added synchronously in `main` so that an MV3 worker woken by an event finds them.
import { defineBackground } from 'wxt/utils/define-background';
import { registerBadge } from '../../lib/background/badge';
import { browserDeps } from '../../lib/background/browser-deps';
import { registerCacheMaintenance } from '../../lib/background/cache-maintenance';
import { createBackground } from '../../lib/background/create-background';
import { registerMessaging } from '../../lib/background/router';
import { registerCampaignIndex } from '../../lib/campaigns/schedule';
import { registerContextMenu } from '../../lib/links/context-menu';
import { registerShortcut } from '../../lib/links/shortcut';
import { registerSalesSync } from '../../lib/sales/schedule';

export default defineBackground({
  type: 'module',
  main() {
    const background = createBackground(browserDeps());
    registerMessaging(background.handleMessage);
    registerCampaignIndex(background.campaignIndex);
    registerBadge(background.badge, background.campaignIndex);
    registerContextMenu(background.copyAffiliateLink);
    registerShortcut(background.copyAffiliateLink);
    registerCacheMaintenance(background.caches);
    registerSalesSync(background.sales);
  },
});
