// Wiring only: the background is built with the browser's own dependencies, then it answers the pages and each
// feature registers its listeners. Listeners are added synchronously in `main` so that an MV3 worker woken by an
// event finds them.
// First, on its own: its body starts the popup's first reads before the other modules run (early-start.ts).
import '../../lib/background/early-start';
import { defineBackground } from 'wxt/utils/define-background';
import { registerBadge } from '../../lib/background/badge';
import { browserDeps } from '../../lib/background/browser-deps';
import { registerCacheMaintenance } from '../../lib/background/cache-maintenance';
import { createBackground, startFeatures } from '../../lib/background/create-background';
import { keepPublishingScript, PUBLISHING_SCRIPT } from '../../lib/background/publishing';
import { registerMessaging } from '../../lib/background/router';
import { shareModules } from '../../lib/background/shared-modules';
import { warmUp } from '../../lib/background/warm-up';

export default defineBackground({
  main() {
    shareModules();
    keepPublishingScript(PUBLISHING_SCRIPT);
    const deps = browserDeps();
    const background = createBackground(deps);
    registerMessaging(background.handleMessage, background.browser);
    registerBadge(background.badge, background.campaignIndex, background.browser);
    registerCacheMaintenance(background.caches);
    startFeatures(background);
    warmUp(background);
  },
});
