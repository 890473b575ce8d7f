import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * An address as the socket reads it. IPv6 goes through the URL parser's exact serialisation first:
 * ipaddr.js reads "::a.b.c.d" (IPv4-compatible, ::0a0b:0c0d) as if it were "::ffff:a.b.c.d".
 */
function parseExactly(address: string): Address | undefined {
  const version = isIP(address);
  if (version === 4) return ipaddr.parse(address);
  if (version !== 6) return undefined;
  const exact = new URL(`http://[${address.replace(/%.*$/, '')}]/`).hostname.slice(1, -1);
  return ipaddr.parse(exact);
}

/** The last 32 bits of an IPv6 address, as the IPv4 address they carry. */
const lastIPv4 = (ip: ipaddr.IPv6) =>
  new ipaddr.IPv4([ip.parts[6] >> 8, ip.parts[6] & 0xff, ip.parts[7] >> 8, ip.parts[7] & 0xff]);

/**
 * The IPv4 address an IPv6 form leads to: IPv4-mapped (::ffff:a.b.c.d), IPv4-translated
 * (::ffff:0:a.b.c.d), NAT64's well-known prefix (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
 */
function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  switch (ip.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return lastIPv4(ip);
    case 'rfc6052':
      // 64:ff9b::/96 only; the local-use prefix 64:ff9b:1::/48 is a private network's own.
      return ip.parts[2] === 0 && ip.parts[3] === 0 && ip.parts[4] === 0 && ip.parts[5] === 0
        ? lastIPv4(ip)
        : undefined;
    case '6to4':
      return new ipaddr.IPv4([ip.parts[1] >> 8, ip.parts[1] & 0xff, ip.parts[2] >> 8, ip.parts[2] & 0xff]);
    default:
      return undefined;
  }
}

const TUNNELS = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052', '6to4']);

/**
 * The range of an address, by ipaddr.js's names; "unicast" only for an address on the public internet.
 * IPv6 forms that carry an IPv4 address are judged by that address; IPv6 outside the global unicast
 * block 2000::/3 (IPv4-compatible ::a.b.c.d, unassigned space) is "reserved".
 */
export function addressRange(address: string): string {
  const ip = parseExactly(address);
  if (!ip) return 'invalid';
  if (ip.kind() === 'ipv4') return ip.range();
  const v6 = ip as ipaddr.IPv6;
  const range = v6.range();
  if (TUNNELS.has(range)) {
    const v4 = embeddedIPv4(v6);
    return v4 ? v4.range() : range;
  }
  if (range !== 'unicast') return range;
  return (v6.parts[0] & 0xe000) === 0x2000 ? 'unicast' : 'reserved';
}

/** Whether an address (IPv4 or IPv6, as DNS answers it) is on the public internet. */
export const isPublicAddress = (address: string) => addressRange(address) === 'unicast';

/** An address parsed, with an IPv4 address written in IPv6 (::ffff:a.b.c.d) read as IPv4. */
export function parseAddress(address: string): Address | undefined {
  const ip = parseExactly(address);
  return ip?.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
}
