import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { createMember, insertDocument, type Session } from "../documents/document-fixtures.js";
import { enableCommerce, orderApi, type OrderApi } from "./order-fixtures.js";

const gatewayOff: Array<[string, string, string]> = [["pay", "enable_xunhupay", "false"]];
const gatewayOn: Array<[string, string, string]> = [["pay", "enable_xunhupay", "true"]];

describe(`no order that cannot be paid (${testDialect})`, () => {
  let t: TestServer;
  let api: OrderApi;
  let uploader: Session;
  const ordersOf = (userId: number) => t.ctx.db.kysely.selectFrom("orders").select("id").where("user_id", "=", userId).execute();

  beforeAll(async () => {
    t = await createTestServer();
    await enableCommerce(t);
    api = orderApi(t);
    uploader = await createMember(t.ctx);
  });
  afterAll(() => t.close());
  beforeEach(() =>
    t.setSettings([...gatewayOff, ["vip", "enable_credit_pay", "false"], ["download", "enable_code_download", "false"], ["download", "max_price", "0"]]),
  );

  it("refuses a recharge while no gateway can take the money, and takes it once one can", async () => {
    const buyer = await createMember(t.ctx, 10_000);
    const refused = await api.create(buyer.token, { order_type: 3, quantity: 100 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("暂无可用的支付方式，请联系管理员");
    // Switched on without its AppSecret the gateway is not usable either.
    await t.setSettings([...gatewayOn, ["pay", "xunhupay_appsecret", ""]]);
    expect((await api.create(buyer.token, { order_type: 3, quantity: 100 })).body.message).toBe("暂无可用的支付方式，请联系管理员");
    expect(await ordersOf(buyer.id)).toHaveLength(0);
    await t.setSettings([["pay", "xunhupay_appsecret", "test-appsecret"], ...gatewayOn]);
    expect((await api.create(buyer.token, { order_type: 3, quantity: 100 })).status).toBe(200);
  });

  it("refuses VIP without a gateway unless credits may pay, and then only when the balance covers the price", async () => {
    const poor = await createMember(t.ctx, 100);
    expect((await api.create(poor.token, { order_type: 2, product_id: 2 })).body.message).toBe("暂无可用的支付方式，请联系管理员");
    await t.setSettings([["vip", "enable_credit_pay", "true"]]);
    // The month plan costs ¥10.00, 100 credits at 10 a yuan; the year plan ¥99.00, 990 credits.
    const short = await api.create(poor.token, { order_type: 2, product_id: 0 });
    expect(short.status).toBe(403);
    expect(short.body.message).toBe("魔豆不足，还差 890 魔豆");
    expect((await api.create(poor.token, { order_type: 2, product_id: 2 })).body).toMatchObject({ status: 1, amount: 100 });
    await t.setSettings(gatewayOn);
    expect((await api.create(poor.token, { order_type: 2, product_id: 0 })).body).toMatchObject({ status: 1, amount_fen: 9900 });
  });

  it("refuses a document order that neither credits nor a download code can pay without a gateway", async () => {
    const doc = await insertDocument(t.ctx, { userId: uploader.id, price: 30 });
    const poor = await createMember(t.ctx, 12);
    const short = await api.create(poor.token, { order_type: 1, product_id: doc.id });
    expect(short.status).toBe(403);
    expect(short.body.message).toBe("魔豆不足，还差 18 魔豆");
    await t.setSettings([["download", "enable_code_download", "true"], ["download", "max_price", "20"]]);
    expect((await api.create(poor.token, { order_type: 1, product_id: doc.id })).body.message).toBe("魔豆不足，还差 18 魔豆");
    await t.setSettings([["download", "max_price", "0"]]);
    expect((await api.create(poor.token, { order_type: 1, product_id: doc.id })).body).toMatchObject({ status: 1, amount: 30 });
    const rich = await createMember(t.ctx, 30);
    await t.setSettings([["download", "enable_code_download", "false"]]);
    expect((await api.create(rich.token, { order_type: 1, product_id: doc.id })).body).toMatchObject({ status: 1, amount: 30 });
  });

  it("names the credit currency with score.credit_name in orders and their refusals", async () => {
    await t.setSettings([["score", "credit_name", "金币"], ["vip", "enable_credit_pay", "true"]]);
    try {
      const buyer = await createMember(t.ctx, 5);
      expect((await api.create(buyer.token, { order_type: 2, product_id: 2 })).body.message).toBe("金币不足，还差 95 金币");
      await t.setSettings(gatewayOn);
      const recharge = await api.created(buyer.token, { order_type: 3, quantity: 100 });
      expect(recharge.product_name).toBe("100 金币");
      expect((await api.pay(buyer.token, { order_no: recharge.order_no, payment_type: 5 })).body.message).toBe("充值订单不能使用金币支付");
      await t.setSettings([["pay", "enable_recharge", "false"]]);
      expect((await api.create(buyer.token, { order_type: 3, quantity: 100 })).body.message).toBe("金币充值未开启");
    } finally {
      await t.setSettings([["score", "credit_name", "魔豆"], ["pay", "enable_recharge", "true"]]);
    }
  });
});
