// A Discord webhook as the publisher pastes it (Server settings -> Integrations -> Webhooks -> Copy webhook URL):
// `https://discord.com/api/webhooks/<id>/<token>` (discordapp.com, ptb. and canary. and an API version are taken too,
// and kept in the one form). The URL is the secret: whoever has it may post as the webhook. A production build talks
// to discord.com only; a development or test build honours a loopback sandbox base (`discordSandboxBaseUrl`), as
// Telegram's does.
import { defineRecord } from '../core/storage/local-record';
import { loopbackBase, sandboxAllowed } from '../posting/telegram-base';

export const DISCORD_API = 'https://discord.com';
/** The optional host permission asked on the click that saves the first Discord destination. */
export const DISCORD_PERMISSION = 'https://discord.com/api/webhooks/*';

export interface Webhook {
  id: string;
  token: string;
}

const WEBHOOK =
  /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api(?:\/v\d{1,2})?\/webhooks\/(\d{15,25})\/([A-Za-z0-9_-]{40,100})\/?$/;

/** The webhook a pasted URL names, or null when it is not a Discord webhook's URL. */
export function parseWebhook(url: string): Webhook | null {
  const found = WEBHOOK.exec(url.trim());
  return found ? { id: found[1] as string, token: found[2] as string } : null;
}

/** The one form a webhook's URL is kept in. */
export function webhookUrl(webhook: Webhook): string {
  return `${DISCORD_API}/api/webhooks/${webhook.id}/${webhook.token}`;
}

export const discordSandboxRecord = defineRecord('discordSandboxBaseUrl', (raw) =>
  typeof raw === 'string' && raw ? raw : null,
);

/** Where Discord's API is for this build and setting. */
export async function discordBase(): Promise<string> {
  if (!sandboxAllowed()) return DISCORD_API;
  return loopbackBase(await discordSandboxRecord.get()) ?? DISCORD_API;
}

/** The host permission that base needs. */
export function discordPermission(base: string): string {
  if (base === DISCORD_API) return DISCORD_PERMISSION;
  const url = new URL(base);
  return `${url.protocol}//${url.hostname}/*`;
}
