import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { recordPaymentNotification } from "./payment-notifications.js";
import { purgePaymentNotifications } from "./purge-notifications.js";

const DAY_MS = 86_400_000;

describe(`payment notification retention (${testDialect})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
  const remaining = async () =>
    (await t.ctx.db.kysely.selectFrom("payment_notification").select("order_no").orderBy("order_no").execute()).map((r) => r.order_no);

  it("deletes notifications older than pay.notification_retention_days, keeping late and failed payments", async () => {
    const rows: Array<[string, string, number]> = [
      ["old-refused", "refused_signature", 120],
      ["old-settled", "settled", 91],
      ["old-duplicate", "duplicate", 400],
      ["old-late-payment", "closed", 400],
      ["old-failed", "failed", 400],
      ["recent-settled", "settled", 30],
      ["recent-refused", "refused_signature", 2],
    ];
    for (const [orderNo, outcome, age] of rows) {
      await recordPaymentNotification(t.ctx.db.kysely, { provider: "alipay", orderNo, outcome, detail: "" }, daysAgo(age));
    }

    expect(await purgePaymentNotifications(t.ctx)).toBe(3);
    expect(await remaining()).toEqual(["old-failed", "old-late-payment", "recent-refused", "recent-settled"]);

    await t.setSettings([["pay", "notification_retention_days", "7"]]);
    try {
      expect(await purgePaymentNotifications(t.ctx)).toBe(1);
      expect(await remaining()).toEqual(["old-failed", "old-late-payment", "recent-refused"]);
    } finally {
      await t.setSettings([["pay", "notification_retention_days", "90"]]);
    }
  });

  it("deletes a backlog larger than one batch", async () => {
    await t.ctx.db.kysely.deleteFrom("payment_notification").execute();
    const old = daysAgo(100).toISOString();
    const backlog = Array.from({ length: 4_500 }, (_, i) => ({ provider: "xunhupay", order_no: `B${i}`, outcome: "refused_signature", created_at: old }));
    for (let i = 0; i < backlog.length; i += 500) await t.ctx.db.kysely.insertInto("payment_notification").values(backlog.slice(i, i + 500)).execute();
    await recordPaymentNotification(t.ctx.db.kysely, { provider: "xunhupay", orderNo: "kept", outcome: "settled", detail: "" });

    expect(await purgePaymentNotifications(t.ctx)).toBe(4_500);
    expect(await remaining()).toEqual(["kept"]);
  });
});
