// The post converter's draft: what the person pasted (or added from Deals), kept in `browser.storage.local` until it is
// converted or cleared, so closing the side panel or the options page loses nothing. Pages write it directly: it holds
// no secret and the background does not need it.
import { browser } from '../browser';
import { readLocal, watchLocal, writeLocal } from '../storage/local-record';

const STORAGE_KEY = 'postDraft';

export interface PostDraft {
  text: string;
  /** Epoch milliseconds of the last change. */
  updatedAt: number;
}

const EMPTY: PostDraft = { text: '', updatedAt: 0 };

export async function loadPostDraft(): Promise<PostDraft> {
  const raw = await readLocal(STORAGE_KEY);
  if (raw && typeof raw === 'object') {
    const { text, updatedAt } = raw as Record<string, unknown>;
    if (typeof text === 'string' && typeof updatedAt === 'number') return { text, updatedAt };
  }
  return EMPTY;
}

export async function savePostDraft(text: string, now: number = Date.now()): Promise<PostDraft> {
  const draft = { text, updatedAt: now };
  await writeLocal(STORAGE_KEY, draft);
  return draft;
}

export async function clearPostDraft(): Promise<void> {
  await browser.storage.local.remove(STORAGE_KEY);
}

/** Adds a block (an offer's title and link, say) to the end of the draft, a blank line apart from what is there. */
export async function appendToPostDraft(block: string, now: number = Date.now()): Promise<PostDraft> {
  const { text } = await loadPostDraft();
  const joined = text.trim() === '' ? block : `${text.replace(/\s+$/, '')}\n\n${block}`;
  return savePostDraft(joined, now);
}

/** Calls `listener` when the draft changes in another extension page (Deals adding to it while the converter is open). */
export function watchPostDraft(listener: (draft: PostDraft) => void): () => void {
  return watchLocal(STORAGE_KEY, (value) => {
    const next = value as PostDraft | undefined;
    listener(next && typeof next.text === 'string' ? next : EMPTY);
  });
}
