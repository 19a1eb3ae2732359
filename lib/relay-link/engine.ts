// The relay link's part of the publishing engine (entrypoints/background/publishing-engine.ts): loaded into the
// worker on its first use, never with the worker's own script.
export { relayLinkService } from './relay-link-service';
