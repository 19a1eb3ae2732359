// The campaigns feature's part of the publishing engine (entrypoints/background/publishing-engine.ts): the comparison
// of each stored refresh with the last (campaign updates), loaded on the first refresh, never for the popup's answer.
export { campaignUpdatesOf } from './updates-service';
