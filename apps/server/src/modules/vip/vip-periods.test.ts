import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember } from "../documents/document-fixtures.js";
import { dayMs } from "./vip-duration.js";
import { discountedPrice, vipDocumentDiscount } from "./vip-discount.js";
import { grantTestVip } from "./vip-fixtures.js";
import { isVipNow } from "../users/is-vip-now.js";
import { readVipPlan, vipPlanRefusal } from "./vip-plans.js";

describe(`VIP plans and periods (${testDialect})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const periodsOf = (userId: number) =>
    t.ctx.db.kysely.selectFrom("user_vip").selectAll().where("user_id", "=", userId).orderBy("joined_at").execute();
  const userOf = (userId: number) => t.ctx.db.kysely.selectFrom("user").select(["is_vip", "vip_expired_at"]).where("id", "=", userId).executeTakeFirstOrThrow();

  it("reads a plan only while VIP is on, for periods 0/1/2 with a price", async () => {
    await t.setSettings([
      ["vip", "enable", "false"], ["vip", "year_price", "9900"], ["vip", "year_original_price", "19900"], ["vip", "year_download", "100"],
      ["vip", "year_times_every_day", "10"], ["vip", "year_document_discount", "85"], ["vip", "month_price", "0"],
    ]);
    expect(await readVipPlan(t.ctx, 0)).toBeUndefined();
    expect(await vipPlanRefusal(t.ctx, 0)).toBe("VIP 未开启");
    await t.setSettings([["vip", "enable", "true"]]);
    expect(await readVipPlan(t.ctx, 0)).toEqual({ period: 0, priceFen: 9900, originalPriceFen: 19900, download: 100, timesEveryDay: 10, documentDiscount: 85 });
    expect(await vipPlanRefusal(t.ctx, 0)).toBeUndefined();
    for (const period of [3, -1, 1.5]) {
      expect(await readVipPlan(t.ctx, period)).toBeUndefined();
      expect(await vipPlanRefusal(t.ctx, period)).toBe("商品不存在");
    }
    expect(await readVipPlan(t.ctx, 2)).toBeUndefined();
    expect(await vipPlanRefusal(t.ctx, 2)).toBe("该 VIP 套餐未设置价格");
    await t.setSettings([["vip", "quarter_price", "3000"], ["vip", "quarter_document_discount", "500"]]);
    expect(await readVipPlan(t.ctx, 1)).toMatchObject({ period: 1, priceFen: 3000, documentDiscount: 100, download: 0, timesEveryDay: 0 });
  });

  it("starts a first period now and stacks the next one at its end", async () => {
    const member = await createMember(t.ctx);
    const now = new Date("2030-01-10T08:00:00.000Z");
    await grantTestVip(t.ctx, member.id, { period: 2, download: 5, timesEveryDay: 3, documentDiscount: 90 }, now);
    await grantTestVip(t.ctx, member.id, { period: 0 }, new Date(now.getTime() + dayMs));
    const [first, second] = await periodsOf(member.id);
    expect(first).toMatchObject({ type: 2, joined_at: now.toISOString(), expired_at: new Date(now.getTime() + 30 * dayMs).toISOString(), download: 5, times: 3, discount: 90, download_used: 0 });
    expect(second).toMatchObject({ type: 0, joined_at: first.expired_at, expired_at: new Date(now.getTime() + (30 + 365) * dayMs).toISOString() });
    expect((await userOf(member.id)).vip_expired_at).toBe(second.expired_at);
  });

  it("starts a new period now once the last one has ended", async () => {
    const member = await createMember(t.ctx);
    await grantTestVip(t.ctx, member.id, { period: 1 }, new Date("2020-01-01T00:00:00.000Z"));
    const now = new Date();
    await grantTestVip(t.ctx, member.id, { period: 2 }, now);
    const periods = await periodsOf(member.id);
    expect(periods[1]).toMatchObject({ joined_at: now.toISOString(), expired_at: new Date(now.getTime() + 30 * dayMs).toISOString() });
  });

  it("keeps concurrent grants one after another, without overlap", async () => {
    const member = await createMember(t.ctx);
    const now = new Date();
    await Promise.all(Array.from({ length: 10 }, () => grantTestVip(t.ctx, member.id, { period: 2 }, now)));
    const periods = await periodsOf(member.id);
    expect(periods).toHaveLength(10);
    expect(periods[0].joined_at).toBe(now.toISOString());
    for (let i = 1; i < periods.length; i++) expect(periods[i].joined_at).toBe(periods[i - 1].expired_at);
    expect((await userOf(member.id)).vip_expired_at).toBe(new Date(now.getTime() + 300 * dayMs).toISOString());
  });

  it("tells VIP now from the admin flag or unexpired bought time", () => {
    const now = new Date("2030-01-01T00:00:00.000Z");
    expect(isVipNow({ is_vip: 1, vip_expired_at: null }, now)).toBe(true);
    expect(isVipNow({ is_vip: 0, vip_expired_at: null }, now)).toBe(false);
    expect(isVipNow({ is_vip: 0, vip_expired_at: "2030-01-01T00:00:01.000Z" }, now)).toBe(true);
    expect(isVipNow({ is_vip: 0, vip_expired_at: "2030-01-01T00:00:00.000Z" }, now)).toBe(false);
  });

  it("gives the discount of the running period, 100 without one", async () => {
    const member = await createMember(t.ctx);
    expect(await vipDocumentDiscount(t.ctx.db.kysely, member.id, new Date())).toBe(100);
    await grantTestVip(t.ctx, member.id, { documentDiscount: 85 });
    expect(await vipDocumentDiscount(t.ctx.db.kysely, member.id, new Date())).toBe(85);
    expect(await vipDocumentDiscount(t.ctx.db.kysely, member.id, new Date(Date.now() + 31 * dayMs))).toBe(100);
    expect(discountedPrice(10, 85)).toBe(9);
    expect(discountedPrice(20, 85)).toBe(17);
    expect(discountedPrice(1, 1)).toBe(1);
    expect(discountedPrice(7, 100)).toBe(7);
  });
});
