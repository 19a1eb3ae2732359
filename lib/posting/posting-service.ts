// Posting's background half, one per background: the destinations (tokens kept here, pages get views), Check
// connection, the dialog's prepared post, and Post now with its attempts. Built on first use from the kernel.

import type { Kernel } from '../core/background/kernel';
import { perBackground } from '../core/background/kernel';
import { toView } from './destination';
import { createDestinationStore } from './destination-store';
import { createPostAttempts, type PostResult } from './post-attempts';
import { createPostRecording, postedOf } from './post-recording';
import { type PostSource, preparePost } from './prepare-post';
import { type PostLink, type SendRequest, sendableLink, sendPost } from './send-post';
import { telegramBase } from './telegram-base';
import { createTelegramClient } from './telegram-client';

export { type DestinationInput, NAME_MAX } from './destination-store';

declare module '../core/background/kernel' {
  interface BackgroundEnv {
    /** The Telegram Bot API's time limits (telegram-client.ts's defaults when omitted). */
    telegram?: { timeoutMs?: number; uploadTimeoutMs?: number };
  }
}

export const postingService = perBackground((services: Kernel) => createPostingService(services));

type PostRequest = { destinationId: string; source: PostSource; postId: string };

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
  const store = createDestinationStore(services, telegram.call, options.randomId ?? (() => crypto.randomUUID()));
  const history = createPostRecording(services);

  async function prepare(request: PostRequest) {
    const { made: _made, ...prepared } = await preparePost(
      services,
      await store.one(request.destinationId),
      request.source,
      request.postId,
    );
    return prepared;
  }

  async function sendOnce(request: SendRequest & PostRequest, given?: PostLink): Promise<PostResult> {
    const target = await store.one(request.destinationId);
    await store.requirePermission();
    return sendPost(
      {
        call: telegram.call,
        attempts,
        now: services.now,
        record: (link, result) =>
          link.made
            ? history.recordMade(link.made, postedOf(result), request.title)
            : history.recordConverted(request.source, postedOf(result)),
        migrated: store.moveChat,
      },
      target,
      async () => {
        if (given) return sendableLink(given);
        const prepared = await preparePost(services, target, request.source, request.postId);
        return sendableLink({ link: prepared.link, made: prepared.made });
      },
      request,
    );
  }

  /** `given`: the post's link worked out earlier (a queued post keeps its own, Post now has just prepared it), sent as
   * it is instead of being made again. One attempt id runs once at a time. */
  function send(request: SendRequest & PostRequest, given?: PostLink) {
    let running = inFlight.get(request.attemptId);
    if (!running) {
      running = sendOnce(request, given);
      inFlight.set(request.attemptId, running);
      const done = () => inFlight.delete(request.attemptId);
      running.then(done, done);
    }
    return running;
  }

  /** A WhatsApp or Copy only post, copied: into the history with its link and tag (no message id). */
  async function copied(request: PostRequest & { title: string }) {
    const target = await store.one(request.destinationId);
    const { made } = await preparePost(services, target, request.source, request.postId);
    const posted = { destination: target.name, messageId: null, postUrl: null };
    if (!made) return { recorded: (await history.recordConverted(request.source, posted)) > 0 };
    return { recorded: await history.recordMade(made, posted, request.title) };
  }

  return {
    list: async () => (await store.all()).map(toView),
    save: store.save,
    remove: store.remove,
    check: store.check,
    prepare,
    send,
    copied,
  };
}
