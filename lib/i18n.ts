// The words a person reads, from `_locales/<lang>/messages.json` (English is public/_locales/en). A message may
// hold `$1`…`$9` for the values passed after its key, and `$$` for a dollar sign.
import { browser } from 'wxt/browser';

// TODO(i18n): narrow to the keys of public/_locales/en/messages.json once every area has moved its strings.
export type MessageKey = string;

type Sub = string | number;

// WXT types getMessage with the keys of messages.json; MessageKey is what callers are held to.
const getMessage = (key: string, subs: string[]): string =>
  (browser.i18n.getMessage as (key: string, subs?: string[]) => string)(key, subs);

/** The message `key` in the browser's language, with `$1`… replaced by `subs`. */
export function t(key: MessageKey, ...subs: Sub[]): string {
  // Firefox and Chrome answer "" for an unknown key; show the key rather than nothing, so a gap is visible.
  return getMessage(key, subs.map(String)) || key;
}

/**
 * A message that depends on a count: `${base}_one` or `${base}_other`, chosen by the plural rules of the
 * browser's language (a locale without a `_one` form just leaves that key out). `$1` is the count.
 */
export function tPlural(count: number, base: MessageKey, ...subs: Sub[]): string {
  const form = new Intl.PluralRules(browser.i18n.getUILanguage()).select(count);
  const args = [count.toLocaleString(browser.i18n.getUILanguage()), ...subs];
  return getMessage(`${base}_${form}`, args.map(String)) || t(`${base}_other`, ...args);
}
