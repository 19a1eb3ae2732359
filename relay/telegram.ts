// The relay's Telegram: the extension's own client (lib/posting/telegram-client.ts) over a fetch that gives up after
// the send timeout (no answer: the outcome is unknown) and reaches only public addresses or the configured base.
import { createTelegramClient, type TelegramCall } from '../lib/posting/telegram-client';
import { telegramFetch } from './safe-fetch';

export function relayTelegram(base: string, timeoutMs: number): TelegramCall {
  const reach = telegramFetch(base);
  const { call } = createTelegramClient({
    base: async () => base,
    fetch: reach,
    timeoutMs,
    uploadTimeoutMs: timeoutMs,
    // A long wait is better spent on other posts: the job is retried instead.
    maxWaitSeconds: 5,
  });
  return call;
}
