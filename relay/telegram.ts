// The relay's Telegram: the extension's own client (lib/posting/telegram-call.ts) over a fetch that gives up after
// the send timeout (no answer: the outcome is unknown) and reaches only public addresses or the configured base.
import { createTelegramCall, type TelegramCall } from '../lib/posting/telegram-call';
import { telegramFetch } from './safe-fetch';

export function relayTelegram(base: string, timeoutMs: number): TelegramCall {
  const reach = telegramFetch(base);
  const { call } = createTelegramCall({
    base: async () => base,
    fetch: (input, init) => reach(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
    // A long wait is better spent on other posts: the job is retried instead.
    maxWaitSeconds: 5,
  });
  return call;
}
