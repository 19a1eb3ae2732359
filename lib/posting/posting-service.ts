// Posting's background half, one per background: the destinations (tokens kept here, pages get views), Check
// connection, the dialog's prepared post, and Post now with its attempts. Built on first use from the kernel.

import { ApiError, localValidationError } from '../core/api/errors';
import type { Kernel } from '../core/background/kernel';
import { perBackground } from '../core/background/kernel';
import { t } from '../core/i18n';
import type { HistoryPosted } from '../history/entry';
import { linkHistoryOf } from '../history/services';
import { extractLinks } from '../post/extract-links';
import { chatProblem, checkConnection, normalChat, tokenProblem } from './check-connection';
import { type Destination, type DestinationView, destinationsRecord, toView } from './destination';
import { createPostAttempts, type PostResult } from './post-attempts';
import { type PostSource, preparePost } from './prepare-post';
import { type PostLink, type SendRequest, sendableLink, sendPost } from './send-post';
import { SENDS_TO } from './sends-to';
import { telegramBase, telegramPermission } from './telegram-base';
import { createTelegramClient } from './telegram-client';
import { rememberToken, rememberTokens } from './token-mask';

/** A destination as a page saves it: `id` absent for a new one; `botToken` a new token (blank or absent keeps the
 * saved one). */
export type DestinationInput = Omit<Destination, 'id' | 'botToken' | 'chatUsername'> & {
  id?: string;
  botToken?: string;
};

export const NAME_MAX = 60;

declare module '../core/background/kernel' {
  interface BackgroundEnv {
    /** The Telegram Bot API's time limits (telegram-client.ts's defaults when omitted). */
    telegram?: { timeoutMs?: number; uploadTimeoutMs?: number };
  }
}

export const postingService = perBackground((services: Kernel) => createPostingService(services));

