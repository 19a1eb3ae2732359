// Addresses a short link must never lead the extension to: this computer (loopback), the local network (private
// ranges), link-local and unique-local addresses, and names that mean this computer. Judged on the host as the URL
// parser writes it (`new URL(…).hostname`): IPv4 in dotted decimal (`http://2130706433/` and `http://0x7f.1/` are
// 127.0.0.1 there too), IPv6 in brackets, lower case, compressed, an IPv4-mapped address in hex. Pure.

export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[')) return isPrivateIpv6(host.slice(1, -1));
  const m = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  return m !== null && isPrivateIpv4(Number(m[1]), Number(m[2]));
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
  // ::ffff:a.b.c.d (IPv4-mapped, written in hex by the parser): judged as the IPv4 address
  if (zeros(5) && all[5] === 0xffff) return isPrivateIpv4((all[6] ?? 0) >> 8, (all[6] ?? 0) & 0xff);
  return false;
}
