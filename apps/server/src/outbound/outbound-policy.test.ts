import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusedRange } from "./address-ranges.js";
import { readAllowList } from "./allow-list.js";
import { OutboundRefused, outboundPolicyFor, outboundRefusalIn } from "./outbound-policy.js";

describe("refusedRange", () => {
  it.each([
    ["127.0.0.1", "loopback"], ["127.255.0.9", "loopback"], ["10.1.2.3", "private"], ["172.16.0.1", "private"], ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"], ["100.64.0.1", "carrierGradeNat"], ["0.0.0.0", "unspecified"], ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"], ["::1", "loopback"], ["::", "unspecified"], ["fe80::1", "linkLocal"], ["fe80::1%eth0", "linkLocal"],
    ["fc00::1", "uniqueLocal"], ["fd12:3456::1", "uniqueLocal"], ["ff02::1", "multicast"],
    // IPv4 written as IPv6: mapped (both spellings), compatible (as the URL parser writes [::127.0.0.1]), NAT64, 6to4.
    ["::ffff:127.0.0.1", "loopback"], ["::ffff:7f00:1", "loopback"], ["::ffff:10.0.0.1", "private"], ["::ffff:169.254.169.254", "linkLocal"],
    ["::7f00:1", "ipv4Compatible"], ["::a00:1", "ipv4Compatible"], ["64:ff9b::a00:1", "rfc6052"], ["2002:7f00:1::", "6to4"],
    ["not-an-address", "invalid"],
  ])("refuses %s (%s)", (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each(["8.8.8.8", "1.1.1.1", "101.6.6.6", "2606:4700::1111", "2001:4860:4860::8888", "::ffff:8.8.8.8"])("accepts the public address %s", (address) => {
    expect(refusedRange(address)).toBeUndefined();
  });
});

describe("readAllowList", () => {
  it("reads hosts, host:port, IPv6 with and without brackets; skips blank lines and comments", () => {
    expect(readAllowList("127.0.0.1\n\n# 本机的 Ollama\nOllama.LAN:11434\n[::1]:8080\nfd00::5\n[::ffff:10.0.0.1]")).toEqual({
      ok: true,
      hosts: [{ host: "127.0.0.1" }, { host: "ollama.lan", port: 11434 }, { host: "::1", port: 8080 }, { host: "fd00::5" }, { host: "10.0.0.1" }],
    });
  });

  it.each(["http://10.0.0.5", "10.0.0.5:0", "10.0.0.5:70000", "ollama lan", "host:port", "[ollama.lan]:80", "a/b"])("refuses the line %j", (line) => {
    expect(readAllowList(`127.0.0.1\n${line}`)).toEqual({ ok: false, line: 2, text: line });
  });
});

describe("connections through an outbound policy", () => {
  let server: http.Server;
  let other: http.Server;
  let port: number;
  let otherPort: number;
  const received: string[] = [];

  const listen = async (handler: http.RequestListener) => {
    const s = http.createServer(handler);
    await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
    return [s, (s.address() as AddressInfo).port] as const;
  };
  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => outboundRefusalIn(error));

  beforeAll(async () => {
    [other, otherPort] = await listen((req, res) => {
      received.push(`other ${req.url}`);
      res.end("other");
    });
    [server, port] = await listen((req, res) => {
      received.push(`main ${req.url}`);
      if (req.url === "/redirect") res.writeHead(302, { location: `http://127.0.0.1:${otherPort}/after-redirect` }).end();
      else res.end("hello");
    });
  });
  afterAll(async () => {
    await Promise.all([server, other].map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it("refuses loopback by address, by a name that resolves to it, and in IPv6 forms: nothing reaches the listener", async () => {
    const guard = outboundPolicyFor("");
    for (const url of [
      `http://127.0.0.1:${port}/a`, `http://localhost:${port}/b`, `http://[::ffff:127.0.0.1]:${port}/c`, `http://[::127.0.0.1]:${port}/d`,
      `http://[::1]:${port}/e`, `http://2130706433:${port}/f`, `http://0x7f.1:${port}/g`,
    ]) {
      const refused = await refusal(guard.fetch(url));
      expect(refused, url).toBeInstanceOf(OutboundRefused);
      expect(refused!.message).toMatch(/^不允许连接本机或内网地址 .+，如确需连接，请在「安全配置」的「允许访问的内网地址」中添加$/);
    }
    expect((await refusal(guard.fetch(`http://localhost:${port}/b`)))!.message).toContain("localhost（127.0.0.1）");
    expect(received).toEqual([]);
  });

  it("connects to an allowed host, on any port or only the one named", async () => {
    expect(await (await outboundPolicyFor("127.0.0.1").fetch(`http://127.0.0.1:${port}/allowed`)).text()).toBe("hello");
    expect(await (await outboundPolicyFor(`localhost:${port}`).fetch(`http://localhost:${port}/by-name`)).text()).toBe("hello");
    expect(await refusal(outboundPolicyFor(`localhost:${port + 1}`).fetch(`http://localhost:${port}/other-port`))).toBeInstanceOf(OutboundRefused);
    // An allowed address allows the names that resolve to it.
    expect(await (await outboundPolicyFor(`127.0.0.1:${port}`).fetch(`http://localhost:${port}/resolved`)).text()).toBe("hello");
    expect(received).toEqual(["main /allowed", "main /by-name", "main /resolved"]);
    received.length = 0;
  });

  it("keeps serving a policy a caller still holds after newer allow lists pushed it out of the kept ones", async () => {
    const held = outboundPolicyFor(`127.0.0.1:${port}\n127.0.0.1:${otherPort}`);
    expect(await (await held.fetch(`http://127.0.0.1:${port}/held`)).text()).toBe("hello");
    for (let i = 1; i <= 12; i++) outboundPolicyFor(`10.0.0.${i}`);
    expect(outboundPolicyFor(`127.0.0.1:${port}\n127.0.0.1:${otherPort}`)).not.toBe(held);
    expect(await (await held.fetch(`http://127.0.0.1:${port}/held-later`)).text()).toBe("hello");
    expect(received).toEqual(["main /held", "main /held-later"]);
    received.length = 0;
  });

  it("checks every connection a redirect makes", async () => {
    const refused = await refusal(outboundPolicyFor(`127.0.0.1:${port}`).fetch(`http://127.0.0.1:${port}/redirect`));
    expect(refused).toBeInstanceOf(OutboundRefused);
    expect(received).toEqual(["main /redirect"]);
    received.length = 0;
  });

  it("gives the addresses it checked, for clients that connect themselves (SMTP)", async () => {
    const guard = outboundPolicyFor("");
    await expect(guard.checkedAddresses("localhost", 25)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(guard.checkedAddresses("[::ffff:10.0.0.1]", 25)).rejects.toThrow("10.0.0.1");
    expect(await outboundPolicyFor("localhost").checkedAddresses("LOCALHOST.", 25)).toContain("127.0.0.1");
    expect(await guard.checkedAddresses("8.8.8.8", 25)).toEqual(["8.8.8.8"]);
  });
});
