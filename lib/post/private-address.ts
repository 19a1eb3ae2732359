// Addresses a short link must never lead the extension to: this computer (loopback), the local network (private
// ranges), link-local and unique-local addresses, and names that mean this computer. Judged on the host as the URL
// parser writes it, so `http://2130706433/` and `http://0x7f.1/` are 127.0.0.1 here too. Pure.

export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[')) return isPrivateIpv6(host.slice(1, -1));
  const v4 = ipv4Parts(host);
  return v4 !== null && isPrivateIpv4(v4);
}

function ipv4Parts(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

function isPrivateIpv4([a, b]: number[]): boolean {
  if (a === undefined || b === undefined) return false;
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224 // multicast and reserved
  );
}

function isPrivateIpv6(host: string): boolean {
  const words = ipv6Words(host);
  if (!words) return true; // not an address the parser would write: refused rather than guessed
  const [w0 = 0] = words;
  if (words.every((w) => w === 0)) return true; // ::
  if (words.slice(0, 7).every((w) => w === 0) && words[7] === 1) return true; // ::1
  if ((w0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((w0 & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((w0 & 0xff00) === 0xff00) return true; // multicast
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d: judged as the IPv4 address
  if (words.slice(0, 5).every((w) => w === 0) && (words[5] === 0xffff || words[5] === 0)) {
    const hi = words[6] ?? 0;
    const lo = words[7] ?? 0;
    return isPrivateIpv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  }
  return false;
}

/** The eight 16-bit words of an IPv6 address (with `::` and a trailing dotted IPv4 part), or null. */
function ipv6Words(text: string): number[] | null {
  let body = text;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(body);
  if (dotted) {
    const v4 = ipv4Parts(dotted[2] as string);
    if (!v4) return null;
    tail.push(((v4[0] as number) << 8) | (v4[1] as number), ((v4[2] as number) << 8) | (v4[3] as number));
    body = `${dotted[1]}0`; // a placeholder word, dropped below
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((w) => (/^[0-9a-f]{1,4}$/.test(w) ? parseInt(w, 16) : NaN)));
  const head = parse(halves[0] as string);
  const rest = halves.length === 2 ? parse(halves[1] as string) : [];
  if (tail.length > 0) (rest.length > 0 || halves.length === 2 ? rest : head).pop();
  const given = head.length + rest.length + tail.length;
  if ([...head, ...rest].some(Number.isNaN) || given > 8 || (halves.length === 1 && given !== 8)) return null;
  return [...head, ...Array(8 - given).fill(0), ...rest, ...tail];
}
