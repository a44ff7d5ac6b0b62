import dns from "node:dns/promises";
import net from "node:net";
import { Agent, buildConnector, fetch as undiciFetch, type Dispatcher, type RequestInit, type Response } from "undici";
import type { AppContext } from "../context.js";
import { canonicalAddress, refusedRange } from "./address-ranges.js";
import { allowListNames, comparableHost, readAllowList, type AllowedHost } from "./allow-list.js";

export const allowHostsSetting = { category: "security", name: "outbound_allow_hosts" } as const;

/** A connection the guard refused: the address is loopback, private, link-local… and not in the allow list. */
export class OutboundRefused extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    const named = comparableHost(host) === address ? address : `${host}（${address}）`;
    super(`不允许连接本机或内网地址 ${named}，如确需连接，请在「安全配置」的「允许访问的内网地址」中添加`);
    this.name = "OutboundRefused";
  }
}

/**
 * How the server reaches an address an administrator set (model providers, the watermark URL, payment gateways,
 * the SMTP server): only public unicast addresses, or hosts `security.outbound_allow_hosts` names. The check is on
 * the address actually connected to — a name is resolved, every address it resolves to checked, and the connection
 * made to the checked address — so a name that resolves again to another address (DNS rebinding) gains nothing.
 */
export interface OutboundPolicy {
  readonly allowHosts: readonly AllowedHost[];
  /** The addresses to connect to for host:port, in the resolver's order; throws OutboundRefused, or the resolver's error. */
  checkedAddresses(host: string, port: number): Promise<string[]>;
  /** Connects only to checked addresses (every connection, redirects included). */
  readonly dispatcher: Dispatcher;
  /** undici's fetch (of the same undici as `dispatcher`) through `dispatcher`. */
  fetch(url: string | URL, init?: RequestInit): Promise<Response>;
}

function newPolicy(allowHosts: readonly AllowedHost[]): OutboundPolicy {
  const permits = (host: string, address: string, port: number) =>
    !refusedRange(address) || allowListNames(allowHosts, host, port) || allowListNames(allowHosts, address, port);
  async function checkedAddresses(host: string, port: number): Promise<string[]> {
    const name = comparableHost(host);
    if (net.isIP(name)) {
      if (!permits(name, name, port)) throw new OutboundRefused(host, name);
      return [name];
    }
    const resolved = await dns.lookup(name, { all: true, verbatim: true });
    for (const { address } of resolved) {
      const canonical = canonicalAddress(address) ?? address;
      if (!permits(name, canonical, port)) throw new OutboundRefused(host, canonical);
    }
    if (resolved.length === 0) throw new Error(`${name} 无法解析`);
    return resolved.map((r) => r.address);
  }
  const connect = buildConnector({});
  /** Tries the checked addresses in turn, as a connection to the name would. */
  const connectTo = (options: buildConnector.Options, addresses: string[], callback: buildConnector.Callback): void => {
    const [address, ...rest] = addresses;
    // The host (and so the TLS server name and certificate check) stays the name; only the socket goes to the address.
    connect({ ...options, hostname: address }, (...result) => {
      if (result[0] && rest.length) connectTo(options, rest, callback);
      else callback(...result);
    });
  };
  const dispatcher = new Agent({
    connect(options, callback) {
      const port = Number(options.port) || (options.protocol === "https:" ? 443 : 80);
      checkedAddresses(options.hostname, port).then(
        (addresses) => connectTo(options, addresses, callback),
        (error: Error) => callback(error, null),
      );
    },
  });
  return {
    allowHosts,
    checkedAddresses,
    dispatcher,
    fetch: (url, init) => undiciFetch(url, { ...init, dispatcher }),
  };
}

/** Policies by allow list, kept so that their connection pools are reused. */
const policies = new Map<string, OutboundPolicy>();
const KEPT_POLICIES = 8;

/** The policy for an allow list as written in the setting (lines that cannot be read allow nothing). */
export function outboundPolicyFor(allowText: string): OutboundPolicy {
  let policy = policies.get(allowText);
  if (!policy) {
    const reading = readAllowList(allowText, { skipUnreadable: true });
    policy = newPolicy(reading.ok ? reading.hosts : []);
    policies.set(allowText, policy);
    if (policies.size > KEPT_POLICIES) {
      // Not closed: a caller may still hold it and start a request later, which a closed pool refuses (UND_ERR_CLOSED,
      // then UND_ERR_DESTROYED). Its idle connections end on their own at undici's keep-alive timeout.
      policies.delete(policies.keys().next().value!);
    }
  }
  return policy;
}

/** The policy in force: `security.outbound_allow_hosts` now. */
export async function outboundPolicy(ctx: AppContext): Promise<OutboundPolicy> {
  return outboundPolicyFor(await ctx.settings.get(allowHostsSetting.category, allowHostsSetting.name));
}

/** The guard's refusal somewhere in an error's causes (fetch wraps connection errors in TypeError("fetch failed")). */
export function outboundRefusalIn(error: unknown): OutboundRefused | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (e instanceof OutboundRefused) return e;
  }
  return undefined;
}
