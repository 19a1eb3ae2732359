// Check connection: the token is a bot's (getMe), the chat exists (getChat: `@channelname` or a numeric id), and the
// bot may post there (getChatMember: an administrator of a channel who may post, or the chat's creator).
import { localValidationError } from '../core/api/errors';
import { t } from '../core/i18n';
import { type TelegramCall, TelegramRefusal } from './telegram-client';
import { telegramFailure } from './telegram-words';

export interface TelegramUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
}
export interface TelegramChat {
  id: number;
  type: 'private' | 'group' | 'supergroup' | 'channel';
  title?: string;
  username?: string;
}
interface ChatMember {
  status: 'creator' | 'administrator' | 'member' | 'restricted' | 'left' | 'kicked';
  can_post_messages?: boolean;
}

export interface Connection {
  bot: string;
  chat: string;
  /** The chat's public username (for t.me links), null when it has none. */
  chatUsername: string | null;
}

/**
 * The chat as Telegram takes it: a channel's name typed without its `@` (or as its t.me address) gets one; a
 * numeric id and anything else stay as typed (chatProblem says what is wrong with them).
 */
export function normalChat(chat: string): string {
  const c = chat.trim();
  const name = /^(?:https?:\/\/)?(?:t\.me|telegram\.me)\/([A-Za-z][A-Za-z0-9_]{3,31})\/?$/i.exec(c)?.[1] ?? c;
  return /^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(name) ? `@${name}` : c;
}

/** `@name` (5–32 letters, digits, underscores) or a numeric id such as -1001234567890. */
export function chatProblem(chat: string): string | null {
  const c = normalChat(chat);
  if (!c) return t('postingChatRequired');
  if (/^@[A-Za-z][A-Za-z0-9_]{3,31}$/.test(c) || /^-?\d{1,20}$/.test(c)) return null;
  return t('postingChatInvalid');
}

/** A bot token as @BotFather gives it: digits, a colon, 30 or more letters, digits, `_` or `-`. */
export function tokenProblem(token: string): string | null {
  if (!token.trim()) return t('postingTokenRequired');
  return /^\d{3,20}:[A-Za-z0-9_-]{30,}$/.test(token.trim()) ? null : t('postingTokenInvalid');
}

export async function checkConnection(call: TelegramCall, token: string, chat: string): Promise<Connection> {
  const tokenWrong = tokenProblem(token);
  if (tokenWrong) throw localValidationError('botToken', tokenWrong);
  const chatWrong = chatProblem(chat);
  if (chatWrong) throw localValidationError('chat', chatWrong);
  const chatId = normalChat(chat);
  const me = await call<TelegramUser>(token, 'getMe', {}).catch((e) => {
    throw telegramFailure(e, 'getMe', { chat: chatId });
  });
  const found = await call<TelegramChat>(token, 'getChat', { chat_id: chatId }).catch((e) => {
    throw telegramFailure(e, 'getChat', { chat: chatId });
  });
  const member = await call<ChatMember>(token, 'getChatMember', { chat_id: chatId, user_id: me.id }).catch((e) => {
    throw telegramFailure(e, 'getChatMember', { chat: chatId });
  });
  const mayPost =
    member.status === 'creator' ||
    (member.status === 'administrator' && (found.type !== 'channel' || member.can_post_messages !== false));
  if (!mayPost) throw telegramFailure(new NotAdmin(), 'getChatMember', { chat: chatId });
  return {
    bot: me.username ? `@${me.username}` : me.first_name,
    chat: found.title ?? (found.username ? `@${found.username}` : chatId),
    chatUsername: found.username ?? null,
  };
}

/** The bot is in the chat but may not post there. */
class NotAdmin extends TelegramRefusal {
  constructor() {
    super(403, '', null);
  }
}
