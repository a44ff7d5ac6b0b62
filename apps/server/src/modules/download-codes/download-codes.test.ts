import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { adminSession, createMember, type Session } from "../documents/document-fixtures.js";
import { codeAlphabet } from "./code-alphabet.js";
import { redeemDownloadCode } from "./redeem-download-code.js";

describe(`download codes (${testDialect})`, () => {
  let t: TestServer;
  let admin: Session;
  let member: Session;

  const generate = (token: string, count: unknown, remark?: string) => t.request("POST", "/api/v1/downloadcode", { token, body: { count, remark } });
  const list = (token: string, query: Record<string, unknown> = {}) => t.call(apiRoutes.downloadCode.list, { token, query: query });
  const redeem = (code: string, userId: number, documentId = 7) =>
    t.ctx.db.kysely.transaction().execute((trx) => redeemDownloadCode(trx, { code, userId, documentId, orderNo: `O${userId}-${Math.random()}` }));

  beforeAll(async () => {
    t = await createTestServer();
    admin = await adminSession(t.ctx);
    member = await createMember(t.ctx);
  });
  afterAll(() => t.close());

  it("is for holders of the DownloadCodeAPI permissions only", async () => {
    expect((await generate(member.token, 1)).status).toBe(403);
    expect((await list(member.token)).status).toBe(403);
    expect((await t.call(apiRoutes.downloadCode.revoke, { token: member.token, body: { id: [1] } })).status).toBe(403);
    expect((await list("")).status).toBe(401);
    const rows = await t.ctx.db.kysely.selectFrom("permission").select("path").where("path", "like", "%DownloadCodeAPI%").orderBy("path").execute();
    expect(rows.map((r) => r.path)).toEqual([
      "/api.v1.DownloadCodeAPI/CreateDownloadCode", "/api.v1.DownloadCodeAPI/ListDownloadCode", "/api.v1.DownloadCodeAPI/RevokeDownloadCode",
    ]);
  });

  it("generates distinct random codes from the unambiguous alphabet", async () => {
    for (const count of [0, 1001, "x"]) expect((await generate(admin.token, count)).status).toBe(400);
    expect((await generate(admin.token, 0)).body.message).toBe("生成数量必须在 1 到 1000 之间");
    const res = await generate(admin.token, "300", "活动赠送");
    expect(res.status).toBe(200);
    const codes: string[] = res.body.code;
    expect(codes).toHaveLength(300);
    expect(new Set(codes).size).toBe(300);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${codeAlphabet}]{12}$`));
    const stored = await t.ctx.db.kysely.selectFrom("download_code").select(["code", "status", "remark", "created_by"]).where("code", "in", codes).execute();
    expect(stored).toHaveLength(300);
    expect(new Set(stored.map((r) => `${r.status}/${r.remark}/${r.created_by}`))).toEqual(new Set([`0/活动赠送/${admin.id}`]));
  });

  it("spends a code once, even for 50 concurrent redemptions", async () => {
    const [code] = (await generate(admin.token, 1)).body.code as string[];
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => redeem(code, member.id, 100 + i)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const row = await t.ctx.db.kysely.selectFrom("download_code").selectAll().where("code", "=", code).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 1, used_by: member.id, used_at: expect.any(String) });
    expect(Number(row.document_id)).toBe(100 + results.indexOf(true));
    expect(await redeem(code, member.id)).toBe(false);
  });

  it("refuses unknown and revoked codes and accepts a typed code in lower case with spaces", async () => {
    const [a, b] = (await generate(admin.token, 2)).body.code as string[];
    expect(await redeem("NOSUCHCODE12", member.id)).toBe(false);
    expect(await redeem("", member.id)).toBe(false);
    const ids = await t.ctx.db.kysely.selectFrom("download_code").select("id").where("code", "in", [a, b]).orderBy("code").execute();
    const idOf = async (code: string) => Number((await t.ctx.db.kysely.selectFrom("download_code").select("id").where("code", "=", code).executeTakeFirstOrThrow()).id);
    expect(ids).toHaveLength(2);
    expect((await t.call(apiRoutes.downloadCode.revoke, { token: admin.token, body: { id: [await idOf(a)] } })).status).toBe(200);
    expect(await redeem(a, member.id)).toBe(false);
    expect(await redeem(` ${b.slice(0, 6).toLowerCase()} ${b.slice(6).toLowerCase()} `, member.id)).toBe(true);
  });

  it("revokes unused codes only", async () => {
    const [unused, used] = (await generate(admin.token, 2)).body.code as string[];
    expect(await redeem(used, member.id)).toBe(true);
    const rows = await t.ctx.db.kysely.selectFrom("download_code").select(["id", "code"]).where("code", "in", [unused, used]).execute();
    const res = await t.request("PUT", "/api/v1/downloadcode/revoke", { token: admin.token, body: { id: rows.map((r) => String(r.id)) } });
    expect(res.status).toBe(200);
    const after = await t.ctx.db.kysely.selectFrom("download_code").select(["code", "status"]).where("code", "in", [unused, used]).execute();
    expect(Object.fromEntries(after.map((r) => [r.code, r.status]))).toEqual({ [unused]: 2, [used]: 1 });
  });

  it("lists codes newest first by status and keyword, with the user who used them", async () => {
    const [code] = (await generate(admin.token, 1, "列表测试")).body.code as string[];
    expect(await redeem(code, member.id, 42)).toBe(true);
    const user = await t.ctx.db.kysely.selectFrom("user").select("username").where("id", "=", member.id).executeTakeFirstOrThrow();
    const found = await list(admin.token, { wd: code.slice(2, 9).toLowerCase() });
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    expect(found.body.download_code[0]).toMatchObject({ code, status: 1, remark: "列表测试", used_by: member.id, used_username: user.username, document_id: 42 });
    const byRemark = await list(admin.token, { wd: "列表" });
    expect(byRemark.body.download_code.map((c: { code: string }) => c.code)).toEqual([code]);
    const unused = await list(admin.token, { status: 0, size: 1000 });
    expect(unused.body.download_code.every((c: { status: number }) => c.status === 0)).toBe(true);
    const total = await t.ctx.db.kysely.selectFrom("download_code").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", 0).executeTakeFirstOrThrow();
    expect(unused.body.total).toBe(Number(total.n));
    const some = await list(admin.token, { status: [1, 2], page: 1, size: 2 });
    expect(some.body.download_code).toHaveLength(2);
    expect(some.body.download_code[0].id).toBeGreaterThan(some.body.download_code[1].id);
  });
});
