import { badRequest } from "../http/errors.js";
import { OutboundRefused, type OutboundPolicy } from "./outbound-policy.js";

const LOOKUP_WAIT_MS = 3000;

const defaultPort = (protocol: string) => (protocol === "https:" ? 443 : 80);

/**
 * When an administrator saves an address: a 400 naming `label` when it points at an address the guard refuses.
 * A name that does not resolve (now, or within a few seconds) is accepted; the guard checks every connection anyway.
 */
export async function refuseInternalHost(policy: OutboundPolicy, label: string, host: string, port: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, LOOKUP_WAIT_MS)));
  try {
    await Promise.race([policy.checkedAddresses(host, port), gaveUp]);
  } catch (error) {
    if (error instanceof OutboundRefused) throw badRequest(`${label}：${error.message}`);
  } finally {
    clearTimeout(timer);
  }
}

/** The same for an http(s) URL; anything else (a path on this site, an empty value) is not an outbound address. */
export async function refuseInternalUrl(policy: OutboundPolicy, label: string, value: string): Promise<void> {
  if (!/^https?:\/\//i.test(value.trim())) return;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return;
  }
  await refuseInternalHost(policy, label, url.hostname, Number(url.port) || defaultPort(url.protocol));
}
