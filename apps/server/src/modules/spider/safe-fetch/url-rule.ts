import { allowListNames, comparableHost, type AllowedHost } from "../../../outbound/allow-list.js";
import { FetchRefused } from "./fetch-refused.js";

const defaultPorts: Record<string, number> = { "http:": 80, "https:": 443 };

/** `localhost` and its subdomains (RFC 6761): loopback whatever a resolver says. */
const isLocalhostName = (host: string) => host === "localhost" || host.endsWith(".localhost");

/**
 * The rule for an address the spider may fetch, before any resolution: http or https only, no user name or password,
 * the scheme's own port (80, 443) and no `localhost` name — unless the host (by name or address, as written in
 * `security.outbound_allow_hosts`, with that port or any) is allowed. The WHATWG parser has already turned decimal,
 * octal and hex IPv4 spellings into dotted quads; the address itself is checked when connecting.
 */
export function checkUrlRule(url: URL, allowHosts: readonly AllowedHost[]): void {
  const defaultPort = defaultPorts[url.protocol];
  if (defaultPort === undefined) throw new FetchRefused(`只能采集 http 或 https 链接：${url.protocol}`);
  if (url.username || url.password) throw new FetchRefused("链接中不能包含用户名或密码");
  const host = comparableHost(url.hostname);
  const port = url.port === "" ? defaultPort : Number(url.port);
  const allowed = allowListNames(allowHosts, host, port);
  if (port !== defaultPort && !allowed) {
    throw new FetchRefused(`不允许访问 ${host} 的 ${port} 端口，如确需访问，请在「安全配置」的「允许访问的内网地址」中添加 ${host}:${port}`);
  }
  if (isLocalhostName(host) && !allowed) throw new FetchRefused(`不允许连接本机地址 ${host}`);
}
