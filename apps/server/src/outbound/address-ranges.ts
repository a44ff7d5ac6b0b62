import ipaddr from "ipaddr.js";

/** An IP address as one spelling: IPv4-mapped IPv6 (::ffff:a.b.c.d) as the IPv4 address, IPv6 compressed. */
export function canonicalAddress(address: string): string | undefined {
  const bare = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return undefined;
  return ipaddr.process(bare).toString();
}

/** ::a.b.c.d, the deprecated IPv4-compatible form (ipaddr.js calls it unicast): the first 96 bits zero. */
const isIpv4Compatible = (address: ipaddr.IPv6) => address.parts.slice(0, 6).every((part) => part === 0);

/**
 * Why the server must not connect to this address, or undefined for a public unicast address. Refused: loopback,
 * private (RFC 1918, fc00::/7), link-local, CGNAT 100.64/10, unspecified, multicast, broadcast and every other
 * special range, IPv4 written as IPv6 (mapped ::ffff:0:0/96, compatible ::/96, NAT64, 6to4, Teredo) included.
 * Anything that is not an IP address is refused too.
 */
export function refusedRange(address: string): string | undefined {
  const bare = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return "invalid";
  const parsed = ipaddr.process(bare);
  const range = parsed.range();
  if (range !== "unicast") return range;
  if (parsed.kind() === "ipv6" && isIpv4Compatible(parsed as ipaddr.IPv6)) return "ipv4Compatible";
  return undefined;
}
