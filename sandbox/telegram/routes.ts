// The Telegram Bot API as the sandbox speaks it: `/bot<token>/<method>` (GET or POST; JSON, form or multipart), answers
// `{ ok: true, result }` or `{ ok: false, error_code, description, parameters }` as Telegram words them. Checked as
// Telegram checks: the token, the chat, the bot's rights, a photo's bytes (PNG, 10 MB, width + height <= 10,000, ratio
// <= 20), the text after HTML entity parsing (1-4,096, a caption 0-1,024, UTF-16 code units).
import { type Context, Hono } from 'hono';
import type { SandboxBot, SandboxChat } from './fixtures';
import { EntityError, parseHtmlText } from './html-text';
import { pngDimensions } from './png';
import type { PostedMessage, TelegramSandbox } from './state';

const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const CAPTION_MAX = 1024;
const TEXT_MAX = 4096;

class Refusal extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly parameters?: Record<string, unknown>,
  ) {
    super(description);
  }
}

const badRequest = (what: string) => new Refusal(400, `Bad Request: ${what}`);

type Params = Record<string, string | File>;

async function readParams(c: Context): Promise<Params> {
  const params: Params = {};
  for (const [k, v] of Object.entries(c.req.query())) params[k] = v;
  if (c.req.method !== 'POST') return params;
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    for (const [k, v] of Object.entries(body)) params[k] = typeof v === 'string' ? v : JSON.stringify(v);
  } else if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const body = await c.req.parseBody();
    // Read byte for byte: a CR is a character like any other, counted against a caption's 1,024 (a browser's FormData
    // sends every line break as CRLF; the extension writes its multipart itself, LF as LF: lib/posting/multipart.ts).
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === 'string' || v instanceof File) params[k] = v;
    }
  }
  return params;
}

const str = (p: Params, name: string): string | undefined => {
  const v = p[name];
  return typeof v === 'string' ? v : undefined;
};

