/**
 * Host lists an administrator adds to the pages' Content-Security-Policy (system.analytics_hosts,
 * security.image_hosts): one source a line, either the scheme `https:` / `http:` or `scheme://host[:port]`
 * whose host may start with a `*.` label. Nothing else — no quotes, keywords ('unsafe-inline'), `*` alone,
 * spaces or semicolons — so a setting can add hosts to the policy but never change it otherwise.
 */
const schemeSource = /^https?:$/;
const hostSource = /^https?:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))*(?::\d{1,5})?$/;

/** An entry in the form it is stored and used: lower case, without a trailing "/" after the host. */
export function normalizeCspSource(entry: string): string {
  return entry.trim().toLowerCase().replace(/^(https?:\/\/[^/]+)\/$/, "$1");
}

export function isCspSource(entry: string): boolean {
  return schemeSource.test(entry) || hostSource.test(entry);
}

/** The entries of a stored list: one a line, normalized, empty lines left out. */
export function cspSourceLines(value: string): string[] {
  return value
    .split("\n")
    .map(normalizeCspSource)
    .filter(Boolean);
}

export const cspSourceExample = "每行一个来源，如 https: 或 https://hm.baidu.com，可带端口，域名可以 *. 开头";
