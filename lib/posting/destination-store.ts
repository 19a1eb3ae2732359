// The destinations as the background keeps them: read (every token remembered for the mask), saved from a page's
// input (checked here, the token kept when left blank), removed, and Check connection (a saved destination learns
// whether its chat is public).
import { ApiError, localValidationError } from '../core/api/errors';
import type { Kernel } from '../core/background/kernel';
import { t } from '../core/i18n';
import { chatProblem, checkConnection, normalChat, tokenProblem } from './check-connection';
import { type Destination, type DestinationView, destinationsRecord, toView } from './destination';
import { SENDS_TO } from './sends-to';
import { telegramBase, telegramPermission } from './telegram-base';
import type { TelegramCall } from './telegram-client';
import { rememberToken, rememberTokens } from './token-mask';

/** A destination as a page saves it: `id` absent for a new one; `botToken` a new token (blank or absent keeps the
 * saved one). */
export type DestinationInput = Omit<Destination, 'id' | 'botToken' | 'chatUsername'> & {
  id?: string;
  botToken?: string;
};

export const NAME_MAX = 60;

export type DestinationStore = ReturnType<typeof createDestinationStore>;

export function createDestinationStore(services: Kernel, call: TelegramCall, randomId: () => string) {
  async function all(): Promise<Destination[]> {
    const found = await destinationsRecord.get();
    rememberTokens(found);
    return found;
  }

  async function one(id: string): Promise<Destination> {
    const found = (await all()).find((d) => d.id === id);
    if (!found) throw localValidationError('destination', t('postingNoSuchDestination'));
    return found;
  }

  /** The host permission the Bot API needs; pages ask for it on the click (the background cannot). */
  async function requirePermission(): Promise<void> {
    const pattern = telegramPermission(await telegramBase());
    if (!(await services.browser.permissions.contains({ origins: [pattern] }))) {
      throw new ApiError({ kind: 'no_permission', origin: pattern, message: t('postingNoPermission') });
    }
  }

  async function save(input: DestinationInput): Promise<DestinationView> {
    const saved = await all();
    const before = input.id ? saved.find((d) => d.id === input.id) : undefined;
    if (input.id && !before) throw localValidationError('destination', t('postingNoSuchDestination'));
    const name = checkedName(input.name);
    if (!SENDS_TO.includes(input.sendsTo)) throw localValidationError('sendsTo', t('postingSendsToInvalid'));
    const botToken = input.sendsTo === 'telegram' ? checkedTelegram(input, before) : null;
    rememberToken(botToken);
    const chat = input.sendsTo === 'telegram' ? normalChat(input.chat) : '';
    const next: Destination = {
      id: before?.id ?? randomId(),
      name,
      sendsTo: input.sendsTo,
      botToken,
      chat,
      channelId: input.channelId,
      shorten: input.shorten,
      template: input.template.replace(/\r\n?/g, '\n'),
      disclosure: input.disclosure.trim(),
      addDisclosure: input.addDisclosure,
      hashtags: input.hashtags.trim(),
      chatUsername: before && before.chat === chat && before.botToken === botToken ? before.chatUsername : null,
    };
    await destinationsRecord.set(before ? saved.map((d) => (d.id === next.id ? next : d)) : [...saved, next]);
    return toView(next);
  }

  async function remove(id: string): Promise<{ deleted: true }> {
    await destinationsRecord.set((await all()).filter((d) => d.id !== id));
    return { deleted: true };
  }

  async function check(request: { id?: string; botToken?: string; chat: string }) {
    const saved = request.id ? await one(request.id) : null;
    const token = request.botToken?.trim() || saved?.botToken || '';
    rememberToken(token);
    await requirePermission();
    const connection = await checkConnection(call, token, request.chat);
    // A saved destination learns whether its chat is public (for the t.me link of each post).
    if (saved && saved.botToken === token && saved.chat === normalChat(request.chat)) {
      await update(saved.id, { chatUsername: connection.chatUsername });
    }
    return connection;
  }

  /** A group that became a supergroup: the destination posts to its new id from now on. */
  async function moveChat(destinationId: string, chat: string): Promise<void> {
    await update(destinationId, { chat, chatUsername: null });
  }

  async function update(id: string, patch: Partial<Destination>): Promise<void> {
    await destinationsRecord.set((await all()).map((d) => (d.id === id ? { ...d, ...patch } : d)));
  }

  return { all, one, requirePermission, save, remove, check, moveChat };
}

function checkedName(typed: string): string {
  const name = typed.trim();
  if (!name) throw localValidationError('name', t('postingNameRequired'));
  if (name.length > NAME_MAX) throw localValidationError('name', t('postingNameTooLong', NAME_MAX));
  return name;
}

/** The token to keep (the typed one, else the saved one), once it and the chat are found right. */
function checkedTelegram(input: DestinationInput, before: Destination | undefined): string {
  const typed = input.botToken?.trim() ?? '';
  const botToken = typed || before?.botToken || null;
  const tokenWrong = botToken === null ? t('postingTokenRequired') : typed ? tokenProblem(typed) : null;
  if (tokenWrong || botToken === null) throw localValidationError('botToken', tokenWrong ?? t('postingTokenRequired'));
  const chatWrong = chatProblem(input.chat);
  if (chatWrong) throw localValidationError('chat', chatWrong);
  return botToken;
}
