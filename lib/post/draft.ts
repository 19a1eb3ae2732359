// The post converter's draft: what the person pasted (or added from Deals), kept in `browser.storage.local` until it is
// converted or cleared, so closing the side panel or the options page loses nothing. Pages write it directly: it holds
// no secret and the background does not need it.
import { defineRecord } from '../core/storage/local-record';

export interface PostDraft {
  text: string;
  /** Epoch milliseconds of the last change. */
  updatedAt: number;
}

const EMPTY: PostDraft = { text: '', updatedAt: 0 };

const draftRecord = defineRecord<PostDraft>('postDraft', (raw) => {
  if (raw && typeof raw === 'object') {
    const { text, updatedAt } = raw as Record<string, unknown>;
    if (typeof text === 'string' && typeof updatedAt === 'number') return { text, updatedAt };
  }
  return EMPTY;
});

export function loadPostDraft(): Promise<PostDraft> {
  return draftRecord.get();
}

export async function savePostDraft(text: string, now: number = Date.now()): Promise<PostDraft> {
  const draft = { text, updatedAt: now };
  await draftRecord.set(draft);
  return draft;
}

export function clearPostDraft(): Promise<void> {
  return draftRecord.remove();
}

/** Adds a block (an offer's title and link, say) to the end of the draft, a blank line apart from what is there. */
export async function appendToPostDraft(block: string, now: number = Date.now()): Promise<PostDraft> {
  const { text } = await loadPostDraft();
  const joined = text.trim() === '' ? block : `${text.replace(/\s+$/, '')}\n\n${block}`;
  return savePostDraft(joined, now);
}

/** Calls `listener` when the draft changes in another extension page (Deals adding to it while the converter is open). */
export function watchPostDraft(listener: (draft: PostDraft) => void): () => void {
  return draftRecord.watch((next) => listener(next));
}
