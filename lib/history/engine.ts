// The link history's part of the publishing engine (entrypoints/background/publishing-engine.ts): what its messages
// do, loaded on the first of them. Recording a link taken elsewhere (a post, Copy affiliate link) is the history's
// service (services.ts), reached by those parts as they need it.
export { historyAnswersOf } from './answers';
