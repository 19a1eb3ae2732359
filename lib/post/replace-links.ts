// The converted post: the post with each replaced link's text swapped for its new link, every other character
// exactly as it was (pure).
import type { FoundLink } from './extract-links';

/**
 * `post` with every occurrence of a link whose key `replacementFor` maps to a new link replaced by it; links it
 * does not map, and all text between links, are copied unchanged.
 */
export function replaceLinks(
  post: string,
  links: readonly FoundLink[],
  replacementFor: (key: string) => string | undefined,
): string {
  let out = '';
  let at = 0;
  for (const link of [...links].sort((a, b) => a.start - b.start)) {
    const next = replacementFor(link.key);
    if (next === undefined || link.start < at) continue;
    out += post.slice(at, link.start) + next;
    at = link.end;
  }
  return out + post.slice(at);
}
