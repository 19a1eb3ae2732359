// The places a publisher posts (Options -> Destinations), in one `storage.local` record. A Telegram destination's bot
// token is kept here like the API key: storage.local only (never storage.sync), read by the background alone; pages
// learn a destination as `DestinationView`, with the token's masked tail. Types and readers only: no zod.
import { defineRecord } from '../core/storage/local-record';
import type { SendsTo } from './sends-to';

export interface Destination {
  id: string;
  name: string;
  sendsTo: SendsTo;
  /** Telegram only: the publisher's own bot's token (null for the other kinds). */
  botToken: string | null;
  /** The other kinds' secret (Discord's webhook URL), kept like a token; absent or null when the kind has none. */
  secret?: string | null;
  /** Telegram only: `@channelname` or a numeric chat id. */
  chat: string;
  /** The API channel whose links this destination carries; null: the account's default channel. */
  channelId: number | null;
  shorten: boolean;
  template: string;
  disclosure: string;
  /** Off only when the person turned it off for this destination (shown on the destination). */
  addDisclosure: boolean;
  hashtags: string;
  /** The chat's public username as the last successful check saw it (for t.me links), null when private/unknown. */
  chatUsername: string | null;
}

/** What a page may learn of a destination: everything but its secret (the token, the webhook URL), of which only the
 * last four characters. */
export type DestinationView = Omit<Destination, 'botToken' | 'secret'> & {
  tokenSet: boolean;
  tokenTail: string | null;
};

export const DESTINATIONS_RECORD = 'postingDestinations';

export const destinationsRecord = defineRecord(DESTINATIONS_RECORD, readDestinations);

export { maskedTail } from './masked-tail';

export function toView({ botToken, secret, ...rest }: Destination): DestinationView {
  const kept = botToken ?? secret ?? null;
  return {
    ...rest,
    tokenSet: kept !== null,
    tokenTail: kept && kept.length >= 8 ? kept.slice(-4) : null,
  };
}

function readDestinations(raw: unknown): Destination[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const d = readDestination(item);
    return d ? [d] : [];
  });
}

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

function readDestination(raw: unknown): Destination | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'string' || !r.id || typeof r.name !== 'string') return null;
  // A kind this build does not know is kept as it is (posting treats it as Copy only).
  const sendsTo = typeof r.sendsTo === 'string' && r.sendsTo ? r.sendsTo : 'copy';
  return {
    id: r.id,
    name: r.name,
    sendsTo,
    botToken: sendsTo === 'telegram' && typeof r.botToken === 'string' && r.botToken ? r.botToken : null,
    secret: typeof r.secret === 'string' && r.secret ? r.secret : null,
    chat: str(r.chat),
    channelId: typeof r.channelId === 'number' && Number.isSafeInteger(r.channelId) ? r.channelId : null,
    shorten: r.shorten === true,
    template: str(r.template),
    disclosure: str(r.disclosure, '#ad'),
    addDisclosure: r.addDisclosure !== false,
    hashtags: str(r.hashtags),
    chatUsername: typeof r.chatUsername === 'string' && r.chatUsername ? r.chatUsername : null,
  };
}
