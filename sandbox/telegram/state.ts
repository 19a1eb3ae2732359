// The sandbox Telegram's memory: the chats and what the bots posted in them (photos with their bytes), and the test
// controls: answer the next calls with 429, hold the next post until released, a fault for the next post.
import { type SandboxChat, TELEGRAM_BOTS, telegramChats } from './fixtures';

export interface PostedMessage {
  chatId: number;
  message_id: number;
  /** Seconds since the epoch, as Telegram dates messages. */
  date: number;
  botUsername: string;
  /** The text (sendMessage) or caption (sendPhoto) as sent, HTML when parse_mode was HTML. */
  sent: string;
  /** What Telegram shows: the text after entity parsing. */
  text: string;
  parseMode: string | null;
  photo: { bytes: Uint8Array; width: number; height: number } | null;
  replyMarkup: unknown;
  /** sendMessage's `link_preview_options` as sent (the page whose preview Telegram shows, large, above the text). */
  linkPreview: unknown;
  replyTo: number | null;
  edited: boolean;
  deleted: boolean;
}

export interface TelegramCallLog {
  method: string;
  /** The bot's id (the token's part before the colon); the secret part is never logged. */
  botId: string;
  status: number;
}

/** What the next sendPhoto or sendMessage meets instead of a plain answer (POST /__sandbox/telegram/fault). */
export type PostFault =
  /** The post is made, then answered 500: the client cannot know it went out. */
  | { kind: 'error-after-post' }
  /** 403: the bot was removed from the chat. */
  | { kind: 'kicked' }
  /** 400 with `migrate_to_chat_id`: the group became a supergroup of that id. */
  | { kind: 'migrated'; to: number };

export interface TelegramSandbox {
  chats: SandboxChat[];
  messages: PostedMessage[];
  calls: TelegramCallLog[];
  /** The next `count` calls (any method) answer 429 with `retryAfter`. */
  tooMany(count: number, retryAfter: number): void;
  /** Takes one pending 429 if there is one: its retry_after. */
  takeTooMany(): number | null;
  /** The next sendPhoto or sendMessage waits, once received, until release() (a post mid-way). */
  hold(): void;
  /** Resolves when a held post has arrived. */
  held(): Promise<void>;
  release(): void;
  /** The next post meets `fault`. */
  fault(fault: PostFault): void;
  /** Takes the pending post fault, if any. */
  takeFault(): PostFault | null;
  /** Called by a post: waits while held. */
  gate(): Promise<void>;
  bots: typeof TELEGRAM_BOTS;
  reset(): void;
}

export function createTelegramSandbox(): TelegramSandbox {
  let pending429: number[] = [];
  let postFault: PostFault | null = null;
  let holding = false;
  let arrived: (() => void) | null = null;
  let arrival: Promise<void> = Promise.resolve();
  let releaseHeld: (() => void) | null = null;
  let releaseGate: Promise<void> | null = null;
  const tg: TelegramSandbox = {
    chats: telegramChats(),
    messages: [],
    calls: [],
    bots: TELEGRAM_BOTS,
    tooMany(count, retryAfter) {
      pending429 = [...pending429, ...Array.from({ length: count }, () => retryAfter)];
    },
    takeTooMany() {
      return pending429.shift() ?? null;
    },
    fault(fault) {
      postFault = fault;
    },
    takeFault() {
      const taken = postFault;
      postFault = null;
      return taken;
    },
    hold() {
      holding = true;
      arrival = new Promise((resolve) => {
        arrived = resolve;
      });
      releaseGate = new Promise((resolve) => {
        releaseHeld = resolve;
      });
    },
    held: () => arrival,
    release() {
      holding = false;
      releaseHeld?.();
    },
    async gate() {
      if (!holding || !releaseGate) return;
      const wait = releaseGate;
      arrived?.();
      await wait;
    },
    reset() {
      tg.release();
      tg.chats = telegramChats();
      tg.messages = [];
      tg.calls = [];
      pending429 = [];
      postFault = null;
    },
  };
  return tg;
}
