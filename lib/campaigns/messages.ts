// The answer to an access request (lib/campaigns/feature.ts), for the popup and the options page.
import type { AccessRequest } from '../core/api/schemas';

export interface RequestAccessResponse extends AccessRequest {
  /** True for the re-apply after a cooldown (HTTP 200) rather than a first request (201). */
  reapplied: boolean;
}
