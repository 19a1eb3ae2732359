// The global the worker puts its shared modules on for /publishing.js (entrypoints/background/shared-modules.ts), and the
// name that script's build reads them by (scripts/publishing-split.ts).
export const SHARED_GLOBAL = '__affiliateSharedModules';
