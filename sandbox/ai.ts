// The "AI" of /links/monetize: a deterministic rewrite into punchier marketing copy.
import { hashSeed } from './random';

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

export function rewriteTitle(title: string): string {
  const t = clean(title);
  return TITLE_FORMS[hashSeed(t) % TITLE_FORMS.length]!(t);
}

export function rewriteDescription(description: string, store: string): string {
  const first = clean(description.split(/(?<=[.!?])\s/)[0] ?? description);
  return `${first}. Grab it on ${store} before the offer ends!`;
}
