import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { secondProcess, type SecondProcess } from "../../test/second-process.js";
import { createMember } from "../documents/document-fixtures.js";
import { closeExpiredOrders } from "./close-expired-orders.js";
import { startCommerce, type OrderApi } from "./order-fixtures.js";

const ORDERS = 24;

describe(`order auto-close in two processes at once (${testDialect})`, () => {
  let t: TestServer;
  let other: SecondProcess;
  let api: OrderApi;

  beforeAll(async () => {
    t = await createTestServer();
    other = await secondProcess(t);
    ({ api } = await startCommerce(t));
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it("closes each expired order once, whichever process's pass reaches it first", async () => {
    const buyer = await createMember(t.ctx, 0);
    const ids: number[] = [];
    for (let i = 0; i < ORDERS; i++) ids.push(Number((await api.created(buyer.token, { order_type: 3, quantity: 100 + i })).id));
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.ctx.db.kysely.updateTable("orders").set({ expire_at: past }).where("id", "in", ids).execute();
    let closed = 0;
    for (let round = 0; round < 3; round++) {
      const passes = await Promise.all([closeExpiredOrders(t.ctx), closeExpiredOrders(other.ctx), closeExpiredOrders(t.ctx), closeExpiredOrders(other.ctx)]);
      closed += passes.reduce((sum, count) => sum + count, 0);
    }
    expect(closed).toBe(ORDERS);
    const rows = await t.ctx.db.kysely.selectFrom("orders").select(["status", "closed_at"]).where("id", "in", ids).execute();
    expect(rows.every((row) => row.status === 3 && row.closed_at !== null)).toBe(true);
  });
});
