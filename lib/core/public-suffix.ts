// The Public Suffix List algorithm (https://github.com/publicsuffix/list/wiki/Format) over a parsed list: the
// longest matching rule wins, `*` stands for one label, and an exception (`!`) beats every other rule.

/** Where the build puts the list in the extension (see scripts/public-suffix-list.ts). */
export const SUFFIX_LIST_PATH = '/public-suffix-list.txt';

/** The line that starts the private section (hosting platforms) of the list file. */
export const PRIVATE_SECTION = '#private';

export interface SuffixList {
  /** Every rule as written (`com`, `co.in`, `*.kawasaki.jp`, `!city.kawasaki.jp`). */
  rules: Set<string>;
  /**
   * Every domain the list has longer rules under (`amazonaws.com` for `s3.amazonaws.com`, `kawasaki.jp` for
   * `*.kawasaki.jp`): only for hosts under one of these can the registrable domain be longer than the shortest
   * registrable parent.
   */
  parents: Set<string>;
  /** The number of rules from the private section. */
  privateCount: number;
}

export function parseSuffixList(text: string): SuffixList {
  const rules = new Set<string>();
  const parents = new Set<string>();
  let privateCount = 0;
  let inPrivate = false;
  for (const raw of text.split('\n')) {
    const rule = raw.trim();
    if (!rule) continue;
    if (rule === PRIVATE_SECTION) {
      inPrivate = true;
      continue;
    }
    rules.add(rule);
    if (inPrivate) privateCount++;
    for (let dot = rule.indexOf('.'); dot !== -1; dot = rule.indexOf('.', dot + 1)) parents.add(rule.slice(dot + 1));
  }
  return { rules, parents, privateCount };
}

/**
 * The public suffix of a lower-case punycode host name, and whether a rule of the list gave it; when none does,
 * the last label (the list's implicit `*` rule) and `listed: false`.
 */
export function publicSuffixOf(host: string, list: SuffixList): { suffix: string; listed: boolean } {
  // starts[i]: where the i-th longest suffix of the host begins.
  const starts = [0];
  for (let dot = host.indexOf('.'); dot !== -1; dot = host.indexOf('.', dot + 1)) starts.push(dot + 1);
  const suffix = (i: number) => host.slice(starts[i]);

  for (let i = 0; i + 1 < starts.length; i++) {
    if (list.rules.has(`!${suffix(i)}`)) return { suffix: suffix(i + 1), listed: true };
  }
  for (let i = 0; i < starts.length; i++) {
    if (list.rules.has(suffix(i))) return { suffix: suffix(i), listed: true };
    const labelEmpty = starts[i + 1] === (starts[i] as number) + 1;
    if (i + 1 < starts.length && !labelEmpty && list.rules.has(`*.${suffix(i + 1)}`)) {
      return { suffix: suffix(i), listed: true };
    }
  }
  return { suffix: suffix(starts.length - 1), listed: false };
}

/**
 * Special-use top-level names the list leaves out (RFC 6761, ICANN's `.internal`) and the usual private ones: never a public
 * site, so the implicit `*` rule does not make `printer.local` a registrable domain.
 */
const SPECIAL_USE_TLDS = new Set([
  'local',
  'localhost',
  'test',
  'example',
  'invalid',
  'internal',
  'lan',
  'home',
  'corp',
  'intranet',
]);

/**
 * The registrable domain ("eTLD+1") of a lower-case punycode host name: its public suffix and one more label.
 * A top-level domain the bundled list does not know yet (new ones arrive before the list is rebuilt) takes the
 * list's implicit `*` rule, so `shop.brand.newtld` is `brand.newtld`. Null for a bare public suffix, a single
 * label, and a special-use name (`intranet.local`: not a public site).
 */
export function registrableDomainIn(host: string, list: SuffixList): string | null {
  const { suffix, listed } = publicSuffixOf(host, list);
  if (!listed && SPECIAL_USE_TLDS.has(suffix)) return null;
  if (suffix.length >= host.length) return null;
  const rest = host.slice(0, host.length - suffix.length - 1);
  const label = rest.slice(rest.lastIndexOf('.') + 1);
  return label ? `${label}.${suffix}` : null;
}
