// `/publishing.js`: the publishing engine, loaded into the background only when it is needed
// (lib/core/background/publishing.ts). Its imports of modules the worker already has are the worker's own instances
// (entrypoints/background/shared-modules.ts, scripts/publishing-split.ts), so it hands the engine back through one of them.
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { publishingLoaded } from '../../lib/core/background/publishing';
import { ENGINE_MODULES } from '../background/publishing-engine';

export default defineUnlistedScript(() => {
  publishingLoaded(ENGINE_MODULES);
});
