import { apiRoutes, messages, PunishmentType, userMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";

describe(`accounts disabled by a punishment (${testDialect})`, () => {
  let t: TestServer;
  let adminToken: string;

  const punish = async (userId: number, types: number[], extra: object = {}) => {
    const res = await t.call(apiRoutes.punishment.create, { token: adminToken, body: { user_id: [userId], type: types, reason: "违规", ...extra } });
    expect(res.status).toBe(200);
  };
  const punishmentIds = async (userId: number) => {
    const res = await t.request("GET", "/api/v1/punishment/list", { token: adminToken, query: { user_id: userId } });
    expect(res.status).toBe(200);
    return (res.body.punishment as Array<{ id: number }>).map((p) => p.id);
  };
  const login = (username: string, password: string) => t.call(apiRoutes.auth.login, { body: { username, password } });
  const me = (token: string) => t.call(apiRoutes.user.get, { token });

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["security", "enable_captcha_login", "false"]]);
    adminToken = await t.adminToken();
  });
  afterAll(() => t.close());

  it("type 1 refuses sign-in and turns existing tokens anonymous; cancelling it restores both", async () => {
    const member = await t.registerMember();
    await punish(member.id, [PunishmentType.disableAccount]);

    const refused = await login(member.username, member.password);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: userMessages.userDisabled, code: 7, message: userMessages.userDisabled });
    const wrongPassword = await login(member.username, "not-the-password");
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe(messages.wrongCredentials);
    const anonymous = await me(member.token);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(messages.notLoggedIn);

    const cancelled = await t.call(apiRoutes.punishment.cancel, { token: adminToken, body: { id: await punishmentIds(member.id) } });
    expect(cancelled.status).toBe(200);
    expect((await login(member.username, member.password)).status).toBe(200);
    const restored = await me(member.token);
    expect(restored.status).toBe(200);
    expect(restored.body.id).toBe(member.id);
  });

  it("type 1 counts until its end time, not after", async () => {
    const member = await t.registerMember();
    await punish(member.id, [PunishmentType.disableAccount], { end_time: new Date(Date.now() + 3600_000).toISOString() });
    expect((await login(member.username, member.password)).status).toBe(403);
    expect((await me(member.token)).status).toBe(401);

    await t.ctx.db.kysely
      .updateTable("punishment")
      .set({ end_time: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", member.id)
      .execute();
    expect((await login(member.username, member.password)).status).toBe(200);
    expect((await me(member.token)).status).toBe(200);
  });

  it("a type 1 punishment created disabled does not count", async () => {
    const member = await t.registerMember();
    await punish(member.id, [PunishmentType.disableAccount], { enable: false });
    expect((await login(member.username, member.password)).status).toBe(200);
    expect((await me(member.token)).status).toBe(200);
  });

  it("the other punishment types leave sign-in and tokens alone", async () => {
    const member = await t.registerMember();
    const others = [
      PunishmentType.noComment, PunishmentType.noUpload, PunishmentType.noDownload, PunishmentType.noFavorite, PunishmentType.noArticle,
    ];
    await punish(member.id, others);
    expect(await punishmentIds(member.id)).toHaveLength(others.length);
    const res = await login(member.username, member.password);
    expect(res.status).toBe(200);
    expect((await me(res.body.token)).status).toBe(200);
    expect((await me(member.token)).status).toBe(200);
  });
});
