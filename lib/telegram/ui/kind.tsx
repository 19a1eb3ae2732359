// Telegram's page part: the bot's token and the chat with Check connection, the Bot API's host permission asked on
// the click, Telegram's caption limits (after HTML parsing: 1,024 for a photo, 4,096 for a message), Post now and Add
// to queue.
import { t } from '../../core/i18n';
import { escapeHtml, MESSAGE_TEXT_MAX, PHOTO_CAPTION_MAX, telegramLength } from '../../posting/caption';
import { TELEGRAM_API, telegramBase, telegramPermission } from '../../posting/telegram-base';
import type { DestinationKindUi } from '../../posting/ui/kind-ui';
import { say } from '../words';
import { TelegramFields } from './telegram-fields';

export const KIND: DestinationKindUi = {
  id: 'telegram',
  order: 10,
  word: () => say('sendsToTelegram'),
  Fields: TelegramFields,
  permission: {
    origin: async () => telegramPermission(await telegramBase().catch(() => TELEGRAM_API)),
    usual: telegramPermission(TELEGRAM_API),
    refused: () => t('postingNoPermission'),
  },
  measure: (caption, withImage) => {
    const length = telegramLength(escapeHtml(caption));
    return { length, limit: withImage ? PHOTO_CAPTION_MAX : MESSAGE_TEXT_MAX, tooLong: length > MESSAGE_TEXT_MAX };
  },
  captionMax: MESSAGE_TEXT_MAX,
  takesImages: true,
  sends: true,
  place: (d) => d.chat,
  noCardNote: (p) => (p.pageUrl ? t('postDialogLinkPreview') : null),
  lengthNote: (length, withImage, tooLong) =>
    withImage && length > PHOTO_CAPTION_MAX && !tooLong ? t('postDialogSplitNote', PHOTO_CAPTION_MAX) : null,
};
