// Whether an address is on the public internet, and a fetch that only goes there. What the extension fetches on a
// server's say-so (a campaign's image, a page a link leads to) is fetched with the extension's rights, so it must
// never reach this computer (loopback), the local network (private ranges, carrier-grade NAT), link-local or
// unique-local addresses, or a name that only means something here (`localhost`, a single-label name such as
// `router`, `.local`, `.internal`). Judged on the host as the URL parser writes it (`new URL(…).hostname`): IPv4 in
// dotted decimal (`http://2130706433/` and `http://0x7f.1/` are 127.0.0.1 there too), IPv6 in brackets, lower
// case, compressed, an IPv4-mapped address in hex. A public name that resolves to a private address cannot be seen
// from here (no DNS answer is given to extensions); redirects are refused, so none can lead there either.

/** Private, loopback, link-local, unique-local, multicast or reserved, or a name that means this computer. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[')) return isPrivateIpv6(host.slice(1, -1));
  const m = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  return m !== null && isPrivateIpv4(Number(m[1]), Number(m[2]));
}

/** A host on the public internet: not private (above), and a name with a dot that is no local-only suffix. */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || isPrivateHost(host)) return false;
  if (host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(host)) return true;
  if (!host.includes('.')) return false;
  return !/\.(local|internal|intranet|lan|home|corp|localdomain|home\.arpa)$/.test(host);
}

/** An http(s) URL on a public host; anything else (another scheme, credentials in it, no URL) is not. */
export function isPublicUrl(url: string | URL | null | undefined): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  return isPublicHost(parsed.hostname);
}

function isPrivateIpv4(a: number, b: number): boolean {
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast and reserved
  );
}

function isPrivateIpv6(host: string): boolean {
  const [head = '', tail] = host.split('::');
  const words = (s: string | undefined) => (s ? s.split(':').map((w) => Number.parseInt(w, 16)) : []);
  const front = words(head);
  const back = words(tail);
  const all = [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill(0), ...back];
  const [w0 = 0] = all;
  const zeros = (n: number) => all.slice(0, n).every((w) => w === 0);
  if (zeros(8) || (zeros(7) && all[7] === 1)) return true; // :: and ::1
  if ((w0 & 0xfe00) === 0xfc00 || (w0 & 0xffc0) === 0xfe80 || w0 >= 0xff00) return true; // fc00::/7, fe80::/10, ff00::/8
  // ::ffff:a.b.c.d (IPv4-mapped, written in hex by the parser) and 64:ff9b::a.b.c.d (NAT64): judged as the IPv4 address
  const mapped =
    (zeros(5) && all[5] === 0xffff) || (w0 === 0x64 && all[1] === 0xff9b && all.slice(2, 6).every((w) => w === 0));
  if (mapped) return isPrivateIpv4((all[6] ?? 0) >> 8, (all[6] ?? 0) & 0xff);
  return false;
}

export type PublicFetchProblem = 'not_public' | 'too_big' | 'timeout' | 'status' | 'network';

/** Why a public fetch gave nothing: the address, the size, the time, the answer's status, or no answer. */
export class PublicFetchError extends Error {
  constructor(readonly problem: PublicFetchProblem) {
    super(`Not fetched: ${problem}`);
    this.name = 'PublicFetchError';
  }
}

export interface PublicFetchOptions {
  /** The most bytes read; a bigger answer is dropped, its download stopped. */
  maxBytes: number;
  /** The whole fetch, the body included, ends by then. */
  timeoutMs: number;
  /** The `fetch` used (the global one when omitted; tests pass a fake). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Headers to send (no cookies are ever sent). */
  headers?: Record<string, string>;
}

export interface PublicAnswer {
  bytes: Uint8Array;
  /** The answer's Content-Type, as sent (empty when none). */
  type: string;
}

/**
 * `url`'s body, fetched only from a public address: no cookies, no referrer, redirects refused (one could lead to
 * a private address), at most `maxBytes`, aborted at `timeoutMs`. Throws a PublicFetchError saying why not.
 */
export async function fetchPublic(url: string, options: PublicFetchOptions): Promise<PublicAnswer> {
  if (!isPublicUrl(url)) throw new PublicFetchError('not_public');
  const controller = new AbortController();
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    controller.abort();
  }, options.timeoutMs);
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  try {
    const response = await doFetch(url, {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      redirect: 'error',
      signal: controller.signal,
      headers: options.headers,
    });
    if (!response.ok) throw new PublicFetchError('status');
    const declared = Number(response.headers.get('content-length'));
    if (declared > options.maxBytes) throw new PublicFetchError('too_big');
    const bytes = await readCapped(response, options.maxBytes, controller);
    return { bytes, type: response.headers.get('content-type') ?? '' };
  } catch (error) {
    if (error instanceof PublicFetchError) throw error;
    throw new PublicFetchError(late ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
}

async function readCapped(response: Response, maxBytes: number, controller: AbortController): Promise<Uint8Array> {
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    if (whole.length > maxBytes) throw new PublicFetchError('too_big');
    return whole;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      controller.abort();
      await reader.cancel().catch(() => {});
      throw new PublicFetchError('too_big');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
