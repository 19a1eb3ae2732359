// Telegram as a destination kind: the publisher's own bot posts to a channel or group through the Bot API (its
// token kept like the API key), Check connection with getMe/getChat/getChatMember, Post now as a photo with a Buy
// now button or a message (lib/posting/send-post.ts), and the post of an ended deal edited. The Bot API's client
// lives in lib/posting (the queue's digest and relay/ use it too).
import { localValidationError } from '../core/api/errors';
import { t } from '../core/i18n';
import { chatProblem, checkConnection, normalChat, tokenProblem } from '../posting/check-connection';
import type { Destination } from '../posting/destination';
import type { DestinationKind, KindDeps, KindInput, KindRuntime } from '../posting/kind';
import { sendPost } from '../posting/send-post';
import { telegramBase, telegramPermission } from '../posting/telegram-base';
import { createTelegramClient } from '../posting/telegram-client';
import { endedText } from '../queue/ended-mark';

export const telegramKind: DestinationKind = {
  id: 'telegram',
  takesImages: true,
  secretsOf: (d) => [d.botToken],
  settle,
  start,
};

/** The token to keep (the typed one, else the saved one) and the chat, once both are found right. */
function settle(input: KindInput, before: Destination | undefined) {
  const typed = input.botToken?.trim() ?? '';
  const botToken = typed || before?.botToken || null;
  const tokenWrong = botToken === null ? t('postingTokenRequired') : typed ? tokenProblem(typed) : null;
  if (tokenWrong || botToken === null) throw localValidationError('botToken', tokenWrong ?? t('postingTokenRequired'));
  const chatWrong = chatProblem(input.chat);
  if (chatWrong) throw localValidationError('chat', chatWrong);
  return { botToken, secret: null, chat: normalChat(input.chat) };
}

function start(deps: KindDeps): KindRuntime {
  const { services } = deps;
  const telegram = createTelegramClient({
    ...services.env.telegram,
    fetch: services.fetch,
    base: telegramBase,
    sleep: deps.sleep,
  });
  return {
    permission: async () => ({
      origin: telegramPermission(await telegramBase()),
      refused: t('postingNoPermission'),
    }),
    check: (d) => checkConnection(telegram.call, d.botToken ?? '', d.chat),
    send: (destination, made, request) =>
      sendPost(
        {
          call: telegram.call,
          attempts: deps.attempts,
          now: services.now,
          record: (link, result) => deps.record(link, result, request.title),
          migrated: (id, chat) => deps.learned(id, { chat, chatUsername: null }),
        },
        destination,
        made,
        request,
      ),
    markEnded: async (destination, post, mark) => {
      const text = endedText(post.firstHtml, mark, post.photo);
      const common = {
        chat_id: destination.chat,
        message_id: post.messageId,
        parse_mode: 'HTML',
        reply_markup: { inline_keyboard: [] },
      };
      await telegram.call(
        destination.botToken ?? '',
        post.photo ? 'editMessageCaption' : 'editMessageText',
        post.photo ? { ...common, caption: text } : { ...common, text },
      );
    },
    digest: async (destination, texts) => {
      for (const text of texts) {
        await telegram.call(destination.botToken ?? '', 'sendMessage', {
          chat_id: destination.chat,
          text,
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
        });
      }
    },
  };
}
