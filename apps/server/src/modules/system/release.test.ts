import { apiRoutes } from "@wenku/contract";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { MAX_RELEASE_BYTES } from "./check-release.js";
import { runningVersion } from "./running-version.js";

/** What a release source answers, by path: GitHub's "latest release" shape, Gitee's list, and broken answers. */
const answers: Record<string, { type: string; body: string }> = {
  "/latest": {
    type: "application/json",
    body: JSON.stringify({ tag_name: "v99.1.0", name: "文库 99.1", body: "## 新功能\n- 更快", published_at: "2026-11-01T08:00:00Z", assets: [] }),
  },
  "/list": { type: "application/json", body: JSON.stringify([{ tag_name: "v99.2.0", name: "99.2", body: "", created_at: "2026-11-02" }, { tag_name: "v1.0.0" }]) },
  "/old": { type: "application/json", body: JSON.stringify({ tag_name: "v0.0.1", name: "old" }) },
  "/html": { type: "text/html", body: "<html>not json</html>" },
  "/huge": { type: "application/json", body: JSON.stringify({ tag_name: "v99.3.0", body: "x".repeat(MAX_RELEASE_BYTES) }) },
};

describe(`release check (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let source: http.Server;
  let base = "";
  const requested: string[] = [];

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    source = http.createServer((req, res) => {
      requested.push(req.url ?? "");
      const answer = answers[req.url ?? ""];
      if (!answer) return res.writeHead(404).end("{}");
      res.writeHead(200, { "content-type": answer.type }).end(answer.body);
    });
    await new Promise<void>((resolve) => source.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => source.close(resolve));
    await t.close();
  });

  const release = async () => (await t.call(apiRoutes.system.release, { token: admin })).body;
  const setSource = (value: string) => t.call(apiRoutes.system.setReleaseSource, { token: admin, body: { source: value } });
  const check = () => t.request("POST", "/api/v1/release", { token: admin, body: {} });

  it("knows the running version and fetches nothing while no source is set", async () => {
    expect(await release()).toEqual({
      tag_name: "", name: "", body: "", release_at: "", ignore: "", source: "", current: runningVersion(), has_update: false, checked_at: "", error: "",
    });
    expect(runningVersion()).toMatch(/^\d+\.\d+\.\d+/);
    const checked = await check();
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ source: "", tag_name: "", checked_at: "" });
    expect(requested).toEqual([]);
  });

  it("accepts an http(s) URL or nothing as the source", async () => {
    for (const bad of ["ftp://example.com/x", "auto", "javascript:alert(1)", "https://exa mple.com"]) {
      const res = await setSource(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe("版本信息地址必须是 http:// 或 https:// 开头的网址，或留空不检查");
    }
    expect((await setSource("none")).status).toBe(200);
    expect((await release()).source).toBe("");
  });

  it("fetches the source's latest release when asked, and tells of a newer one", async () => {
    expect((await setSource(`${base}/latest`)).status).toBe(200);
    expect(requested).toEqual([]);
    const res = await check();
    expect(requested).toEqual(["/latest"]);
    expect(res.body).toMatchObject({
      tag_name: "v99.1.0", name: "文库 99.1", body: "## 新功能\n- 更快", release_at: "2026-11-01T08:00:00Z", source: `${base}/latest`,
      has_update: true, error: "",
    });
    expect(res.body.checked_at).not.toBe("");
    expect(await release()).toEqual(res.body);
  });

  it("stops telling of a release the operator ignores", async () => {
    expect((await t.call(apiRoutes.system.ignoreRelease, { token: admin, body: { ignore: "v99.1.0" } })).status).toBe(200);
    expect(await release()).toMatchObject({ tag_name: "v99.1.0", ignore: "v99.1.0", has_update: false });
    expect((await t.call(apiRoutes.system.ignoreRelease, { token: admin, body: { ignore: "" } })).status).toBe(200);
    expect((await release()).has_update).toBe(true);
  });

  it("reads a list's first entry, and does not call an older release an update", async () => {
    await setSource(`${base}/list`);
    expect(await release()).toMatchObject({ tag_name: "", name: "" });
    expect((await check()).body).toMatchObject({ tag_name: "v99.2.0", name: "99.2", release_at: "2026-11-02", has_update: true });
    await setSource(`${base}/old`);
    expect((await check()).body).toMatchObject({ tag_name: "v0.0.1", has_update: false });
  });

  it("records why a check failed and keeps the release it knew", async () => {
    await setSource(`${base}/html`);
    expect((await check()).body).toMatchObject({ tag_name: "", error: "返回的内容不是 JSON" });
    await setSource(`${base}/missing`);
    expect((await check()).body.error).toBe("服务器返回 HTTP 404");
    await setSource(`${base}/huge`);
    expect((await check()).body).toMatchObject({ tag_name: "", error: "版本信息超过 256 KB，已放弃读取" });
  });

  it("refuses a private address before connecting, unless allowed", async () => {
    await setSource("http://10.0.0.1/latest");
    const res = await check();
    expect(res.body.error).toContain("不允许连接本机或内网地址 10.0.0.1");
  });

  it("checks the body of the calls", async () => {
    expect((await t.call(apiRoutes.system.ignoreRelease, { token: admin, body: { ignore: "v".repeat(201) } })).status).toBe(400);
    const member = await t.registerMember();
    expect((await t.call(apiRoutes.system.setReleaseSource, { token: member.token, body: { source: "" } })).status).toBe(403);
    expect((await t.call(apiRoutes.system.ignoreRelease, { token: member.token, body: { ignore: "" } })).status).toBe(403);
  });
});
