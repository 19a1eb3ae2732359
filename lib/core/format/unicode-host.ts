// Host names for people: `xn--` labels (IDNA's ASCII form, as APIs and URL parsers give them) decoded to the
// Unicode a person reads. Browsers have no decoder for pages to call, so this is RFC 3492's Punycode decoding.
// Only for display: links keep the ASCII form, which is what is sent and copied. A decoded label is shown only where
// Chrome's address bar would show it (its IDN display rule, in the parts a look-alike needs): letters, marks and
// digits of one script (Latin may join Han with Japanese kana, Bopomofo or Hangul, as those are written together),
// and not an all-Cyrillic label made only of letters that look Latin. `www.xn--mazon-3ve.in` (Cyrillic а + Latin
// mazon) stays in its ASCII form, as it does in the address bar.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22; // 0-9 -> 26-35
  if (code >= 0x41 && code <= 0x5a) return code - 0x41; // A-Z
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // a-z
  return BASE;
}

/** Decodes one Punycode label (without `xn--`); null when it is not valid Punycode. */
export function decodePunycode(input: string): string | null {
  const output: number[] = [];
  const basicEnd = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(basicEnd, 0); j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let at = basicEnd > 0 ? basicEnd + 1 : 0; at < input.length; ) {
    const oldI = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (at >= input.length) return null;
      const digit = digitOf(input.charCodeAt(at++));
      if (digit >= BASE) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (!Number.isSafeInteger(i) || !Number.isSafeInteger(w)) return null;
    }
    const points = output.length + 1;
    bias = adapt(i - oldI, points, oldI === 0);
    n += Math.floor(i / points);
    i %= points;
    if (n > 0x10ffff) return null;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Georgian',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Han',
  'Bopomofo',
  'Ethiopic',
  'Khmer',
  'Thaana',
] as const;
/** Scripts written together: a label may mix Latin and Han with one of these sets. */
const WRITTEN_TOGETHER = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];
/** Cyrillic letters that read as Latin ones (Chrome keeps an all-Cyrillic label of only these in punycode). */
const CYRILLIC_LOOK_LATIN = /^[асԁеһіјӏорԛѕԝхуъьҽпгѵѡ\d-]+$/u;
let scriptTests: [string, RegExp][] | undefined;

/** The script of one character; '' for those of every script (digits, hyphen, combining marks); null for none. */
function scriptOf(char: string): string | null {
  if (/[\p{Script=Common}\p{Script=Inherited}]/u.test(char)) return /[\p{Nd}\p{M}-]/u.test(char) ? '' : null;
  scriptTests ??= SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')]);
  for (const [name, test] of scriptTests) if (test.test(char)) return name;
  return null;
}

/** Whether a decoded label may be shown as it is: letters, marks and digits of one script (or scripts written together). */
export function safeToShow(label: string, tld: string): boolean {
  const scripts = new Set<string>();
  for (const char of label) {
    if (!/[\p{L}\p{M}\p{Nd}-]/u.test(char)) return false;
    const script = scriptOf(char);
    if (script === null) return false;
    if (script) scripts.add(script);
  }
  if (scripts.size > 1 && !WRITTEN_TOGETHER.some((set) => [...scripts].every((s) => set.includes(s)))) return false;
  // A whole-script look-alike (`аре.com`), unless the name is under a Cyrillic top-level domain.
  if (scripts.has('Cyrillic') && CYRILLIC_LOOK_LATIN.test(label) && !/\p{Script=Cyrillic}/u.test(tld)) return false;
  return true;
}

/**
 * `xn--e1afmkfd.com` -> `пример.com`; labels that are not valid Punycode, or that would not be safe to read
 * (see safeToShow), stay in their ASCII form.
 */
export function unicodeHost(host: string): string {
  if (!/xn--/i.test(host)) return host;
  const labels = host.split('.');
  const decoded = labels.map((label) => (/^xn--/i.test(label) ? decodePunycode(label.slice(4).toLowerCase()) : label));
  const tld = decoded[decoded.length - 1] ?? '';
  return labels.map((label, i) => (decoded[i] && safeToShow(decoded[i], tld) ? decoded[i] : label)).join('.');
}
