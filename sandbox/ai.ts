// The "AI" of /links/monetize: a rewrite into punchier marketing copy. Like a real model's, its copy differs from
// one rewrite to the next (`variant`: how many times that title was rewritten before); the spec's 7-day cache of AI
// results is what keeps it the same: the same title, description and store within 7 days get the cached copy.
import { hashSeed } from './random';
import type { SandboxState } from './types';

/** Spec section 8: "AI rewrite cache: 7 days". */
export const AI_CACHE_MS = 7 * 86_400_000;

export interface AiCopy {
  title: string;
  description?: string;
}

const TITLE_FORMS = [
  (t: string) => `Deal alert: ${t}`,
  (t: string) => `${t}, now at a price you will love`,
  (t: string) => `Just dropped: ${t}`,
  (t: string) => `Don't miss out: ${t}`,
];

function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
}

export function rewriteTitle(title: string, variant = 0): string {
  const t = clean(title);
  return TITLE_FORMS[(hashSeed(t) + variant) % TITLE_FORMS.length]!(t);
}

export function rewriteDescription(description: string, store: string): string {
  const first = clean(description.split(/(?<=[.!?])\s/)[0] ?? description);
  return `${first}. Grab it on ${store} before the offer ends!`;
}

/** The AI's copy, from the cache when the same input was rewritten within 7 days (failures are never cached). */
export function aiRewrite(state: SandboxState, input: AiCopy & { store: string }, nowMs: number): AiCopy {
  const key = JSON.stringify([input.title, input.description ?? null, input.store]);
  const cached = state.aiCache.get(key);
  if (cached && nowMs - cached.atMs < AI_CACHE_MS) return cached.copy;
  const variant = cached ? cached.variant + 1 : 0;
  const copy: AiCopy = {
    title: rewriteTitle(input.title, variant),
    ...(input.description !== undefined ? { description: rewriteDescription(input.description, input.store) } : {}),
  };
  state.aiCache.set(key, { copy, atMs: nowMs, variant });
  return copy;
}
