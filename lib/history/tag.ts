// The tag of "Track earnings per link": a short text a person can read (the day, then four random characters,
// e.g. `t1124-k7q2` for 24 November), put in Sub ID 5 only when Sub ID 5 is empty.

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // no 0/o, 1/l: read aloud or typed back without doubt
const TAG_PATTERN = /^t\d{4}-[a-z2-9]{4}$/;

/** A new tag for a link made at `ms` (UTC day); `random` returns [0, 1). */
export function makeTag(ms: number, random: () => number = Math.random): string {
  const d = new Date(ms);
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(d.getUTCDate()).padStart(2, '0');
  let tail = '';
  for (let i = 0; i < 4; i++) tail += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length];
  return `t${mm}${dd}-${tail}`;
}

/** True for text of the tag's shape (such a value is not remembered as the site's own Sub ID 5). */
export function isTag(value: string | undefined | null): boolean {
  return typeof value === 'string' && TAG_PATTERN.test(value);
}

/**
 * The sub IDs with `tag` in slot 5 when slot 5 is empty; a typed Sub ID 5 is never replaced. Blank slots before
 * it become '' so the tag keeps its place. Returns the tag actually added, or null.
 */
export function withTag(subIds: readonly string[], tag: string): { subIds: string[]; tag: string | null } {
  if ((subIds[4] ?? '').trim() !== '') return { subIds: [...subIds], tag: null };
  const out = subIds.slice(0, 4).map((s) => s ?? '');
  while (out.length < 4) out.push('');
  out.push(tag);
  return { subIds: out, tag };
}

/** The sub IDs without a generated tag in slot 5 (what a site remembers), trailing blanks dropped. */
export function withoutTag(subIds: readonly string[]): string[] {
  const out = isTag(subIds[4]) ? subIds.slice(0, 4) : [...subIds];
  while (out.length > 0 && (out[out.length - 1] ?? '').trim() === '') out.pop();
  return out;
}
