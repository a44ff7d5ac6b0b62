import { apiRoutes, SECRET_MASK } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.js";

const secret = "stored-oauth-secret-4321";

describe("the oauth settings group in the back office", () => {
  let t: TestServer;
  let admin: string;
  const save = (config: Array<[string, string]>) =>
    t.call(apiRoutes.setting.configSave, { token: admin, body: { config: config.map(([name, value]) => ({ category: "oauth", name, value })) } });

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    await t.setSettings([["security", "outbound_allow_hosts", ""]]);
  });
  afterAll(() => t?.close());

  it("shows client secrets masked, and keeps them when the mask is sent back", async () => {
    expect((await save([["github_client_id", "abc"], ["github_client_secret", secret], ["github_enable", "true"]])).status).toBe(200);
    const list = await t.request("GET", "/api/v1/config/list", { token: admin, query: { category: "oauth" } });
    expect(list.status).toBe(200);
    expect(list.raw).not.toContain(secret);
    const row = list.body.config.find((c: { name: string }) => c.name === "github_client_secret");
    expect(row.value).toBe(SECRET_MASK);
    expect((await save([["github_client_secret", SECRET_MASK]])).status).toBe(200);
    expect(await t.ctx.settings.get("oauth", "github_client_secret")).toBe(secret);
  });

  it("refuses a custom provider address on this machine or the private network", async () => {
    const res = await save([["custom_issuer", "http://127.0.0.1:8080"]]);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("127.0.0.1");
  });

  it("sends the custom provider's secret only to the address it was saved with", async () => {
    expect((await save([["custom_issuer", "https://sso.example.com"], ["custom_client_secret", secret]])).status).toBe(200);
    const moved = await save([["custom_issuer", "https://attacker.example.net"], ["custom_client_secret", SECRET_MASK]]);
    expect(moved.status).toBe(400);
    expect(moved.body.message).toContain("Client Secret");
    expect((await save([["custom_issuer", "https://attacker.example.net"], ["custom_client_secret", "new-secret"]])).status).toBe(200);
  });
});
