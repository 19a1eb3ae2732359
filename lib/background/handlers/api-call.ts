import { runApiCall } from '../api-call';
import type { HandlerMap } from './types';

export const apiCallHandlers: HandlerMap<'api.call'> = {
  'api.call': ({ operation, input }) => runApiCall(operation, input),
};
