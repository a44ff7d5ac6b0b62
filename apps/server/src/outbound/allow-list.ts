import net from "node:net";
import { canonicalAddress } from "./address-ranges.js";

/** One line of `security.outbound_allow_hosts`: a host name or IP address, with or without a port. */
export interface AllowedHost {
  host: string;
  port?: number;
}

export type AllowListReading = { ok: true; hosts: AllowedHost[] } | { ok: false; line: number; text: string };

const hostName = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,62})(\.[a-z0-9_]([a-z0-9_-]{0,62}))*$/;

/** A host as compared: an IP address in its canonical spelling, a name in lower case without a final dot. */
export function comparableHost(host: string): string {
  const bare = host.trim().replace(/^\[(.*)\]$/, "$1");
  return canonicalAddress(bare) ?? bare.toLowerCase().replace(/\.$/, "");
}

function readLine(line: string): AllowedHost | undefined {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(line);
  const [host, port] = bracketed
    ? [bracketed[1], bracketed[2]]
    : net.isIPv6(line)
      ? [line, undefined]
      : (line.split(/:(?=\d+$)/) as [string, string | undefined]);
  const portNumber = port === undefined ? undefined : Number(port);
  if (portNumber !== undefined && !(Number.isInteger(portNumber) && portNumber >= 1 && portNumber <= 65535)) return undefined;
  const comparable = comparableHost(host);
  if (bracketed && !net.isIPv6(comparable) && !net.isIPv4(comparable)) return undefined;
  if (!net.isIP(comparable) && !hostName.test(comparable)) return undefined;
  return { host: comparable, ...(portNumber === undefined ? {} : { port: portNumber }) };
}

/**
 * Reads the setting: one host or host:port a line ([IPv6]:port with a port); empty lines and # comments skipped.
 * A line that is none of these fails the reading, or is left out with `skipUnreadable`.
 */
export function readAllowList(text: string, options: { skipUnreadable?: boolean } = {}): AllowListReading {
  const hosts: AllowedHost[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const host = readLine(line);
    if (host) hosts.push(host);
    else if (!options.skipUnreadable) return { ok: false, line: index + 1, text: line };
  }
  return { ok: true, hosts };
}

/** Whether the list names this host (a name as written in the address, or an IP address) on this port. */
export function allowListNames(hosts: readonly AllowedHost[], host: string, port: number): boolean {
  const comparable = comparableHost(host);
  return hosts.some((allowed) => allowed.host === comparable && (allowed.port === undefined || allowed.port === port));
}
