import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAllowList, type AllowedHost } from "../../../outbound/allow-list.js";
import { FetchRefused } from "./fetch-refused.js";
import { checkedAddresses, type Resolver } from "./guarded-dispatcher.js";
import { readText, saveToFile } from "./read-body.js";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch.js";

/** Names the tests resolve themselves: nothing here asks a DNS server. */
const zone: Record<string, string[]> = {
  "docs.test": ["127.0.0.1"],
  "metadata.test": ["169.254.169.254"],
  "internal.test": ["10.0.0.1"],
  "cgnat.test": ["100.64.0.1"],
  "v6.test": ["::1"],
  "mapped.test": ["::ffff:127.0.0.1"],
  "ula.test": ["fd00::1"],
  // A name that answers a public address and a private one: every address must pass.
  "rebind.test": ["93.184.216.34", "10.0.0.1"],
};

const allow = (text: string): AllowedHost[] => {
  const reading = readAllowList(text);
  if (!reading.ok) throw new Error(text);
  return reading.hosts;
};

describe("safe fetching", () => {
  let docs: http.Server;
  let target: http.Server;
  let docsPort: number;
  let targetPort: number;
  const targetHits: string[] = [];
  const resolved: string[] = [];
  const connections: Array<{ host: string; address: string; port: number }> = [];
  const resolve: Resolver = (host) => {
    resolved.push(host);
    const addresses = zone[host];
    return addresses ? Promise.resolve(addresses.map((address) => ({ address }))) : Promise.reject(new Error(`getaddrinfo ENOTFOUND ${host}`));
  };
  const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
    allowHosts: allow("docs.test"),
    resolve,
    onConnect: (host, address, port) => connections.push({ host, address, port }),
    timeoutMs: 10_000,
    ...extra,
  });
  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);
  const listen = async (handler: http.RequestListener) => {
    const server = http.createServer(handler);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    return [server, (server.address() as AddressInfo).port] as const;
  };

  beforeAll(async () => {
    [target, targetPort] = await listen((req, res) => {
      targetHits.push(req.url ?? "");
      res.end("secret");
    });
    [docs, docsPort] = await listen((req, res) => {
      const url = new URL(req.url ?? "/", "http://docs.test");
      if (url.pathname === "/to") res.writeHead(302, { location: url.searchParams.get("location") ?? "/" }).end();
      else if (url.pathname === "/loop") res.writeHead(302, { location: "/loop" }).end();
      else if (url.pathname === "/big") {
        res.writeHead(200, { "content-type": "application/pdf" });
        const chunk = Buffer.alloc(64 * 1024, 1);
        for (let i = 0; i < 40; i++) res.write(chunk);
        res.end();
      } else if (url.pathname === "/declared-big") res.writeHead(200, { "content-length": String(5 * 1024 * 1024) }).end();
      else if (url.pathname === "/hang") res.writeHead(200).write("partial");
      else res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<p>文档列表</p>");
    });
  });
  afterAll(async () => {
    docs.closeAllConnections();
    await Promise.all([docs, target].map((s) => new Promise((done) => s.close(done))));
  });

  it("fetches an allowed host, resolving it once and connecting to the address it checked", async () => {
    resolved.length = connections.length = 0;
    const fetched = await safeFetch(`http://docs.test:${docsPort}/list`, options());
    expect(await readText(fetched, 1024, 10_000)).toBe("<p>文档列表</p>");
    expect(resolved).toEqual(["docs.test"]);
    expect(connections).toEqual([{ host: "docs.test", address: "127.0.0.1", port: docsPort }]);
  });

  it.each([
    ["loopback", "http://127.0.0.1/secret", "127.0.0.1"],
    ["a private address", "http://10.0.0.1/", "10.0.0.1"],
    ["the cloud metadata address", "http://169.254.169.254/latest/meta-data/", "169.254.169.254"],
    ["IPv6 loopback", "http://[::1]/", "::1"],
    ["IPv4-mapped IPv6 loopback", "http://[::ffff:127.0.0.1]/", "127.0.0.1"],
    ["decimal IPv4", "http://2130706433/", "127.0.0.1"],
    ["octal IPv4", "http://0177.0.0.1/", "127.0.0.1"],
    ["hex IPv4", "http://0x7f.0x0.0x0.0x1/", "127.0.0.1"],
    ["a name resolving to the metadata address", "http://metadata.test/", "169.254.169.254"],
    ["a name resolving to a private address", "http://internal.test/", "10.0.0.1"],
    ["a name resolving to CGNAT", "http://cgnat.test/", "100.64.0.1"],
    ["a name resolving to IPv6 loopback", "http://v6.test/", "::1"],
    ["a name resolving to mapped loopback", "http://mapped.test/", "127.0.0.1"],
    ["a name resolving to a unique-local address", "http://ula.test/", "fd00::1"],
    ["a name with one private address among public ones", "http://rebind.test/", "10.0.0.1"],
  ])("refuses a redirect to %s before any connection to it", async (_case, location, address) => {
    connections.length = 0;
    const error = await refusal(safeFetch(`http://docs.test:${docsPort}/to?location=${encodeURIComponent(location)}`, options()));
    expect(error).toBeInstanceOf(FetchRefused);
    expect((error as Error).message).toMatch(/^不允许连接本机或内网地址 /);
    expect((error as Error).message).toContain(address);
    // The only socket opened went to the allowed document server; none to the refused address.
    expect(connections).toEqual([{ host: "docs.test", address: "127.0.0.1", port: docsPort }]);
    expect(targetHits).toEqual([]);
  });

  it.each([
    ["localhost", "http://localhost/"],
    ["a localhost subdomain", "http://files.localhost/"],
    ["LOCALHOST with a final dot", "http://LOCALHOST./"],
  ])("refuses %s by name, without resolving it", async (_case, location) => {
    resolved.length = connections.length = 0;
    const error = await refusal(safeFetch(`http://docs.test:${docsPort}/to?location=${encodeURIComponent(location)}`, options()));
    expect((error as Error).message).toMatch(/^不允许连接本机地址 /);
    expect(resolved).toEqual(["docs.test"]);
    expect(connections).toHaveLength(1);
  });

  it("refuses other schemes, credentials in the address and ports other than the scheme's unless allowed", async () => {
    const cases: Array<[string, RegExp]> = [
      ["file:///etc/passwd", /只能采集 http 或 https 链接/],
      ["ftp://docs.test/a.pdf", /只能采集 http 或 https 链接/],
      ["http://user:pass@docs.test/", /用户名或密码/],
      [`http://127.0.0.1:${targetPort}/`, new RegExp(`不允许访问 127.0.0.1 的 ${targetPort} 端口`)],
      ["http://internal.test:8080/", /不允许访问 internal.test 的 8080 端口/],
    ];
    for (const [location, message] of cases) {
      const redirected = await refusal(safeFetch(`http://docs.test:${docsPort}/to?location=${encodeURIComponent(location)}`, options()));
      expect((redirected as Error).message, location).toMatch(message);
      expect(await refusal(safeFetch(location, options())), location).toBeInstanceOf(FetchRefused);
    }
    expect(targetHits).toEqual([]);
    // A host the allow list names with its port passes the port rule.
    const fetched = await safeFetch(`http://docs.test:${docsPort}/`, options({ allowHosts: allow(`docs.test:${docsPort}`) }));
    expect(await readText(fetched, 1024, 10_000)).toContain("文档列表");
  });

  it("follows a limited number of redirects", async () => {
    const error = await refusal(safeFetch(`http://docs.test:${docsPort}/loop`, options({ maxRedirects: 3 })));
    expect((error as Error).message).toBe("重定向次数过多");
  });

  it("stops a body past the size limit while streaming, and one that announces too much before reading", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "spider-fetch-"));
    const file = path.join(folder, "big.pdf");
    const streamed = await refusal(saveToFile(await safeFetch(`http://docs.test:${docsPort}/big`, options()), file, 1024 * 1024, 10_000));
    expect((streamed as Error).message).toBe("文件超过 1 MB，已停止下载");
    expect(fs.existsSync(file)).toBe(false);
    const declared = await refusal(saveToFile(await safeFetch(`http://docs.test:${docsPort}/declared-big`, options()), file, 1024 * 1024, 10_000));
    expect(declared).toBeInstanceOf(FetchRefused);
    const saved = await saveToFile(await safeFetch(`http://docs.test:${docsPort}/big`, options()), file, 4 * 1024 * 1024, 10_000);
    expect(saved.size).toBe(40 * 64 * 1024);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("ends the whole exchange at the time limit", async () => {
    const fetched = await safeFetch(`http://docs.test:${docsPort}/hang`, options({ timeoutMs: 500 }));
    const error = await refusal(readText(fetched, 1024, 500));
    expect(error).toBeInstanceOf(FetchRefused);
    expect((error as Error).message).toMatch(/^超过 \d+ 秒仍未完成/);
  });

  it("checks the addresses a name resolves to with the system resolver too", async () => {
    await expect(checkedAddresses({ allowHosts: [] }, "localhost", 80)).rejects.toThrow(/不允许连接本机或内网地址 localhost（(127\.0\.0\.1|::1)）/);
    expect(await checkedAddresses({ allowHosts: allow("localhost") }, "localhost", 80)).not.toHaveLength(0);
    expect(await checkedAddresses({ allowHosts: [] }, "8.8.8.8", 80)).toEqual(["8.8.8.8"]);
  });
});
