// The sandbox's Telegram: known bots and chats (independent of the API's seed). A test or the demo uses these names.

export interface SandboxBot {
  token: string;
  id: number;
  username: string;
  first_name: string;
}

export interface SandboxChat {
  id: number;
  type: 'channel' | 'supergroup' | 'group';
  title: string;
  /** Public chats have one (t.me/<username>). */
  username?: string;
  /** Bot id -> its member status there. */
  members: Record<number, { status: 'creator' | 'administrator' | 'member' | 'left'; can_post_messages?: boolean }>;
}

export const TELEGRAM_BOTS = {
  /** An administrator of the public channel and of the private one, allowed to post. */
  good: {
    token: '7000000001:AAGoodSandboxBotTokenForPostingDeals01',
    id: 7000000001,
    username: 'deals_sandbox_bot',
    first_name: 'Deals Sandbox Bot',
  },
  /** A plain member of the public channel: may not post there. */
  notAdmin: {
    token: '7000000002:AANotAdminSandboxBotTokenForTests0002',
    id: 7000000002,
    username: 'member_sandbox_bot',
    first_name: 'Member Sandbox Bot',
  },
} satisfies Record<string, SandboxBot>;

/** A well-formed token no bot has (Telegram answers 401 Unauthorized). */
export const UNKNOWN_BOT_TOKEN = '7000000099:AAUnknownSandboxBotTokenNobodyHas0099';

export function telegramChats(): SandboxChat[] {
  return [
    {
      id: -1001000000001,
      type: 'channel',
      title: 'Sandbox Deals',
      username: 'sandbox_deals',
      members: {
        [TELEGRAM_BOTS.good.id]: { status: 'administrator', can_post_messages: true },
        [TELEGRAM_BOTS.notAdmin.id]: { status: 'member' },
      },
    },
    {
      id: -1001000000002,
      type: 'channel',
      title: 'Private Sandbox Deals',
      members: { [TELEGRAM_BOTS.good.id]: { status: 'administrator', can_post_messages: true } },
    },
  ];
}

export const TELEGRAM_FIXTURES = {
  publicChat: '@sandbox_deals',
  publicChatId: -1001000000001,
  privateChatId: -1001000000002,
  /** No such chat: getChat answers 400 "chat not found". */
  unknownChat: '@no_such_sandbox_chat',
} as const;
