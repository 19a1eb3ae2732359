// The links feature's part of the publishing engine (entrypoints/background/publishing-engine.ts): Copy affiliate
// link from the menu and the shortcut, loaded on the first copy, and Monetize. The menu's and the shortcut's
// listeners stay in the worker (feature.ts), added as it starts, with the popup's own messages.
export { copyAffiliateLinkOf } from './copy-service';
export { monetizeOf } from './monetize-service';
