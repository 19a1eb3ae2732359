// What every part of the queue's background half works with, made once per queue service: the background's kernel,
// the queue's store, posting's send path, each destination's kind, the one queue of store writes, and the
// destinations.

import { localValidationError } from '../core/api/errors';
import type { Kernel } from '../core/background/kernel';
import { t } from '../core/i18n';
import { type Destination, destinationsRecord } from '../posting/destination';
import { kindOf } from '../posting/kinds';
import { postingService } from '../posting/posting-service';
import { createQueueStore } from './queue-store';

export type QueueContext = ReturnType<typeof createQueueContext>;

export function createQueueContext(services: Kernel, options: { randomId?: () => string } = {}) {
  const store = createQueueStore(services.store('queue'));
  let writes: Promise<unknown> = Promise.resolve();

  /** Read-modify-write of the store, one at a time (a send itself runs outside). */
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const run = writes.then(work, work);
    writes = run.catch(() => undefined);
    return run;
  }

  async function destinations(): Promise<Destination[]> {
    return destinationsRecord.get();
  }

  const posting = postingService(services);

  /** The destination's kind's background part (its send, its edit of an ended deal, its digest). */
  const runtimeOf = (d: Destination) => posting.runtimeOf(kindOf(d.sendsTo));

  /** A destination whose kind sends by itself (Telegram, Discord): only those have a queue. */
  async function sendingDestination(id: string): Promise<Destination> {
    const found = (await destinations()).find((d) => d.id === id);
    if (!found) throw localValidationError('destination', t('postingNoSuchDestination'));
    if (!runtimeOf(found).send) throw localValidationError('destination', t('queueTelegramOnly'));
    return found;
  }

  async function currentKeyId(): Promise<string | null> {
    return services.api.context().then(
      (ctx) => ctx.keyId,
      () => null,
    );
  }

  return {
    services,
    store,
    posting,
    runtimeOf,
    randomId: options.randomId ?? (() => crypto.randomUUID()),
    serially,
    destinations,
    sendingDestination,
    currentKeyId,
  };
}

/** An error's words for a post's record (ours, or Telegram's worded by posting). */
export function failureWords(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
