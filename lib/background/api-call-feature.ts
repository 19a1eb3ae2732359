import type { RunApiCall } from './api-call';
import type { HandlerMap } from './handlers/types';

export function apiCallHandlers(runApiCall: RunApiCall): HandlerMap<'api.call'> {
  return {
    'api.call': ({ operation, input }) => runApiCall(operation, input),
  };
}
