import { apiRoutes, OauthType, miniprogramMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.js";
import { REWARDED_AD_REASON } from "./rewarded-ads.js";

const adunit = "adunit-0123456789abcdef";
let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
  await t.setSettings([["miniprogram", "rewarded_adunit_id", adunit], ["miniprogram", "rewarded_credit", "7"], ["miniprogram", "rewarded_times", "3"]]);
});

afterAll(async () => {
  await t?.close();
});

/** A member who signed in through the mini-program (bound to a mini-program identity), where rewarded videos play. */
async function miniprogramMember() {
  const m = await t.registerMember();
  const now = new Date().toISOString();
  await t.ctx.db.kysely
    .insertInto("user_oauth").values({ user_id: m.id, oauth_type: OauthType.miniprogram, openid: `mp-${m.id}`, created_at: now, updated_at: now }).execute();
  return m;
}

const opportunities = (token: string) => t.call(apiRoutes.miniprogram.rewardedOpportunities, { token });
const credit = (token: string, adunitId = adunit) => t.call(apiRoutes.miniprogram.rewardedCredit, { token, body: { adunit_id: adunitId } });
const balance = async (id: number) =>
  Number((await t.ctx.db.kysely.selectFrom("user").select("credit_count").where("id", "=", id).executeTakeFirstOrThrow()).credit_count);
const ledger = (id: number) =>
  t.ctx.db.kysely.selectFrom("credit_ledger").select(["delta", "reason", "balance_after"]).where("user_id", "=", id).where("reason", "=", REWARDED_AD_REASON).execute();

describe("rewarded-video ads", () => {
  it("need a signed-in member", async () => {
    expect((await t.call(apiRoutes.miniprogram.rewardedOpportunities)).status).toBe(401);
    expect((await t.call(apiRoutes.miniprogram.rewardedCredit, { body: { adunit_id: adunit } })).status).toBe(401);
  });

  it("award the configured credits per ad through the ledger, as many times a day as configured", async () => {
    const m = await miniprogramMember();
    const start = await balance(m.id);
    expect((await opportunities(m.token)).body).toEqual({ enable: true, credit_count: 7, credit_times: 3 });
    for (let left = 2; left >= 0; left--) {
      const res = await credit(m.token);
      expect(res.status, res.raw).toBe(200);
      expect((await opportunities(m.token)).body.credit_times).toBe(left);
    }
    const refused = await credit(m.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(miniprogramMessages.rewardedExhausted);
    expect(await balance(m.id)).toBe(start + 21);
    const rows = await ledger(m.id);
    expect(rows.map((r) => Number(r.delta))).toEqual([7, 7, 7]);
    expect(Number(rows.at(-1)?.balance_after)).toBe(start + 21);
  });

  it("refuse another ad unit", async () => {
    const m = await miniprogramMember();
    const res = await credit(m.token, "adunit-someone-else");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(miniprogramMessages.adunitMismatch);
    expect(await ledger(m.id)).toEqual([]);
  });

  it("never award more than the daily times under concurrent calls", async () => {
    const m = await miniprogramMember();
    const start = await balance(m.id);
    const replies = await Promise.all(Array.from({ length: 12 }, () => credit(m.token)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 403)).toHaveLength(9);
    expect(await ledger(m.id)).toHaveLength(3);
    expect(await balance(m.id)).toBe(start + 21);
  });

  it("go only to accounts signed in through the mini-program, not to any client calling the route", async () => {
    const m = await t.registerMember();
    expect((await opportunities(m.token)).body).toEqual({ enable: false, credit_count: 0, credit_times: 0 });
    const res = await credit(m.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(miniprogramMessages.rewardedMiniprogramOnly);
    expect(await ledger(m.id)).toEqual([]);
  });

  it("are off without an ad unit, credits or times", async () => {
    const m = await miniprogramMember();
    for (const [name, value, restore] of [["rewarded_adunit_id", "", adunit], ["rewarded_credit", "0", "7"], ["rewarded_times", "0", "3"]] as const) {
      await t.setSettings([["miniprogram", name, value]]);
      expect((await opportunities(m.token)).body).toEqual({ enable: false, credit_count: 0, credit_times: 0 });
      const res = await credit(m.token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(miniprogramMessages.rewardedOff);
      await t.setSettings([["miniprogram", name, restore]]);
    }
    expect(await ledger(m.id)).toEqual([]);
  });
});
