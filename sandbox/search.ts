// Full-text search on campaign and merchant names: every word must match; closer matches rank higher.

export function searchTerms(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== '');
}

function words(text: string): string[] {
  return searchTerms(text);
}

/** 0 when some term matches neither name; otherwise higher for exact and word-start matches in the name. */
export function relevance(terms: string[], name: string, merchant: string): number {
  if (terms.length === 0) return 0;
  const nameWords = words(name);
  const merchantWords = words(merchant);
  const phrase = terms.join(' ');
  const joined = nameWords.join(' ');
  let score = joined === phrase ? 100 : joined.startsWith(`${phrase} `) ? 50 : 0;
  for (const term of terms) {
    if (nameWords.includes(term)) score += 20;
    else if (nameWords.some((w) => w.startsWith(term))) score += 12;
    else if (name.toLowerCase().includes(term)) score += 8;
    else if (merchantWords.some((w) => w.startsWith(term))) score += 4;
    else if (merchant.toLowerCase().includes(term)) score += 2;
    else return 0;
  }
  return score;
}
