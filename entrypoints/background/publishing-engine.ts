// The publishing engine: the parts of the features that load on first use (each feature's `lib/<name>/engine.ts`:
// the whole-post converter, posting, the publish queue, Convert links in this box), found by their file name rather
// than listed. It is built apart from the worker (entrypoints/publishing, `/publishing.js`) and loaded into it on the
// first message, alarm or gesture that needs it (lib/core/background/publishing.ts), so a worker started for the popup
// compiles none of it. It runs in the worker all the same: the bot tokens it sends with never leave the background.
import type { EngineModules } from '../../lib/core/background/kernel';

const found = import.meta.glob('../../lib/*/engine.ts', { eager: true });

/** feature name -> its engine module. */
export const ENGINE_MODULES: EngineModules = Object.fromEntries(
  Object.entries(found).map(([path, module]) => [path.split('/').at(-2) as string, module]),
);
