// The pages' `send(name, request)`, typed by the features' protocol (lib/protocol.ts). UI code takes a `Send` (not
// `sendMessage` directly) so tests can render it with a fake background.
import type { OutputOf } from './core/api/endpoints';
import { sendEnvelope } from './core/messaging/client';
import type { ApiCallRequest } from './core/messaging/wire';
import type { CallApi, Send } from './protocol';

export type { CallApi, Send };

export const sendMessage: Send = (name, request) => sendEnvelope({ name, request });

export function apiCaller(send: Send): CallApi {
  return (operation, input) =>
    send('api.call', { operation, input } as ApiCallRequest) as Promise<OutputOf<typeof operation>>;
}
