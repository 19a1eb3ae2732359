// What Convert links in this box converts with, set once in Options -> Destinations: each site's popup choices (the
// default) or one destination's channel and Short links. The record holds only the destination's id (no token), so
// the options page reads and writes it directly; the background looks the destination up at each conversion.

import { defineRecord } from '../core/storage/local-record';
import type { LinkOptionsFor } from '../post/post-conversion';
import type { Destination } from '../posting/destination';

export interface BoxChoice {
  /** null: each site's popup choices. */
  destinationId: string | null;
}

export const boxChoiceRecord = defineRecord<BoxChoice>('textboxConvertWith', (raw) => {
  const id = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).destinationId : undefined;
  return { destinationId: typeof id === 'string' && id ? id : null };
});

export interface ChosenOptions {
  optionsFor: LinkOptionsFor;
  /** The chosen destination was deleted: the popup's choices were used instead (the notice says so). */
  destinationGone: boolean;
}

/**
 * The options of this conversion: the chosen destination's channel and Short links for every link (it keeps no sub
 * IDs), else `popupChoices`. A choice whose destination is gone falls back and is forgotten, so it is told once.
 */
export async function chooseBoxOptions(deps: {
  choice(): Promise<BoxChoice>;
  destinations(): Promise<readonly Pick<Destination, 'id' | 'channelId' | 'shorten'>[]>;
  forget(): Promise<void>;
  popupChoices: LinkOptionsFor;
}): Promise<ChosenOptions> {
  const { destinationId } = await deps.choice();
  if (destinationId === null) return { optionsFor: deps.popupChoices, destinationGone: false };
  const chosen = (await deps.destinations()).find((d) => d.id === destinationId);
  if (!chosen) {
    await deps.forget().catch((error: unknown) => console.warn('The text boxes choice could not be reset', error));
    return { optionsFor: deps.popupChoices, destinationGone: true };
  }
  const options = { channelId: chosen.channelId, shorten: chosen.shorten, subIds: [] as string[] };
  return { optionsFor: async () => options, destinationGone: false };
}
