// Wiring only: the background is built with the browser's own dependencies, then it answers the pages and each
// feature registers its listeners. Listeners are added synchronously in `main` so that an MV3 worker woken by an
// event finds them.
// First, on its own: its body starts the popup's first reads before the other modules run (early-start.ts).
import './early-start';
import { defineBackground } from 'wxt/utils/define-background';
import { registerCacheMaintenance } from '../../lib/core/background/cache-maintenance';
import { keepPublishingScript, PUBLISHING_SCRIPT } from '../../lib/core/background/publishing';
import { registerMessaging } from '../../lib/core/background/router';
import { markOnce } from '../../lib/core/background/start-marks';
import { browserDeps } from './browser-deps';
import { createBackground, startFeatures } from './create-background';
import { shareModules } from './shared-modules';
import { warmUp } from './warm-up';

export default defineBackground({
  main() {
    shareModules();
    keepPublishingScript(PUBLISHING_SCRIPT);
    const deps = browserDeps();
    const background = createBackground(deps);
    registerMessaging(background.handleMessage, background.browser);
    registerCacheMaintenance(background.caches);
    startFeatures(background);
    warmUp(background);
    markOnce('main done');
  },
});
