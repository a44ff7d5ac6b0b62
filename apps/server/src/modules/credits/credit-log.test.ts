import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { changeCredits } from "./change-credits.js";

describe(`credit history (${testDialect})`, () => {
  let t: TestServer;
  const log = (token: string | undefined, query: Record<string, number> = {}) => t.call(apiRoutes.credit.log, { token, query });

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it("lists the caller's own ledger rows, newest first, paged", async () => {
    const member = await t.registerMember();
    const other = await t.registerMember();
    const db = t.ctx.db.kysely;
    await changeCredits(db, { userId: member.id, delta: 5, reason: "sign_in", refType: "sign", refId: 3 });
    await changeCredits(db, { userId: member.id, delta: -12, reason: "download", refType: "document", refId: 7, remark: "买文档" });
    await changeCredits(db, { userId: other.id, delta: 100, reason: "admin" });
    const res = await log(member.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.credit_log[0]).toEqual({
      id: expect.any(Number), delta: -12, balance_after: 3, reason: "download", remark: "买文档", ref_type: "document", ref_id: 7, created_at: expect.any(String),
    });
    expect(res.body.credit_log.map((r: { reason: string }) => r.reason)).toEqual(["download", "sign_in", "register"]);
    expect(res.body.credit_log.map((r: { balance_after: number }) => r.balance_after)).toEqual([3, 15, 10]);
    const page2 = await log(member.token, { page: 2, size: 2 });
    expect(page2.body).toMatchObject({ total: 3, credit_log: [{ reason: "register" }] });
    expect((await log(other.token)).body.credit_log.map((r: { delta: number }) => r.delta)).toEqual([100, 10]);
    expect((await log(undefined)).status).toBe(401);
  });
});
