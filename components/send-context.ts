// Pages reach the background only through the `Send` in this context, so tests render them with a fake.
import { createContext } from 'preact';
import { useContext, useMemo } from 'preact/hooks';
import { apiCaller, type CallApi, type Send, sendMessage } from '../lib/send';

export const SendContext = createContext<Send>(sendMessage);

export function useSend(): Send {
  return useContext(SendContext);
}

/** Plain API operations, run by the background (`api.call`). */
export function useApi(): CallApi {
  const send = useSend();
  return useMemo(() => apiCaller(send), [send]);
}
