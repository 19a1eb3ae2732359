// The log of API requests the sandbox received, for tests that check what reached the API.

export interface LoggedRequest {
  method: string;
  /** The API path after /pub_api/v3, such as "/links/convert". */
  path: string;
  /** Query parameters; a repeated one (category_ids[]) gives a list. */
  query: Record<string, string | string[]>;
  /** The JSON body, the raw text when it is not JSON, or null. */
  body: unknown;
  /** Last 4 characters of the API key sent, or null. */
  key_tail: string | null;
  status: number;
  at: string;
}

const MAX_ENTRIES = 2000;

export class RequestLog {
  private entries: LoggedRequest[] = [];

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.shift();
  }

  list(): LoggedRequest[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}

export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}

export function bodyValue(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
