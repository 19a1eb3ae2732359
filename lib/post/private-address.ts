// Addresses a short link must never lead the extension to: the core's rule (lib/core/public-address.ts).
export { isPrivateHost } from '../core/public-address';
