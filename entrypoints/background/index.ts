// Wiring only: each background feature registers itself. Listeners are added synchronously in `main` so that
// an MV3 worker woken by an event finds them.
import { defineBackground } from 'wxt/utils/define-background';
import { registerBadge } from '../../lib/background/badge';
import { registerCacheMaintenance } from '../../lib/background/cache-maintenance';
import { registerCampaignIndex } from '../../lib/background/campaign-index-schedule';
import { registerContextMenu } from '../../lib/background/context-menu';
import { registerMessaging } from '../../lib/background/router';
import { registerShortcut } from '../../lib/background/shortcut';

export default defineBackground({
  type: 'module',
  main() {
    registerMessaging();
    registerCampaignIndex();
    registerBadge();
    registerContextMenu();
    registerShortcut();
    registerCacheMaintenance();
  },
});
