// Answers to the requests popup-start.ts sent before the popup's components existed: each goes to the first
// component that makes the identical request; anything else is sent as usual.
import type { Send } from '../../lib/messaging/client';

export function withEarlyAnswers(
  send: Send,
  early: Array<[name: string, request: unknown, answer: Promise<unknown>]>,
): Send {
  const waiting = new Map<string, Promise<unknown>>();
  const keyOf = (name: string, request: unknown) => `${name}\n${JSON.stringify(request)}`;
  for (const [name, request, answer] of early) {
    answer.catch(() => {}); // reported when a component takes it
    waiting.set(keyOf(name, request), answer);
  }
  return ((name, request) => {
    const key = keyOf(name, request);
    const answer = waiting.get(key);
    if (!answer) return send(name, request);
    waiting.delete(key);
    return answer;
  }) as Send;
}
