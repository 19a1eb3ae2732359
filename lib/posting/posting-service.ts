// Posting's background half, one per background: the destinations (tokens kept here, pages get views), Check
// connection, the dialog's prepared post, and Post now with its attempts. Built on first use from the kernel.

import { localValidationError } from '../core/api/errors';
import type { Kernel } from '../core/background/kernel';
import { perBackground } from '../core/background/kernel';
import { t } from '../core/i18n';
import { toView } from './destination';
import { createDestinationStore } from './destination-store';
import type { DestinationKind, KindDeps, KindInput, KindRuntime } from './kind';
import { kindOf } from './kinds';
import { createPostAttempts, type PostResult } from './post-attempts';
import { createPostRecording, postedOf } from './post-recording';
import { type PostSource, preparePost } from './prepare-post';
import { type PostLink, type SendRequest, sendableLink } from './send-post';

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
  const attempts = createPostAttempts();
  const inFlight = new Map<string, Promise<PostResult>>();
  const history = createPostRecording(services);
  const deps: KindDeps = {
    services,
    attempts,
    sleep: options.sleep,
    record: (link, result, title) =>
      link.made
        ? history.recordMade(link.made, postedOf(result), title)
        : // A converted post's links learn where it went; its source is the press's (see sendOnce).
          Promise.resolve(0),
    learned: (id, patch) => store.update(id, patch),
  };
  // Each kind's background part, started on its first use.
  const runtimes = new Map<string, KindRuntime>();
  const runtimeOf = (kind: DestinationKind): KindRuntime => {
    let runtime = runtimes.get(kind.id);
    if (!runtime) {
      runtime = kind.start(deps);
      runtimes.set(kind.id, runtime);
    }
    return runtime;
  };
  const store = createDestinationStore(runtimeOf, options.randomId ?? (() => crypto.randomUUID()));
  const contains = (origins: string[]) => services.browser.permissions.contains({ origins });

  async function prepare(request: PostRequest) {
    const target = await store.one(request.destinationId);
    const { made: _made, ...prepared } = await preparePost(services, target, request.source, request.postId);
    return { ...prepared, takesImages: kindOf(target.sendsTo).takesImages };
  }

  async function sendOnce(request: SendRequest & PostRequest, given?: PostLink): Promise<PostResult> {
    const target = await store.one(request.destinationId);
    const kind = kindOf(target.sendsTo);
    const send = runtimeOf(kind).send;
    if (!send) throw localValidationError('destination', t('postingNotTelegram'));
    await store.requirePermission(kind, contains);
    const result = await send(
      target,
      async () => {
        if (given) return sendableLink(given);
        const prepared = await preparePost(services, target, request.source, request.postId);
        return sendableLink({ link: prepared.link, made: prepared.made });
      },
      request,
    );
    // A converted post's own links learn where it went (its made link's entry was recorded by the kind's send).
    if (!given?.made && request.source.kind === 'text') {
      await history.recordConverted(request.source, postedOf(result)).catch(() => 0);
    }
    return result;
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
    check: (request: KindInput & { id?: string; sendsTo?: string }) => store.check(request, contains),
    /** The kind's background part, for the queue (the edit of an ended deal). */
    runtimeOf,
    prepare,
    send,
    copied,
  };
}
