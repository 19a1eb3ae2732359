// The popup's first requests leave before the first render: Preact runs effects only after a paint, which would
// hold the conversion back by a frame. The components' identical requests then take these answers (once each).
import type { Send } from '../../lib/messaging/client';
import type { MessageName, RequestOf } from '../../lib/messaging/protocol';

export type EarlyRequest = { [N in MessageName]: [N, RequestOf<N>] }[MessageName];

export function withEarlyRequests(send: Send, early: EarlyRequest[]): Send {
  const waiting = new Map<string, Promise<unknown>>();
  const keyOf = (name: string, request: unknown) => `${name}\n${JSON.stringify(request)}`;
  for (const [name, request] of early) {
    const answer = send(name, request as never);
    answer.catch(() => {}); // reported when a component takes it
    waiting.set(keyOf(name, request), answer);
  }
  const earlySend = ((name, request) => {
    const key = keyOf(name, request);
    const answer = waiting.get(key);
    if (!answer) return send(name, request);
    waiting.delete(key);
    return answer;
  }) as Send;
  return earlySend;
}
