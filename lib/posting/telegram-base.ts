// Where the Telegram Bot API is: `https://api.telegram.org` in a production build, always. A development or test
// build (`import.meta.env.MODE` other than `production`: `npm run dev`, Vitest, `npm run build:sandbox`) honours a
// `storage.local` setting pointing it at the sandbox's Telegram on this computer (e2e and the demo set it), and only
// an http(s) address on a loopback host. Pages use it too: to ask for the host permission of the address used.
import { defineRecord } from '../core/storage/local-record';

export const TELEGRAM_API = 'https://api.telegram.org';

export const telegramSandboxRecord = defineRecord('telegramSandboxBaseUrl', (raw) =>
  typeof raw === 'string' && raw ? raw : null,
);

/** Whether this build may talk to a Telegram other than api.telegram.org. Read when called, so tests can stub it. */
export function sandboxAllowed(): boolean {
  return import.meta.env.MODE !== 'production';
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http(s) address on a loopback host as a base (no trailing slash); null for anything else. */
export function loopbackBase(text: string | null): string | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !LOOPBACK.has(url.hostname)) return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** The Bot API's base address for this build and setting. */
export async function telegramBase(): Promise<string> {
  if (!sandboxAllowed()) return TELEGRAM_API;
  return loopbackBase(await telegramSandboxRecord.get()) ?? TELEGRAM_API;
}

/** The host permission that base needs (no port: a pattern without one matches every port). */
export function telegramPermission(base: string): string {
  const url = new URL(base);
  return `${url.protocol}//${url.hostname}/*`;
}
