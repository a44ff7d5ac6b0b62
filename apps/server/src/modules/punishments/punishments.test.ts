import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, type Session } from "../documents/document-fixtures.js";
import { activePunishments } from "./active-punishments.js";

describe(`punishments (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;

  const create = (body: Record<string, unknown>, token = admin.token) => t.call(apiRoutes.punishment.create, { token, body });
  const listFor = (userId: number) => t.request("GET", "/api/v1/punishment/list", { token: admin.token, query: { user_id: userId } });

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
  });
  afterAll(() => t.close());

  it("creates one row per user and type, never for administrators", async () => {
    const [a, b] = [await createMember(t.ctx), await createMember(t.ctx)];
    const res = await create({ user_id: [a.id, b.id, admin.id], type: [4, 5], reason: "刷下载", remark: "备注", end_time: "2999-01-01T00:00:00Z" });
    expect(res.status).toBe(200);
    const list = await listFor(a.id);
    expect(list.body.total).toBe(2);
    expect(list.body.punishment[0]).toMatchObject({ user_id: a.id, enable: true, reason: "刷下载", remark: "备注", end_time: "2999-01-01T00:00:00.000Z" });
    expect(list.body.punishment[0].username).toEqual(expect.any(String));
    expect(JSON.parse(list.body.punishment[0].operators)).toMatchObject([{ u: admin.id }]);
    expect((await listFor(b.id)).body.total).toBe(2);
    expect((await listFor(admin.id)).body.total).toBe(0);
    await create({ user_id: [a.id], type: [4], reason: "再次" });
    expect((await listFor(a.id)).body.total).toBe(2);
    expect(await activePunishments(t.ctx, a.id)).toEqual(new Set([4, 5]));
  });

  it("validates input", async () => {
    const member = await createMember(t.ctx);
    expect((await create({ user_id: [], type: [4] })).body.message).toBe("请选择用户");
    expect((await create({ user_id: [member.id], type: [] })).body.message).toBe("请选择处罚类型");
    expect((await create({ user_id: [member.id], type: [9] })).status).toBe(400);
    expect((await create({ user_id: [member.id], type: [4], end_time: "someday" })).status).toBe(400);
  });

  it("gets, edits and cancels a punishment; ended and cancelled ones are not active", async () => {
    const member = await createMember(t.ctx);
    await create({ user_id: [member.id], type: [2] });
    const [row] = (await listFor(member.id)).body.punishment;
    const one = await t.call(apiRoutes.punishment.get, { token: admin.token, query: { id: row.id } });
    expect(one.body).toMatchObject({ id: row.id, type: 2, enable: true });
    expect(one.body.end_time).toBeUndefined();

    await t.call(apiRoutes.punishment.update, { token: admin.token, body: { id: row.id, type: 3, enable: true, end_time: new Date(Date.now() - 1000).toISOString(), reason: "改" } });
    expect(await activePunishments(t.ctx, member.id)).toEqual(new Set());
    await t.call(apiRoutes.punishment.update, { token: admin.token, body: { id: row.id, type: 3, enable: true } });
    expect(await activePunishments(t.ctx, member.id)).toEqual(new Set([3]));

    expect((await t.call(apiRoutes.punishment.cancel, { token: admin.token, body: { id: [row.id] } })).status).toBe(200);
    expect(await activePunishments(t.ctx, member.id)).toEqual(new Set());
    const cancelled = await t.call(apiRoutes.punishment.get, { token: admin.token, query: { id: row.id } });
    expect(cancelled.body).toMatchObject({ enable: false, type: 3, reason: "改" });
    expect(JSON.parse(cancelled.body.operators).map((o: { t: number }) => o.t)).toEqual([2, 3, 3, 0]);
    expect((await t.call(apiRoutes.punishment.get, { token: admin.token, query: { id: 999_999 } })).status).toBe(404);
  });

  it("filters the list by type, enabled state and keyword", async () => {
    const member = await createMember(t.ctx);
    await create({ user_id: [member.id], type: [1, 6], reason: "独特原因" });
    const res = await t.request("GET", "/api/v1/punishment/list", { token: admin.token, query: { wd: "独特", type: 6, enable: 1 } });
    expect(res.body.total).toBe(1);
    expect(res.body.punishment[0]).toMatchObject({ user_id: member.id, type: 6 });
    expect((await t.request("GET", "/api/v1/punishment/list", { token: admin.token, query: { wd: "独特", enable: 0 } })).body.total).toBe(0);
  });

  it("is for administrators only and registers the punishment page", async () => {
    const member = await createMember(t.ctx);
    expect((await create({ user_id: [member.id], type: [4] }, member.token)).status).toBe(403);
    expect((await t.call(apiRoutes.punishment.list, { token: member.token })).status).toBe(403);
    const row = await t.ctx.db.kysely.selectFrom("permission").select("pages").where("method", "=", "GRPC").where("path", "=", "/api.v1.PunishmentAPI/ListPunishment").executeTakeFirstOrThrow();
    expect(JSON.parse(row.pages)).toEqual(["/admin/user/punishment"]);
  });
});
