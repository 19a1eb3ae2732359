import { parseWebUrl } from '../lib/core/web-url';

/** Only http(s) links are ever rendered or opened; anything else becomes null. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  return parseWebUrl(value)?.href ?? null;
}
