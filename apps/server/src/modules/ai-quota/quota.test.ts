import { apiRoutes, aiQuotaSchema } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, creditsOf, ledgerMismatches } from "../documents/document-fixtures.js";
import { dayNumber } from "./local-day.js";
import { quotaLimits } from "./quota-limits.js";
import { reserveQuota } from "./reserve-quota.js";
import { topUpHint } from "./top-up-hint.js";

describe(`AI quota (${testDialect})`, () => {
  let t: TestServer;
  const quota = async (token: string) => {
    const res = await t.call(apiRoutes.aiQuota.get, { token });
    expect(res.status, res.raw).toBe(200);
    return aiQuotaSchema.parse(res.body);
  };
  const buy = (token: string, count: unknown) => t.request("POST", "/api/v1/user/ai/quota", { token, body: { count } });

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["llm", "default_quota", "5"], ["llm", "default_token_quota", "1000"], ["llm", "quota_price", "3"]]);
  });
  afterAll(() => t.close());

  it("shows today's use against the defaults, with the next local midnight as reset time", async () => {
    const member = await createMember(t.ctx);
    const before = Date.now();
    const q = await quota(member.token);
    expect(q).toMatchObject({ used_messages: 0, message_limit: 5, used_tokens: 0, token_limit: 1000, extra_messages: 0, price: 3 });
    const reset = new Date(q.reset_at);
    expect(reset.getTime()).toBeGreaterThan(before);
    expect(reset.getTime() - before).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect([reset.getHours(), reset.getMinutes(), reset.getSeconds()]).toEqual([0, 0, 0]);
    expect((await t.call(apiRoutes.aiQuota.get)).status).toBe(401);
  });

  it("takes the highest limit of the user's groups; a group without its own limit counts as the default", async () => {
    const member = await createMember(t.ctx);
    const db = t.ctx.db.kysely;
    const now = nowIso();
    const group = async (title: string, messages: number | null, tokens: number | null) => {
      const row = await db
        .insertInto("groups")
        .values({ title, ai_daily_messages: messages, ai_daily_tokens: tokens, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.insertInto("user_group").values({ user_id: member.id, group_id: Number(row.id) }).execute();
    };
    await db.deleteFrom("user_group").where("user_id", "=", member.id).execute();
    await group(`低额度 ${member.id}`, 2, 300);
    expect(await quotaLimits(t.ctx, member.id)).toEqual({ messages: 2, tokens: 300 });
    await group(`高额度 ${member.id}`, 40, null);
    expect(await quotaLimits(t.ctx, member.id)).toEqual({ messages: 40, tokens: 1000 });
    expect(await quota(member.token)).toMatchObject({ message_limit: 40, token_limit: 1000 });
  });

  it("buys extra messages through the credit ledger, atomically, and refuses a purchase beyond the balance", async () => {
    const member = await createMember(t.ctx, 20);
    const bought = await buy(member.token, 4);
    expect(bought.status, bought.raw).toBe(200);
    expect(bought.body).toMatchObject({ extra_messages: 4, price: 3 });
    expect(await creditsOf(t.ctx, member.id)).toBe(20 - 12);
    const ledger = await t.ctx.db.kysely.selectFrom("credit_ledger").selectAll().where("user_id", "=", member.id).where("reason", "=", "ai_quota").execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: -12, balance_after: 8 });

    const tooMany = await buy(member.token, 7);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("魔豆不足：加购 7 条 AI 对话需要 21 魔豆");
    expect(await creditsOf(t.ctx, member.id)).toBe(8);
    expect((await quota(member.token)).extra_messages).toBe(4);

    for (const bad of [0, -1, 10001, 1.5, "x"]) expect((await buy(member.token, bad)).status).toBe(400);
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });

  it("concurrent purchases never overdraw: the ledger sums to every balance", async () => {
    const member = await createMember(t.ctx, 20);
    const results = await Promise.all(Array.from({ length: 12 }, () => buy(member.token, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(results.filter((r) => r.status === 400)).toHaveLength(6);
    expect(await creditsOf(t.ctx, member.id)).toBe(2);
    expect((await quota(member.token)).extra_messages).toBe(6);
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });

  it("refuses buying when no price is set", async () => {
    const member = await createMember(t.ctx, 20);
    await t.setSettings([["llm", "quota_price", "0"]]);
    const res = await buy(member.token, 1);
    await t.setSettings([["llm", "quota_price", "3"]]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("未开放使用魔豆加购 AI 对话额度");
    expect(await creditsOf(t.ctx, member.id)).toBe(20);
  });

  it("reserves within the daily limit, then from bought messages, then refuses with the reset time", async () => {
    const member = await createMember(t.ctx, 20);
    await buy(member.token, 1);
    const limits = { messages: 2, tokens: 1000 };
    const reserve = () => reserveQuota(t.ctx.db.kysely, member.id, limits, "，可使用魔豆加购");
    expect(await reserve()).toEqual({ day: dayNumber(), source: "daily" });
    expect(await reserve()).toEqual({ day: dayNumber(), source: "daily" });
    expect(await reserve()).toEqual({ day: dayNumber(), source: "extra" });
    const refused = await reserve().catch((e: { status: number; message: string }) => e);
    expect(refused).toMatchObject({ status: 429 });
    expect((refused as { message: string }).message).toMatch(/^今日 AI 对话额度已用完，将于 \d{4}-\d{2}-\d{2} 00:00 重置，可使用魔豆加购$/);
    expect(await quota(member.token)).toMatchObject({ used_messages: 2, extra_messages: 0 });
  });

  it("offers buying more in the message only while buying is open, in the site's credit name", async () => {
    await t.setSettings([["score", "credit_name", "金币"]]);
    expect(await topUpHint(t.ctx)).toBe("，可使用金币加购");
    await t.setSettings([["llm", "quota_price", "0"]]);
    expect(await topUpHint(t.ctx)).toBe("");
    await t.setSettings([["llm", "quota_price", "3"], ["score", "credit_name", "魔豆"]]);
  });

  it("counts the tokens limit too", async () => {
    const member = await createMember(t.ctx);
    const limits = { messages: 10, tokens: 100 };
    await reserveQuota(t.ctx.db.kysely, member.id, limits);
    await t.ctx.db.kysely.updateTable("ai_usage").set({ tokens: 100 }).where("user_id", "=", member.id).execute();
    const refused = await reserveQuota(t.ctx.db.kysely, member.id, limits).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(refused?.message).toMatch(/^今日 AI Token 额度已用完/);
  });
});
