import ipaddr from "ipaddr.js";

/**
 * Whether an address names this machine only: localhost (and *.localhost), a loopback IP (127/8, ::1) or the
 * unspecified address. Nobody else (a visitor, a crawler, a payment gateway) can reach a link to it.
 */
export function isLoopbackOrigin(origin: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return true;
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  if (!ipaddr.isValid(bare)) return false;
  const range = ipaddr.process(bare).range();
  return range === "loopback" || range === "unspecified";
}
