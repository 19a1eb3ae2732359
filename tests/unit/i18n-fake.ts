// browser.i18n for unit tests, answering from the English messages.json the way the browsers do: `$1`…`$9`
// are the substitutions, `$$` is a dollar sign, `$NAME$` is a declared placeholder; an unknown key gives "".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Entry {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

const ROOT = join(import.meta.dirname, '../..');

export function loadEnglish(): Record<string, Entry> {
  const messages: Record<string, Entry> = JSON.parse(
    readFileSync(join(ROOT, 'public/_locales/en/messages.json'), 'utf8'),
  );
  // TODO(i18n): strings still being moved live in i18n-wip/*.json until they are merged into messages.json.
  const wip = join(ROOT, 'i18n-wip');
  if (existsSync(wip)) {
    for (const file of readdirSync(wip).filter((f) => f.endsWith('.json'))) {
      Object.assign(messages, JSON.parse(readFileSync(join(wip, file), 'utf8')));
    }
  }
  return messages;
}

export function formatMessage(entry: Entry | undefined, subs: string[]): string {
  if (!entry) return '';
  const positional = (text: string) => text.replace(/\$(\d)/g, (_, n: string) => subs[Number(n) - 1] ?? '');
  return entry.message.replace(/\$\$|\$([A-Za-z0-9_@]+)\$|\$(\d)/g, (whole, name?: string, digit?: string) => {
    if (whole === '$$') return '$';
    if (digit) return subs[Number(digit) - 1] ?? '';
    const placeholder = Object.entries(entry.placeholders ?? {}).find(([k]) => k.toLowerCase() === name?.toLowerCase());
    return placeholder ? positional(placeholder[1].content) : whole;
  });
}

export function fakeGetMessage(messages: Record<string, Entry>) {
  return (key: string, subs?: string | string[]) =>
    formatMessage(messages[key], subs === undefined ? [] : Array.isArray(subs) ? subs : [subs]);
}
