// The words a person reads, from `_locales/<lang>/messages.json` (English is public/_locales/en). A message may
// hold `$1`…`$9` for the values passed after its key, and `$$` for a dollar sign.
import type { ComponentChild } from 'preact';
import type english from '../../public/_locales/en/messages.json';
import { browser } from './browser';

/** A message of public/_locales/en/messages.json: a missing key is a type error, not a blank on screen. */
export type MessageKey = keyof typeof english;
/** The `base` of a message with `base_one` / `base_other` forms. */
export type PluralKey = { [K in MessageKey]: K extends `${infer B}_other` ? B : never }[MessageKey];

type Sub = string | number;

// WXT types getMessage with the keys of messages.json; MessageKey is what callers are held to.
const getMessage = (key: string, subs: string[]): string =>
  (browser.i18n.getMessage as (key: string, subs?: string[]) => string)(key, subs);

/** The message `key` in the browser's language, with `$1`… replaced by `subs`. */
export function t(key: MessageKey, ...subs: Sub[]): string {
  // Firefox and Chrome answer "" for an unknown key; show the key rather than nothing, so a gap is visible.
  return getMessage(key, subs.map(String)) || key;
}

/** `t` for the words a destination kind brings in its own folder (`lib/<kind>/messages.json`, gathered into the
 * built messages.json by scripts/message-parts.ts): held to that file's keys, as `t` is to the main file's. */
export function wordsOf<Words>(): (key: keyof Words & string, ...subs: Sub[]) => string {
  return (key, ...subs) => t(key as MessageKey, ...subs);
}

/**
 * A message that depends on a count: `${base}_one` or `${base}_other`, chosen by the plural rules of the
 * browser's language (a locale without a `_one` form just leaves that key out). `$1` is the count.
 */
export function tPlural(count: number, base: PluralKey, ...subs: Sub[]): string {
  const form = new Intl.PluralRules(browser.i18n.getUILanguage()).select(count);
  const args = [count.toLocaleString(browser.i18n.getUILanguage()), ...subs];
  return getMessage(`${base}_${form}`, args.map(String)) || t(`${base}_other` as MessageKey, ...args);
}

/**
 * A message whose `$1`… are not text but parts of the page (a `<code>`, a link): the message's text around
 * them and the parts themselves, in the translation's order, ready to be children of an element.
 */
export function tParts(key: MessageKey, ...parts: ComponentChild[]): ComponentChild[] {
  const marks = parts.map((_, i) => `\uE000${i}\uE000`);
  const text = getMessage(key, marks) || key;
  return text.split(/\uE000(\d+)\uE000/).map((piece, i) => (i % 2 ? parts[Number(piece)] : piece));
}
