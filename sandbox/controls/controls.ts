// Test controls shared by the /__sandbox endpoints and the in-process handle.
import { Faults } from './faults';
import { RequestLog } from './request-log';

export interface Controls {
  faults: Faults;
  log: RequestLog;
  /** When true, /links/monetize's AI rewrite fails (the request still succeeds). */
  aiFails: boolean;
  /**
   * When true, list records that tie on their sort key (the same `updated_at` second, the same date) come in a fresh
   * random order on every request, as a SQL engine may give them: the spec states no tie order.
   */
  shuffleTies: boolean;
}

export function createControls(): Controls {
  return { faults: new Faults(), log: new RequestLog(), aiFails: false, shuffleTies: false };
}
