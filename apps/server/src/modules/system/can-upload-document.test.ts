import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientCall } from "../../test/established-client.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";

/**
 * GET /api/v1/user/caniuploaddocument as the established client's upload page calls it when it opens: a 200 enables
 * its upload button, anything else keeps it disabled (api-contract §4.1). The answer follows the upload route's rule.
 */
describe(`established client: may I upload? (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  const ask = (token?: string) => clientCall(t, "GET", "/api/v1/user/caniuploaddocument", { token });
  const refusal = { message: "您没有上传文档的权限" };

  it("enables the button for a member whose group may upload", async () => {
    const member = await t.registerMember();
    const res = await ask(member.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });

  it("asks an anonymous visitor to sign in", async () => {
    const res = await ask();
    expect(res.status).toBe(401);
  });

  it("refuses a member whose groups may not upload, as the upload itself does", async () => {
    const member = await t.registerMember();
    await t.ctx.db.kysely.deleteFrom("user_group").where("user_id", "=", member.id).execute();
    const res = await ask(member.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: refusal.message });
    const upload = await t.request("POST", "/api/v1/upload/document", { token: member.token });
    expect(upload.status).toBe(403);
  });

  it("refuses a member punished with 禁止上传 while the punishment lasts", async () => {
    const member = await t.registerMember();
    const punish = await clientCall(t, "POST", "/api/v1/punishment", {
      token: admin, body: { user_id: [member.id], type: [3], enable: true, reason: "违规上传" },
    });
    expect(punish.status).toBe(200);
    expect((await ask(member.token)).status).toBe(403);
    const row = await t.ctx.db.kysely.selectFrom("punishment").select("id").where("user_id", "=", member.id).executeTakeFirstOrThrow();
    await clientCall(t, "PUT", "/api/v1/punishment", { token: admin, body: { id: row.id, user_id: member.id, type: 3, enable: false, reason: "解除" } });
    expect((await ask(member.token)).status).toBe(200);
  });
});
