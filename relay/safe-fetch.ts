// Every address the relay fetches (store short links it expands, Telegram) must be public: a member could otherwise
// point it at the server's own network. The check is made on the address actually connected to (the connection's
// own DNS lookup), so a name that resolves differently the second time gains nothing. The one exception is the
// configured Telegram base itself, which tests point at the sandbox on this computer.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ? blocked.check(mapped, 'ipv4') : blocked.check(address, 'ipv6');
}

export class PrivateAddressRefused extends Error {
  constructor(readonly host: string) {
    super(`The relay does not fetch private or loopback addresses (${host})`);
    this.name = 'PrivateAddressRefused';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function publicLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new PrivateAddressRefused(hostname), { code: 'EPRIVATE' }), []);
    }
    const wantsAll = (options as { all?: boolean }).all === true;
    if (wantsAll) return callback(null, list);
    const first = list[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
}

const publicAgent = new Agent({ connect: { lookup: publicLookup as never } });

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** `fetch` that refuses any address but a public one (the host's own addresses included). */
export const publicFetch: Fetch = async (input, init) => {
  const host = new URL(input).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isPrivateAddress(host)) throw new PrivateAddressRefused(host);
  return (await undiciFetch(input, { ...(init as object), dispatcher: publicAgent })) as unknown as Response;
};

/** The fetch for Telegram: the configured base as it is (the sandbox in tests), anything else public only. */
export function telegramFetch(base: string): Fetch {
  const origin = new URL(base).origin;
  return (input, init) => (new URL(input).origin === origin ? fetch(input, init) : publicFetch(input, init));
}

/** Where a store's short link leads: its redirects followed (at most 5), each hop public. */
export async function expandShortLink(url: string, timeoutMs = 5000): Promise<string> {
  let current = url;
  for (let hop = 0; hop < 5; hop++) {
    const response = await publicFetch(current, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    const next = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !next) return current;
    current = new URL(next, current).href;
  }
  return current;
}
