// The background's own console output never shows an API key: an error it logs may carry a server's echo of the
// key (in its message, its server text, its cause). Every key the background builds an API client for is
// remembered here (for the worker's life, in memory only), and the console's methods mask it in whatever they are
// given, as the router masks it in answers to pages: `••••` and its last four characters.

/** Shorter strings are not real keys, and would match ordinary text. */
const MIN_KEY_LENGTH = 8;
const keys = new Set<string>();

/** A key the background is about to use (saved, or being checked before it is saved). */
export function rememberKey(key: string | null | undefined): void {
  const trimmed = key?.trim();
  if (trimmed && trimmed.length >= MIN_KEY_LENGTH) keys.add(trimmed);
}

/** `text` with every remembered key replaced by its masked tail. */
export function maskKeys(text: string): string {
  let out = text;
  for (const key of keys) if (out.includes(key)) out = out.split(key).join(`••••${key.slice(-4)}`);
  return out;
}

function mentionsKey(text: string): boolean {
  for (const key of keys) if (text.includes(key)) return true;
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
