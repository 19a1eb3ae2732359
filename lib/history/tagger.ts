// The tag of "Track earnings per link" added to a new link's sub IDs: apart from the link history's recording, since
// every conversion asks for it (the popup's first answer too) and recording is part of the publishing engine.
import { getHistorySettings } from './settings';
import { makeTag, withTag } from './tag';

export type Tagged = (subIds: string[], seed?: string) => Promise<string[]>;

/**
 * The sub IDs of a new link: the tag in an empty Sub ID 5 while Track earnings per link is on. With a `seed` (a post's
 * run and link) the tag is the same each time: asking again finds the first answer in the conversion cache.
 */
export function createTagger({ now, random = Math.random }: { now: () => number; random?: () => number }): Tagged {
  return async function tagged(subIds: string[], seed?: string): Promise<string[]> {
    const settings = await getHistorySettings();
    if (!settings.trackEarnings) return subIds;
    return withTag(subIds, makeTag(now(), seed === undefined ? random : seededRandom(seed))).subIds;
  };
}

/** Numbers in [0, 1) that follow from `seed` alone (FNV-1a, then xorshift). */
function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    h >>>= 0;
    return h / 0x1_0000_0000;
  };
}
