import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";

const privateActivity = ["credit_count", "is_vip", "login_at", "updated_at", "vip_expired_at"];
const publicFields = ["id", "username", "avatar", "signature", "status", "doc_count", "article_count", "follow_count", "fans_count", "favorite_count", "comment_count", "created_at"];

/** Other people see a member's name, avatar, signature, status, public counts and join date; credits, VIP and activity stay private. */
describe(`public user views (${testDialect})`, () => {
  let t: TestServer;
  let member: Awaited<ReturnType<TestServer["registerMember"]>>;
  let viewer: Awaited<ReturnType<TestServer["registerMember"]>>;

  beforeAll(async () => {
    t = await createTestServer();
    member = await t.registerMember();
    viewer = await t.registerMember();
    await t.ctx.db.kysely
      .updateTable("user")
      .set({ is_vip: 1, credit_count: 777, vip_expired_at: "2099-01-01T00:00:00.000Z", signature: "你好" })
      .where("id", "=", member.id)
      .execute();
    await t.login(member.username, member.password);
  });
  afterAll(() => t.close());

  const expectPublicOnly = (user: Record<string, unknown>) => {
    expect(Object.keys(user).sort()).toEqual([...publicFields].sort());
    for (const key of privateActivity) expect(user).not.toHaveProperty(key);
  };

  it("GET /user?id= shows strangers and members the public fields only", async () => {
    for (const token of [undefined, viewer.token]) {
      const res = await t.request("GET", "/api/v1/user", { token, query: { id: member.id } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: member.id, username: member.username, signature: "你好" });
      expectPublicOnly(res.body);
    }
  });

  it("GET /user/list shows strangers and members the public fields only, even when they ask for the others", async () => {
    for (const token of [undefined, viewer.token]) {
      const listed = await t.request("GET", "/api/v1/user/list", { token, query: { id: member.id } });
      expect(listed.status).toBe(200);
      expect(listed.body.user).toHaveLength(1);
      expectPublicOnly(listed.body.user[0]);
      const asked = await t.request("GET", "/api/v1/user/list", { token, query: { id: member.id, field: ["id", "credit_count", "is_vip", "login_at"] } });
      expect(asked.body.user).toEqual([{ id: member.id }]);
    }
  });

  it("the member's own view keeps credits, VIP state and sign-in time, with or without their own id", async () => {
    for (const query of [{}, { id: member.id }] as Array<Record<string, number>>) {
      const me = await t.call(apiRoutes.user.get, { token: member.token, query });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: member.id, credit_count: 777, is_vip: true, login_at: expect.any(String), updated_at: expect.any(String) });
    }
    const signedIn = await t.call(apiRoutes.auth.login, { body: { username: member.username, password: member.password } });
    expect(signedIn.body.user).toMatchObject({ credit_count: 777, is_vip: true, login_at: expect.any(String) });
  });

  it("GET /user/list refuses strangers and members an order or a filter by what they cannot see", async () => {
    for (const token of [undefined, viewer.token]) {
      for (const sort of ["login_at desc", "credit_count desc", "id,updated_at asc"]) {
        const res = await t.call(apiRoutes.user.list, { token, query: { sort } });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe("无权按该字段排序");
      }
      const byGroup = await t.call(apiRoutes.user.list, { token, query: { group_id: [1] } });
      expect(byGroup.status).toBe(400);
      expect(byGroup.body.message).toBe("无权按用户组筛选");
      const byPublic = await t.request("GET", "/api/v1/user/list", { token, query: { sort: "doc_count desc,created_at asc,unknown", size: 100 } });
      expect(byPublic.status).toBe(200);
      expect(byPublic.body.user.map((u: { id: number }) => u.id)).toContain(member.id);
    }
  });

  it("administrators order and filter by every column", async () => {
    const admin = await t.adminToken();
    const byCredit = await t.call(apiRoutes.user.list, { token: admin, query: { sort: "credit_count desc", size: 100 } });
    expect(byCredit.status).toBe(200);
    expect(byCredit.body.user[0]).toMatchObject({ id: member.id, credit_count: 777 });
    const admins = await t.request("GET", "/api/v1/user/list", { token: admin, query: { group_id: [1] } });
    expect(admins.body.user.map((u: { username: string }) => u.username)).toContain("admin");
  });

  it("administrators see the private fields in the list and the profile", async () => {
    const admin = await t.adminToken();
    const listed = await t.request("GET", "/api/v1/user/list", { token: admin, query: { id: member.id } });
    expect(listed.body.user[0]).toMatchObject({ id: member.id, credit_count: 777, is_vip: true, login_at: expect.any(String), email: `${member.username}@example.com` });
    const profile = await t.call(apiRoutes.user.get, { token: admin, query: { id: member.id } });
    expect(profile.body).toMatchObject({ credit_count: 777, is_vip: true, login_at: expect.any(String), vip_expired_at: "2099-01-01T00:00:00.000Z" });
  });
});
