// Pages reach the background only through the `Send` in this context, so tests render them with a fake.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { type Send, sendMessage } from '../lib/messaging/client';

export const SendContext = createContext<Send>(sendMessage);

export function useSend(): Send {
  return useContext(SendContext);
}
