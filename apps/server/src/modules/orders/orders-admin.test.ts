import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, creditsOf, insertDocument, ledgerMismatches, type Session } from "../documents/document-fixtures.js";
import { ledgerRowsOf, orderRow, startCommerce, type OrderApi } from "./order-fixtures.js";
import { settleGatewayPayment } from "./settle-gateway-payment.js";

describe(`order management (${testDialect})`, () => {
  let t: TestServer;
  let api: OrderApi;
  let admin: string;
  let uploader: Session;
  const db = () => t.ctx.db.kysely;
  const refund = (token: string, orderNo: string, remark = "") => t.call(apiRoutes.order.refund, { token, body: { order_no: orderNo, remark } });
  const recharge = (token: string, body: Record<string, unknown>) => t.call(apiRoutes.order.systemRecharge, { token, body });
  const paidRecharge = async (buyer: Session, quantity: number) => {
    const order = await api.created(buyer.token, { order_type: 3, quantity });
    expect(await settleGatewayPayment(t.ctx, { provider: "alipay", orderNo: order.order_no, tradeNo: "A1", amountFen: Number(order.amount_fen) })).toBe("settled");
    return order;
  };

  beforeAll(async () => {
    t = await createTestServer();
    ({ api, uploader } = await startCommerce(t));
    admin = await t.adminToken();
  });
  afterAll(async () => {
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
    await t.close();
  });

  it("the order list needs its permission and filters by keyword, status, type, payment and user", async () => {
    const alice = await createMember(t.ctx, 100);
    const bob = await createMember(t.ctx, 100);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 10, title: "独一无二的线性代数讲义" });
    const docOrder = await api.created(alice.token, { order_type: 1, product_id: doc.id });
    await api.pay(alice.token, { order_no: docOrder.order_no, payment_type: 5 });
    const aliceRecharge = await api.created(alice.token, { order_type: 3, quantity: 10 });
    const bobRecharge = await api.created(bob.token, { order_type: 3, quantity: 20 });
    const list = (query: Record<string, string | number | Array<string | number>>) => t.call(apiRoutes.order.list, { token: admin, query });

    expect((await t.call(apiRoutes.order.list, { token: alice.token })).status).toBe(403);
    expect((await t.call(apiRoutes.order.list)).status).toBe(401);
    const mine = (await list({ user_id: [alice.id, bob.id], size: 100 })).body;
    expect(mine.total).toBe(3);
    expect(mine.order.map((o: { order_no: string }) => o.order_no)).toEqual([bobRecharge.order_no, aliceRecharge.order_no, docOrder.order_no]);
    expect((await list({ wd: "线性代数" })).body.order.map((o: { order_no: string }) => o.order_no)).toEqual([docOrder.order_no]);
    expect((await list({ wd: bobRecharge.order_no.slice(3) })).body.total).toBe(1);
    const username = (await db().selectFrom("user").select("username").where("id", "=", bob.id).executeTakeFirstOrThrow()).username;
    expect((await list({ wd: username.toUpperCase() })).body.order).toMatchObject([{ order_no: bobRecharge.order_no, username }]);
    expect((await list({ user_id: [alice.id], order_status: [2] })).body.order).toMatchObject([{ order_no: docOrder.order_no, payment_type: 5 }]);
    expect((await list({ user_id: [alice.id, bob.id], order_type: [3] })).body.total).toBe(2);
    expect((await list({ user_id: [alice.id, bob.id], payment_type: [5], order_type: [1, 2] })).body.total).toBe(1);
    expect((await list({ user_id: [alice.id, bob.id], page: 2, size: 2 })).body.order).toHaveLength(1);

    const own = await t.call(apiRoutes.order.mine, { token: alice.token, query: { status: 0 } });
    expect(own.body.total).toBe(2);
    const ownPaid = await t.call(apiRoutes.order.mine, { token: alice.token, query: { status: 2 } });
    expect(ownPaid.body.order).toMatchObject([{ order_no: docOrder.order_no }]);
    expect((await t.call(apiRoutes.order.mine)).status).toBe(401);
  });

  it("members close and delete their unpaid orders; paid orders stay", async () => {
    const buyer = await createMember(t.ctx, 100);
    const pending = await api.created(buyer.token, { order_type: 3, quantity: 10 });
    const closing = await api.created(buyer.token, { order_type: 3, quantity: 10 });
    const closed = await api.close(buyer.token, closing.order_no);
    expect(closed.body).toMatchObject({ status: 3, closed_at: expect.any(String) });
    expect((await api.close(buyer.token, closing.order_no)).body.message).toBe("只能关闭待支付的订单");
    expect((await api.remove(buyer.token, pending.order_no)).status).toBe(200);
    expect((await api.remove(buyer.token, closing.order_no)).status).toBe(200);
    expect(await db().selectFrom("orders").select("id").where("id", "in", [pending.id, closing.id]).execute()).toHaveLength(0);
    const paid = await paidRecharge(buyer, 10);
    const refused = await api.remove(buyer.token, paid.order_no);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("已支付的订单不能删除");
    expect((await api.close(buyer.token, paid.order_no)).body.message).toBe("只能关闭待支付的订单");
    expect((await orderRow(t, paid.order_no)).status).toBe(2);
  });

  it("administrators close any pending order with their permission", async () => {
    const buyer = await createMember(t.ctx);
    const order = await api.created(buyer.token, { order_type: 3, quantity: 10 });
    const member = await t.call(apiRoutes.order.adminClose, { token: buyer.token, body: { order_no: order.order_no } });
    expect(member.status).toBe(403);
    const res = await t.call(apiRoutes.order.adminClose, { token: admin, body: { order_no: order.order_no } });
    expect(res.body).toMatchObject({ order_no: order.order_no, status: 3 });
    expect((await t.call(apiRoutes.order.adminClose, { token: admin, body: { order_no: "none" } })).status).toBe(404);
  });

  it("a refund mark takes a recharge's credits back while the balance holds them, else notes it", async () => {
    const buyer = await createMember(t.ctx, 0);
    const order = await paidRecharge(buyer, 100);
    expect((await refund(buyer.token, order.order_no)).status).toBe(403);
    const res = await refund(admin, order.order_no, "微信后台已退款");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 2, refund_remark: "微信后台已退款；已扣回 100 魔豆", refunded_at: expect.any(String) });
    expect(await creditsOf(t.ctx, buyer.id)).toBe(0);
    expect((await ledgerRowsOf(t, buyer.id)).at(-1)).toMatchObject({ delta: -100, reason: "recharge_refund", ref_type: "order", ref_id: order.id });
    const again = await refund(admin, order.order_no);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("该订单已标记退款");

    const spent = await paidRecharge(buyer, 100);
    await db().transaction().execute(async (trx) => {
      const { changeCredits } = await import("../credits/change-credits.js");
      await changeCredits(trx, { userId: buyer.id, delta: -60, reason: "download" });
    });
    const short = await refund(admin, spent.order_no);
    expect(short.body.refund_remark).toBe("魔豆余额不足，未扣回 100 魔豆");
    expect(await creditsOf(t.ctx, buyer.id)).toBe(40);
    expect((await orderRow(t, spent.order_no)).refunded_by).toBeGreaterThan(0);
  });

  it("a refund mark of a credit payment gives the credits back; pending orders cannot be marked", async () => {
    const buyer = await createMember(t.ctx, 100);
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 40 });
    const order = await api.created(buyer.token, { order_type: 1, product_id: doc.id });
    const pending = await refund(admin, order.order_no);
    expect(pending.status).toBe(400);
    expect(pending.body.message).toBe("只能为已支付的订单标记退款");
    await api.pay(buyer.token, { order_no: order.order_no, payment_type: 5 });
    expect(await creditsOf(t.ctx, buyer.id)).toBe(60);
    const res = await refund(admin, order.order_no);
    expect(res.body.refund_remark).toBe("已退还 40 魔豆");
    expect(await creditsOf(t.ctx, buyer.id)).toBe(100);
    const concurrent = await Promise.all([refund(admin, order.order_no), refund(admin, order.order_no)]);
    expect(concurrent.map((r) => r.status)).toEqual([400, 400]);
    expect(await creditsOf(t.ctx, buyer.id)).toBe(100);
  });

  it("system recharge moves credits through the ledger and records a paid order with payment method 6", async () => {
    const member = await createMember(t.ctx, 0);
    expect((await recharge(member.token, { user_id: member.id, credit: 100 })).status).toBe(403);
    const res = await recharge(admin, { user_id: member.id, credit: 500, remark: "活动奖励" });
    expect(res.status).toBe(200);
    expect(await creditsOf(t.ctx, member.id)).toBe(500);
    const orders = await db().selectFrom("orders").selectAll().where("user_id", "=", member.id).execute();
    expect(orders).toMatchObject([{ order_type: 3, payment_type: 6, status: 2, quantity: 500, amount: 500, amount_fen: 0, remark: "活动奖励" }]);
    expect((await ledgerRowsOf(t, member.id)).at(-1)).toMatchObject({ delta: 500, reason: "system_recharge", ref_type: "order", ref_id: orders[0].id, remark: "活动奖励" });
    expect((await recharge(admin, { user_id: member.id, credit: -200 })).status).toBe(200);
    expect(await creditsOf(t.ctx, member.id)).toBe(300);
    const tooMuch = await recharge(admin, { user_id: member.id, credit: -301 });
    expect(tooMuch.status).toBe(403);
    expect(await creditsOf(t.ctx, member.id)).toBe(300);
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", member.id).execute()).toHaveLength(2);
    expect((await recharge(admin, { user_id: 9_999_999, credit: 5 })).body.message).toBe("用户不存在");
    expect((await recharge(admin, { user_id: member.id, credit: 0 })).body.message).toBe("充值积分必须是非零整数");
    expect((await recharge(admin, { user_id: member.id, credit: 1.5 })).status).toBe(400);
  });
});
