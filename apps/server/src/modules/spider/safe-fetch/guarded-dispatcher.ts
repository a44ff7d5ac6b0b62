import dns from "node:dns/promises";
import net from "node:net";
import { Agent, buildConnector } from "undici";
import { canonicalAddress, refusedRange } from "../../../outbound/address-ranges.js";
import { allowListNames, comparableHost, type AllowedHost } from "../../../outbound/allow-list.js";
import { OutboundRefused } from "../../../outbound/outbound-policy.js";

/** Resolves a host name to its addresses (the system resolver unless a test gives its own). */
export type Resolver = (host: string) => Promise<Array<{ address: string }>>;

const systemResolver: Resolver = (host) => dns.lookup(host, { all: true, verbatim: true });

export interface ConnectionRules {
  allowHosts: readonly AllowedHost[];
  resolve?: Resolver;
  /** Told of every socket about to be opened, with the address it goes to (the decision already taken). */
  onConnect?: (host: string, address: string, port: number) => void;
}

/**
 * The addresses host:port may be reached at: every address the name resolves to must be public unicast (see
 * outbound/address-ranges.ts: loopback, private, link-local, unique-local, CGNAT, multicast, unspecified and IPv4
 * written as IPv6 are refused), or the host or the address allowed. Throws OutboundRefused otherwise.
 */
export async function checkedAddresses(rules: ConnectionRules, host: string, port: number): Promise<string[]> {
  const name = comparableHost(host);
  const permits = (address: string) =>
    !refusedRange(address) || allowListNames(rules.allowHosts, name, port) || allowListNames(rules.allowHosts, address, port);
  if (net.isIP(name)) {
    if (!permits(name)) throw new OutboundRefused(host, name);
    return [name];
  }
  const resolved = await (rules.resolve ?? systemResolver)(name);
  if (resolved.length === 0) throw new Error(`${name} 无法解析`);
  const addresses = resolved.map((r) => canonicalAddress(r.address) ?? r.address);
  const refused = addresses.find((address) => !permits(address));
  if (refused) throw new OutboundRefused(host, refused);
  return addresses;
}

/**
 * An undici dispatcher whose every connection (the first and each redirect's) resolves the host once, checks the
 * addresses, and opens the socket to a checked address itself: no second resolution happens that could answer
 * differently (DNS rebinding). The TLS server name stays the host's name.
 */
export function guardedDispatcher(rules: ConnectionRules): Agent {
  const connect = buildConnector({});
  const connectTo = (options: buildConnector.Options, addresses: string[], port: number, callback: buildConnector.Callback): void => {
    const [address, ...rest] = addresses;
    rules.onConnect?.(options.hostname, address, port);
    connect({ ...options, hostname: address }, (...result) => {
      if (result[0] && rest.length) connectTo(options, rest, port, callback);
      else callback(...result);
    });
  };
  return new Agent({
    connect(options, callback) {
      const port = Number(options.port) || (options.protocol === "https:" ? 443 : 80);
      checkedAddresses(rules, options.hostname, port).then(
        (addresses) => connectTo(options, addresses, port, callback),
        (error: Error) => callback(error, null),
      );
    },
  });
}
