// One press of Post now is one post. The page gives each press an id; the attempt is written to storage.local BEFORE
// Telegram is asked, so a second press, or the page asking again after the worker stopped mid-way, finds it: a post
// that went out answers with its first result, one that may have gone out (the worker stopped, or the network failed
// after sending) is never sent again, and one Telegram refused outright may be tried again.
import { defineRecord } from '../core/storage/local-record';

export interface PostResult {
  destinationId: string;
  destinationName: string;
  /** The first message of the post (the photo, or the message), as the service numbered it (Discord's is a string). */
  messageId: number | string;
  /** The message after the photo, when the caption was too long for it. */
  followUpId: number | null;
  /** `https://t.me/<channel>/<id>` for a public chat, null otherwise. */
  postUrl: string | null;
  /** The follow-up message could not be sent (the photo was): Telegram's words. */
  followUpProblem: string | null;
}

export type PostAttempt =
  | { id: string; at: number; state: 'sending'; messageId: number | string | null }
  | { id: string; at: number; state: 'failed' }
  | { id: string; at: number; state: 'sent'; result: PostResult };

/** Attempts kept (the newest): far more than the presses a page could still be waiting on. */
const KEPT = 200;

export const postAttemptsRecord = defineRecord('postingAttempts', (raw): PostAttempt[] =>
  Array.isArray(raw)
    ? raw.filter(
        (a): a is PostAttempt =>
          !!a && typeof a === 'object' && typeof a.id === 'string' && ['sending', 'failed', 'sent'].includes(a.state),
      )
    : [],
);

export interface PostAttempts {
  find(id: string): Promise<PostAttempt | undefined>;
  /** Writes the attempt (replacing one of the same id); resolves once it is stored. */
  put(attempt: PostAttempt): Promise<void>;
}

export function createPostAttempts(): PostAttempts {
  let writes: Promise<unknown> = Promise.resolve();
  return {
    find: async (id) => {
      await writes.catch(() => undefined);
      return (await postAttemptsRecord.get()).find((a) => a.id === id);
    },
    put: (attempt) => {
      const write = writes.then(async () => {
        const others = (await postAttemptsRecord.get()).filter((a) => a.id !== attempt.id);
        await postAttemptsRecord.set([...others.slice(-(KEPT - 1)), attempt]);
      });
      writes = write.catch(() => undefined);
      return write;
    },
  };
}
