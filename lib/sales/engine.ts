// The sales feature's part of the publishing engine (entrypoints/background/publishing-engine.ts): the sync, the
// local copy and what the messages do, loaded on the first message, alarm or change of settings or key that needs
// them. The messages' requests and the listeners stay in the worker (feature.ts), added as it starts.
export { salesAnswersOf } from './answers';
export { salesSyncOf } from './services';
