import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../http/errors.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { changeCredits } from "./change-credits.js";

describe(`credit ledger (${testDialect})`, () => {
  let t: TestServer;
  const db = () => t.ctx.db.kysely;

  /** Each user's balance next to the sum of their ledger and the balance written on their last ledger row. */
  async function ledgerCheck() {
    const users = await db().selectFrom("user").select(["id", "credit_count"]).orderBy("id").execute();
    const result = [];
    for (const user of users) {
      const rows = await db().selectFrom("credit_ledger").select(["delta", "balance_after"]).where("user_id", "=", user.id).orderBy("id").execute();
      result.push({
        id: Number(user.id),
        balance: Number(user.credit_count),
        sum: rows.reduce((total, r) => total + Number(r.delta), 0),
        last: rows.length ? Number(rows[rows.length - 1].balance_after) : 0,
      });
    }
    return result;
  }

  const debit = (userId: number, amount: number) =>
    db()
      .transaction()
      .execute((trx) => changeCredits(trx, { userId, delta: -amount, reason: "download", refType: "document", refId: 7 }));

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it("every balance equals the sum of its ledger and the balance after its last row", async () => {
    const members = [await t.registerMember(), await t.registerMember(), await t.registerMember()];
    await changeCredits(db(), { userId: members[0].id, delta: 5, reason: "sign_in" });
    await debit(members[0].id, 12);
    await changeCredits(db(), { userId: members[1].id, delta: 100, reason: "admin", remark: "补偿" });
    await changeCredits(db(), { userId: 1, delta: 3, reason: "admin" });
    const check = await ledgerCheck();
    for (const user of check) {
      expect(user.sum).toBe(user.balance);
      expect(user.last).toBe(user.balance);
    }
    expect(check.find((u) => u.id === members[0].id)!.balance).toBe(3);
    expect(check.find((u) => u.id === members[1].id)!.balance).toBe(110);
    expect(check.find((u) => u.id === members[2].id)!.balance).toBe(10);
  });

  it("a debit beyond the balance fails, writes nothing and keeps the balance", async () => {
    const member = await t.registerMember();
    const before = await db().selectFrom("credit_ledger").select("id").where("user_id", "=", member.id).execute();
    const error = await debit(member.id, 11).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 403, message: "积分不足" });
    const custom = await changeCredits(db(), { userId: member.id, delta: -50, reason: "download", insufficientMessage: "魔豆不足" }).catch((e: Error) => e.message);
    expect(custom).toBe("魔豆不足");
    const fractional = await changeCredits(db(), { userId: member.id, delta: 1.5, reason: "admin" }).catch((e: Error) => e.message);
    expect(fractional).toBe("积分必须是整数");
    expect(await db().selectFrom("credit_ledger").select("id").where("user_id", "=", member.id).execute()).toHaveLength(before.length);
    expect(Number((await db().selectFrom("user").select("credit_count").where("id", "=", member.id).executeTakeFirstOrThrow()).credit_count)).toBe(10);
  });

  it("a debit inside a failed transaction leaves no trace", async () => {
    const member = await t.registerMember();
    await db()
      .transaction()
      .execute(async (trx) => {
        await changeCredits(trx, { userId: member.id, delta: -4, reason: "download" });
        throw new Error("the download could not be recorded");
      })
      .catch(() => undefined);
    const check = (await ledgerCheck()).find((u) => u.id === member.id)!;
    expect(check).toMatchObject({ balance: 10, sum: 10, last: 10 });
  });

  it("concurrent debits never take a balance below zero", async () => {
    const member = await t.registerMember();
    const outcomes = await Promise.allSettled(Array.from({ length: 25 }, () => debit(member.id, 1)));
    const succeeded = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(succeeded).toHaveLength(10);
    for (const r of refused) expect((r.reason as AppError).status).toBe(403);
    const check = (await ledgerCheck()).find((u) => u.id === member.id)!;
    expect(check).toEqual({ id: member.id, balance: 0, sum: 0, last: 0 });
    const balances = await db().selectFrom("credit_ledger").select("balance_after").where("user_id", "=", member.id).where("reason", "=", "download").execute();
    expect(balances.map((b) => Number(b.balance_after)).sort((a, b) => b - a)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });
});