export function createPostingService(
  services: Kernel,
  options: { sleep?: (ms: number) => Promise<void>; randomId?: () => string } = {},
) {
  const telegram = createTelegramClient({
    ...services.env.telegram,
    fetch: services.fetch,
    base: telegramBase,
    sleep: options.sleep,
  });
  const attempts = createPostAttempts();
  const inFlight = new Map<string, Promise<PostResult>>();
  const randomId = options.randomId ?? (() => crypto.randomUUID());

  async function destinations(): Promise<Destination[]> {
    const all = await destinationsRecord.get();
    rememberTokens(all);
    return all;
  }

  async function destination(id: string): Promise<Destination> {
    const found = (await destinations()).find((d) => d.id === id);
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
    const all = await destinations();
    const before = input.id ? all.find((d) => d.id === input.id) : undefined;
    if (input.id && !before) throw localValidationError('destination', t('postingNoSuchDestination'));
    const name = input.name.trim();
    if (!name) throw localValidationError('name', t('postingNameRequired'));
    if (name.length > NAME_MAX) throw localValidationError('name', t('postingNameTooLong', NAME_MAX));
    if (!SENDS_TO.includes(input.sendsTo)) throw localValidationError('sendsTo', t('postingSendsToInvalid'));
    const typed = input.botToken?.trim() ?? '';
    let botToken: string | null = null;
    if (input.sendsTo === 'telegram') {
      botToken = typed || before?.botToken || null;
      const tokenWrong = botToken === null ? t('postingTokenRequired') : typed ? tokenProblem(typed) : null;
      if (tokenWrong) throw localValidationError('botToken', tokenWrong);
      const chatWrong = chatProblem(input.chat);
      if (chatWrong) throw localValidationError('chat', chatWrong);
    }
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
    await destinationsRecord.set(before ? all.map((d) => (d.id === next.id ? next : d)) : [...all, next]);
    return toView(next);
  }

  async function remove(id: string): Promise<{ deleted: true }> {
    const all = await destinations();
    await destinationsRecord.set(all.filter((d) => d.id !== id));
    return { deleted: true };
  }

  async function check(request: { id?: string; botToken?: string; chat: string }) {
    const saved = request.id ? await destination(request.id) : null;
    const token = request.botToken?.trim() || saved?.botToken || '';
    rememberToken(token);
    await requirePermission();
    const connection = await checkConnection(telegram.call, token, request.chat);
    // A saved destination learns whether its chat is public (for the t.me link of each post).
    if (saved && saved.botToken === token && saved.chat === normalChat(request.chat)) {
      const all = await destinations();
      await destinationsRecord.set(
        all.map((d) => (d.id === saved.id ? { ...d, chatUsername: connection.chatUsername } : d)),
      );
    }
    return connection;
  }

  async function prepare(request: { destinationId: string; source: PostSource; postId: string }) {
    const { made: _made, ...prepared } = await preparePost(
      services,
      await destination(request.destinationId),
      request.source,
      request.postId,
    );
    return prepared;
  }

  /** `given`: the post's link worked out earlier (a queued post keeps its own, Post now has just prepared it), sent as
   * it is instead of being made again. */
  function send(
    request: SendRequest & { destinationId: string; source: PostSource; postId: string },
    given?: PostLink,
  ) {
    let running = inFlight.get(request.attemptId);
    if (!running) {
      running = (async () => {
        const target = await destination(request.destinationId);
        await requirePermission();
        return sendPost(
          {
            call: telegram.call,
            attempts,
            now: services.now,
            record: (link, result) =>
              link.made
                ? recordPost(link.made, result, request.title)
                : recordConvertedPost(request.source, postedOf(result)),
            migrated: moveChat,
          },
          target,
          async () => {
            if (given) return sendableLink(given);
            const prepared = await preparePost(services, target, request.source, request.postId);
            return sendableLink({ link: prepared.link, made: prepared.made });
          },
          request,
        );
      })();
      inFlight.set(request.attemptId, running);
      const done = () => inFlight.delete(request.attemptId);
      running.then(done, done);
    }
    return running;
  }

  /** A group that became a supergroup: the destination posts to its new id from now on. */
  async function moveChat(destinationId: string, chat: string): Promise<void> {
    const all = await destinations();
    await destinationsRecord.set(all.map((d) => (d.id === destinationId ? { ...d, chat, chatUsername: null } : d)));
  }

  async function recordPost(
    made: Awaited<ReturnType<typeof preparePost>>['made'] & object,
    result: PostResult,
    title: string,
  ): Promise<void> {
    await linkHistoryOf(services).record([{ pageUrl: made.pageUrl, result: made.result, used: made.used }], {
      source: 'posting',
      title,
      postId: null,
      posted: postedOf(result),
    });
  }

  /** Where a post went, as History keeps it. */
  function postedOf(result: PostResult): HistoryPosted {
    return { destination: result.destinationName, messageId: result.messageId, postUrl: result.postUrl };
  }

  /** A converted post: its links' entries from the post converter say where it went (no entry is added). */
  async function recordConvertedPost(source: PostSource, posted: HistoryPosted): Promise<number> {
    if (source.kind !== 'text') return 0;
    return linkHistoryOf(services).markPosted(
      extractLinks(source.text).map((l) => l.url),
      posted,
    );
  }

  /** A WhatsApp or Copy only post, copied: into the history with its link and tag (no message id). */
  async function copied(request: { destinationId: string; source: PostSource; postId: string; title: string }) {
    const target = await destination(request.destinationId);
    const { made } = await preparePost(services, target, request.source, request.postId);
    if (!made) {
      const marked = await recordConvertedPost(request.source, {
        destination: target.name,
        messageId: null,
        postUrl: null,
      });
      return { recorded: marked > 0 };
    }
    const recorded = await linkHistoryOf(services).record(
      [{ pageUrl: made.pageUrl, result: made.result, used: made.used }],
      {
        source: 'posting',
        title: request.title,
        posted: { destination: target.name, messageId: null, postUrl: null },
      },
    );
    return { recorded };
  }

  return {
    list: async () => (await destinations()).map(toView),
    save,
    remove,
    check,
    prepare,
    send,
    copied,
  };
}