export function telegramRoutes(tg: TelegramSandbox): Hono {
  const app = new Hono();

  function botOf(token: string): SandboxBot {
    const bot = Object.values(tg.bots).find((b) => b.token === token);
    if (!bot) throw new Refusal(401, 'Unauthorized');
    return bot;
  }

  function chatOf(id: string | undefined): SandboxChat {
    if (!id) throw badRequest('chat_id is empty');
    const chat = tg.chats.find(
      (c) => String(c.id) === id || (c.username && `@${c.username}`.toLowerCase() === id.toLowerCase()),
    );
    if (!chat) throw badRequest('chat not found');
    return chat;
  }

  function mayPost(bot: SandboxBot, chat: SandboxChat): void {
    const member = chat.members[bot.id];
    if (!member || member.status === 'left')
      throw new Refusal(403, 'Forbidden: bot is not a member of the channel chat');
    if (member.status === 'creator') return;
    if (member.status !== 'administrator' || member.can_post_messages === false) {
      throw badRequest('need administrator rights in the channel chat');
    }
  }

  function shown(text: string, parseMode: string | undefined): string {
    if (parseMode?.toUpperCase() !== 'HTML') return text;
    try {
      return parseHtmlText(text);
    } catch (error) {
      if (error instanceof EntityError) throw badRequest(`can't parse entities: ${error.message}`);
      throw error;
    }
  }

  function chatJson(chat: SandboxChat) {
    return { id: chat.id, type: chat.type, title: chat.title, ...(chat.username ? { username: chat.username } : {}) };
  }

  function messageJson(m: PostedMessage, chat: SandboxChat, bot: SandboxBot) {
    return {
      message_id: m.message_id,
      sender_chat: chatJson(chat),
      chat: chatJson(chat),
      date: m.date,
      ...(m.photo
        ? {
            photo: [
              {
                file_id: `photo-${chat.id}-${m.message_id}`,
                width: m.photo.width,
                height: m.photo.height,
                file_size: m.photo.bytes.length,
              },
            ],
            ...(m.text ? { caption: m.text } : {}),
          }
        : { text: m.text }),
      ...(m.replyMarkup ? { reply_markup: m.replyMarkup } : {}),
      author_signature: bot.first_name,
    };
  }

  function own(chat: SandboxChat, id: string | undefined): PostedMessage {
    const m = tg.messages.find((x) => x.chatId === chat.id && String(x.message_id) === id && !x.deleted);
    if (!m) throw badRequest('message to edit not found');
    return m;
  }

  function linkPreview(p: Params): unknown {
    const raw = str(p, 'link_preview_options');
    if (!raw) return null;
    try {
      return JSON.parse(raw);
    } catch {
      throw badRequest("can't parse link preview options JSON object");
    }
  }

  function markup(p: Params): unknown {
    const raw = str(p, 'reply_markup');
    if (!raw) return null;
    try {
      return JSON.parse(raw);
    } catch {
      throw badRequest("can't parse reply keyboard markup JSON object");
    }
  }

  async function post(
    bot: SandboxBot,
    chat: SandboxChat,
    message: Omit<PostedMessage, 'chatId' | 'message_id' | 'date' | 'botUsername' | 'edited' | 'deleted'>,
  ) {
    await tg.gate();
    const fault = tg.takeFault();
    if (fault?.kind === 'kicked') throw new Refusal(403, 'Forbidden: bot was kicked from the channel chat');
    if (fault?.kind === 'migrated') {
      throw new Refusal(400, 'Bad Request: group chat was upgraded to a supergroup chat', {
        migrate_to_chat_id: fault.to,
      });
    }
    const message_id = tg.messages.filter((m) => m.chatId === chat.id).length + 1;
    const m: PostedMessage = {
      ...message,
      chatId: chat.id,
      message_id,
      date: Math.floor(Date.now() / 1000),
      botUsername: bot.username,
      edited: false,
      deleted: false,
    };
    tg.messages.push(m);
    if (fault?.kind === 'error-after-post') throw new Refusal(500, 'Internal Server Error');
    return messageJson(m, chat, bot);
  }

  const methods: Record<string, (bot: SandboxBot, p: Params) => Promise<unknown> | unknown> = {
    getMe: (bot) => ({
      id: bot.id,
      is_bot: true,
      first_name: bot.first_name,
      username: bot.username,
      can_join_groups: true,
    }),
    getChat: (_bot, p) => chatJson(chatOf(str(p, 'chat_id'))),
    getChatMember: (_bot, p) => {
      const chat = chatOf(str(p, 'chat_id'));
      const userId = Number(str(p, 'user_id'));
      const member = chat.members[userId];
      const user = Object.values(tg.bots).find((b) => b.id === userId);
      if (!user) throw badRequest('PARTICIPANT_ID_INVALID');
      return {
        status: member?.status ?? 'left',
        user: { id: user.id, is_bot: true, first_name: user.first_name, username: user.username },
        ...(member?.status === 'administrator' ? { can_post_messages: member.can_post_messages ?? false } : {}),
      };
    },
    sendMessage: async (bot, p) => {
      const chat = chatOf(str(p, 'chat_id'));
      mayPost(bot, chat);
      const sent = str(p, 'text') ?? '';
      const text = shown(sent, str(p, 'parse_mode'));
      if (!text.trim()) throw badRequest('message text is empty');
      if (text.length > TEXT_MAX) throw badRequest('message is too long');
      const replyTo = str(p, 'reply_parameters')
        ? Number((JSON.parse(str(p, 'reply_parameters')!) as { message_id?: number }).message_id)
        : null;
      return post(bot, chat, {
        sent,
        text,
        parseMode: str(p, 'parse_mode') ?? null,
        photo: null,
        replyMarkup: markup(p),
        linkPreview: linkPreview(p),
        replyTo,
      });
    },
    sendPhoto: async (bot, p) => {
      const chat = chatOf(str(p, 'chat_id'));
      mayPost(bot, chat);
      const file = p.photo;
      if (!(file instanceof File)) throw badRequest('there is no photo in the request');
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (bytes.length > PHOTO_MAX_BYTES) throw badRequest('file is too big');
      const size = pngDimensions(bytes);
      if (!size) throw badRequest('IMAGE_PROCESS_FAILED');
      const { width, height } = size;
      if (
        width === 0 ||
        height === 0 ||
        width + height > 10_000 ||
        Math.max(width, height) / Math.min(width, height) > 20
      ) {
        throw badRequest('PHOTO_INVALID_DIMENSIONS');
      }
      const sent = str(p, 'caption') ?? '';
      const text = shown(sent, str(p, 'parse_mode'));
      if (text.length > CAPTION_MAX) throw badRequest('message caption is too long');
      return post(bot, chat, {
        sent,
        text,
        parseMode: str(p, 'parse_mode') ?? null,
        photo: { bytes, width, height },
        replyMarkup: markup(p),
        linkPreview: null,
        replyTo: null,
      });
    },
    editMessageText: (bot, p) => {
      const chat = chatOf(str(p, 'chat_id'));
      const m = own(chat, str(p, 'message_id'));
      if (m.photo) throw badRequest('there is no text in the message to edit');
      const sent = str(p, 'text') ?? '';
      const text = shown(sent, str(p, 'parse_mode'));
      if (!text.trim()) throw badRequest('message text is empty');
      if (text.length > TEXT_MAX) throw badRequest('MESSAGE_TOO_LONG');
      if (text === m.text) throw badRequest('message is not modified');
      Object.assign(m, { sent, text, edited: true, replyMarkup: markup(p) ?? m.replyMarkup });
      return messageJson(m, chat, bot);
    },
    editMessageCaption: (bot, p) => {
      const chat = chatOf(str(p, 'chat_id'));
      const m = own(chat, str(p, 'message_id'));
      if (!m.photo) throw badRequest('there is no caption in the message to edit');
      const sent = str(p, 'caption') ?? '';
      const text = shown(sent, str(p, 'parse_mode'));
      if (text.length > CAPTION_MAX) throw badRequest('message caption is too long');
      Object.assign(m, { sent, text, edited: true, replyMarkup: markup(p) ?? m.replyMarkup });
      return messageJson(m, chat, bot);
    },
    editMessageReplyMarkup: (bot, p) => {
      const chat = chatOf(str(p, 'chat_id'));
      const m = own(chat, str(p, 'message_id'));
      m.replyMarkup = markup(p);
      m.edited = true;
      return messageJson(m, chat, bot);
    },
    deleteMessage: (_bot, p) => {
      const chat = chatOf(str(p, 'chat_id'));
      const m = tg.messages.find(
        (x) => x.chatId === chat.id && String(x.message_id) === str(p, 'message_id') && !x.deleted,
      );
      if (!m) throw badRequest('message to delete not found');
      m.deleted = true;
      return true;
    },
  };

  app.all('/:bot{bot[0-9]+:[^/]+}/:method', async (c) => {
    const botPart = c.req.param('bot');
    const method = c.req.param('method');
    const token = botPart.slice(3);
    const logged = { method, botId: token.split(':', 1)[0] ?? '', status: 200 };
    tg.calls.push(logged);
    try {
      const handler = methods[method];
      const bot = botOf(token);
      if (!handler) throw new Refusal(404, 'Not Found: method not found');
      const retryAfter = tg.takeTooMany();
      if (retryAfter !== null) {
        throw new Refusal(429, `Too Many Requests: retry after ${retryAfter}`, { retry_after: retryAfter });
      }
      const result = await handler(bot, await readParams(c));
      return c.json({ ok: true, result });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      logged.status = error.code;
      return c.json(
        {
          ok: false,
          error_code: error.code,
          description: error.description,
          ...(error.parameters ? { parameters: error.parameters } : {}),
        },
        error.code as 400,
      );
    }
  });
  return app;
}
