// A destination kind (Telegram, Discord, WhatsApp, Copy only…) as a plug-in: its own folder `lib/<kind>/` with a
// background part (`kind.ts`, a `DestinationKind`, listed in kind-list.ts: the one line) and a page part
// (`ui/kind.tsx`, a `DestinationKindUi`, found by name: lib/posting/ui/kinds.ts). Posting, the Post dialog, the
// destination form and the queue ask the kind; none of them tests `sendsTo`. Types only.
import type { Kernel } from '../core/background/kernel';
import type { Destination } from './destination';
import type { PostAttempts, PostResult } from './post-attempts';
import type { PostLink, SendRequest } from './send-post';

/** The kind's own fields of a destination as the background keeps them, once its checks passed. */
export interface KindFields {
  /** Telegram's bot token (null for every other kind). */
  botToken: string | null;
  /** The kind's secret (a webhook URL…): kept like a token, never in a page. */
  secret: string | null;
  /** Where in the service it posts, as the kind writes it (Telegram's chat); '' when the kind has none. */
  chat: string;
}

/** What a page sends of the kind's fields: a blank secret keeps the saved one. */
export interface KindInput {
  botToken?: string;
  secret?: string;
  chat: string;
}

export interface Connection {
  /** Who posts (Telegram's bot, Discord's webhook name). */
  bot: string;
  /** Where (the chat's title, the Discord channel). */
  chat: string;
  /** Telegram: the chat's public username; Discord: the server's id (for the message's link); null when none. */
  chatUsername: string | null;
}

/** A post as the queue remembers it, for the edit of an ended deal. */
export interface EndedPost {
  messageId: number | string;
  chat: string;
  /** The first message as sent (Telegram's HTML). */
  firstHtml: string;
  photo: boolean;
  title: string;
  link: string;
}

/** What posting gives a kind's background part, once per posting service. */
export interface KindDeps {
  services: Kernel;
  attempts: PostAttempts;
  sleep?: (ms: number) => Promise<void>;
  /** Puts a sent post in the link history (its link, tag and message). */
  record: (link: PostLink, result: PostResult, title: string) => Promise<unknown>;
  /** The destination learned something of itself (a chat that moved, a server id): kept on it. */
  learned: (destinationId: string, patch: Partial<Destination>) => Promise<void>;
}

export interface KindRuntime {
  /** The host permission its API needs (an optional one: pages ask on the click, the background checks), and the
   * words said when it is not given. */
  permission?: () => Promise<{ origin: string; refused: string }>;
  /** Check connection: the typed (or saved) secret and place. */
  check?: (destination: Pick<Destination, 'botToken' | 'secret' | 'chat' | 'name'>) => Promise<Connection>;
  /** Post now: one press, one post (the attempt stored before the service is asked). */
  send?: (destination: Destination, made: () => Promise<PostLink>, request: SendRequest) => Promise<PostResult>;
  /** The post of a deal that ended, edited to say so (throws the failure when refused). */
  markEnded?: (destination: Destination, post: EndedPost, mark: string) => Promise<void>;
  /** A plain message of the queue's (the daily digest: `texts` split to fit, as HTML). */
  digest?: (destination: Destination, texts: string[]) => Promise<void>;
  /** The longest digest message it takes. */
  digestMax?: number;
}

export interface DestinationKind {
  /** The stored `sendsTo`. */
  id: string;
  /** It takes the deal card (or a product image) with the post. */
  takesImages: boolean;
  /** The secrets a destination of this kind keeps (masked wherever anything leaves the background). */
  secretsOf: (destination: Destination) => (string | null)[];
  /** The kind's fields of a page's input checked (a refused field named, as `localValidationError`). */
  settle: (input: KindInput, before: Destination | undefined) => KindFields;
  start: (deps: KindDeps) => KindRuntime;
}
