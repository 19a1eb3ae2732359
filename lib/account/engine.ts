// The account's part of the publishing engine (entrypoints/background/publishing-engine.ts): saving, checking and
// removing the key, loaded on the first of them. Reading the account and the settings stays in the worker's script.
export { accountOf } from './account-service';
