// What Convert links in this box converts with, set once in Options -> Destinations: one channel and one link style for
// the whole box (one post, one channel): the account's default channel with the "Short links by default" setting (the
// default), or one destination's channel and Short links. Never each site's remembered popup choices, which would mix
// channels and link styles in one post. The record holds only the destination's id (no token), so the options page
// reads and writes it directly; the background looks the destination up at each conversion.

import { defineRecord } from '../core/storage/local-record';
import type { LinkOptionsFor } from '../post/post-conversion';
import type { Destination } from '../posting/destination';

export interface BoxChoice {
  /** null: the default channel and the short-link setting. */
  destinationId: string | null;
}

export const boxChoiceRecord = defineRecord<BoxChoice>('textboxConvertWith', (raw) => {
  const id = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).destinationId : undefined;
  return { destinationId: typeof id === 'string' && id ? id : null };
});

export interface ChosenOptions {
  optionsFor: LinkOptionsFor;
  /** The chosen destination was deleted: the default channel was used instead (the notice says so). */
  destinationGone: boolean;
}

/**
 * The options of this conversion, the same for every link of the box: the chosen destination's channel and Short
 * links (it keeps no sub IDs), else the default channel and the short-link setting. A choice whose destination is
 * gone falls back and is forgotten, so it is told once.
 */
export async function chooseBoxOptions(deps: {
  choice(): Promise<BoxChoice>;
  destinations(): Promise<readonly Pick<Destination, 'id' | 'channelId' | 'shorten'>[]>;
  forget(): Promise<void>;
  /** "Short links by default". */
  shortLinksByDefault(): Promise<boolean>;
}): Promise<ChosenOptions> {
  const { destinationId } = await deps.choice();
  const byDefault = async (): Promise<LinkOptionsFor> => {
    const options = { channelId: null, shorten: await deps.shortLinksByDefault(), subIds: [] as string[] };
    return async () => options;
  };
  if (destinationId === null) return { optionsFor: await byDefault(), destinationGone: false };
  const chosen = (await deps.destinations()).find((d) => d.id === destinationId);
  if (!chosen) {
    await deps.forget().catch((error: unknown) => console.warn('The text boxes choice could not be reset', error));
    return { optionsFor: await byDefault(), destinationGone: true };
  }
  const options = { channelId: chosen.channelId, shorten: chosen.shorten, subIds: [] as string[] };
  return { optionsFor: async () => options, destinationGone: false };
}
