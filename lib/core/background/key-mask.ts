// Nothing secret leaves the background: the API keys and the bot tokens it used are remembered here (for the
// worker's life, in memory only), and everything that leaves (answers to pages, text written into a web page, the
// console, notifications) goes through `maskValue` on its way out: `••••` and the last four characters. A secret is
// recognised as written, URL-encoded (either case of hex), JSON-escaped, and, for a bot token (`<bot id>:<secret>`),
// by its secret part alone.

/** Shorter strings are not real keys, and would match ordinary text. */
const MIN_KEY_LENGTH = 8;
const keys = new Set<string>();
/** Each remembered secret's forms, longest first, with the mask that replaces them. */
let forms: { form: string; mask: string }[] = [];

/** A key the background is about to use (saved, or being checked before it is saved), or a bot token. */
export function rememberKey(key: string | null | undefined): void {
  const trimmed = key?.trim();
  if (!trimmed || trimmed.length < MIN_KEY_LENGTH || keys.has(trimmed)) return;
  keys.add(trimmed);
  const mask = `••••${trimmed.slice(-4)}`;
  const written = new Set([trimmed]);
  const secret = trimmed.slice(trimmed.indexOf(':') + 1);
  if (trimmed.includes(':') && secret.length >= MIN_KEY_LENGTH) written.add(secret);
  const all = new Set<string>();
  for (const text of written) {
    const encoded = encodeURIComponent(text);
    for (const form of [text, encoded, encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase())]) {
      all.add(form);
      all.add(JSON.stringify(form).slice(1, -1));
    }
  }
  forms = [...forms, ...[...all].map((form) => ({ form, mask }))].sort((a, b) => b.form.length - a.form.length);
}

/** `text` with every form of every remembered secret replaced by its masked tail. */
export function maskKeys(text: string): string {
  let out = text;
  for (const { form, mask } of forms) if (out.includes(form)) out = out.split(form).join(mask);
  return out;
}

function mentionsKey(text: string): boolean {
  for (const { form } of forms) if (text.includes(form)) return true;
  return false;
}

/** `value` as it may be logged: unchanged when it quotes no key, else a masked copy (errors stay errors). */
export function maskValue(value: unknown, depth = 0): unknown {
  if (keys.size === 0 || depth > 4) return value;
  if (typeof value === 'string') return maskKeys(value);
  if (value instanceof Error) return maskError(value, depth);
  if (value && typeof value === 'object') {
    let json: string | undefined;
    try {
      json = JSON.stringify(value);
    } catch {
      return value;
    }
    return json !== undefined && mentionsKey(json) ? JSON.parse(maskKeys(json)) : value;
  }
  return value;
}

function maskError(error: Error, depth: number): Error {
  const fields: Record<string, unknown> = {};
  let quotes = mentionsKey(error.message) || mentionsKey(error.stack ?? '');
  for (const [name, field] of Object.entries(error)) {
    const masked = maskValue(field, depth + 1);
    quotes ||= masked !== field;
    fields[name] = masked;
  }
  const cause = error.cause === undefined ? undefined : maskValue(error.cause, depth + 1);
  quotes ||= cause !== error.cause;
  if (!quotes) return error;
  const copy = new Error(maskKeys(error.message), cause === undefined ? undefined : { cause });
  copy.name = error.name;
  copy.stack = error.stack === undefined ? undefined : maskKeys(error.stack);
  return Object.assign(copy, fields);
}

const METHODS = ['error', 'warn', 'log', 'info', 'debug'] as const;
/** The wrappers this module made (a property on them could be copied onto a function that wraps them in turn). */
const maskingWrappers = new WeakSet<object>();

/**
 * Makes the console's methods mask remembered keys in their arguments. A method that already masks is left alone,
 * so calling this on every start of the background wraps each method once.
 */
export function installConsoleKeyMasking(target: Console = console): void {
  for (const method of METHODS) {
    const current = target[method];
    if (maskingWrappers.has(current)) continue;
    const masking = (...args: unknown[]) =>
      current.apply(
        target,
        args.map((arg) => maskValue(arg)),
      );
    maskingWrappers.add(masking);
    target[method] = masking;
  }
}
