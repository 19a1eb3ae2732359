// Test controls shared by the /__sandbox endpoints and the in-process handle.
import { Faults } from './faults';
import { RequestLog } from './request-log';

export interface Controls {
  faults: Faults;
  log: RequestLog;
  /** When true, /links/monetize's AI rewrite fails (the request still succeeds). */
  aiFails: boolean;
}

export function createControls(): Controls {
  return { faults: new Faults(), log: new RequestLog(), aiFails: false };
}
