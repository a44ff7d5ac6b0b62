import { PaymentType } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "../../context.js";
import type { OutgoingNotification } from "../../test/fake-gateways/index.js";
import { createRechargeOrder, orderRow, payOrder, startPaymentFixture, type PaymentFixture } from "../../test/fake-gateways/payment-fixture.js";
import { testDialect } from "../../test/harness.js";
import { FAILURES_PER_ADDRESS_PER_MINUTE, STORED_REFUSALS_PER_HOUR } from "./refusal-limits.js";
import { reportRefusals } from "./refusal-report.js";

const providers = ["wechatpay", "alipay", "xunhupay"] as const;
type Provider = (typeof providers)[number];
const paymentTypes: Record<Provider, number> = { wechatpay: PaymentType.wechat, alipay: PaymentType.alipay, xunhupay: PaymentType.hupijiao };

let f: PaymentFixture;
beforeAll(async () => {
  f = await startPaymentFixture();
});
afterAll(async () => {
  await f?.close();
});

/** Posts a notification to our callback from `address` (X-Forwarded-For, believed from the loopback proxy). */
async function post(n: OutgoingNotification, address: string) {
  const res = await f.t.app.inject({ method: "POST", url: new URL(n.url).pathname, headers: { ...n.headers, "x-forwarded-for": address }, payload: n.body });
  return { status: res.statusCode, body: res.body };
}

let forgeries = 0;
/** A notification with a broken signature, claiming an order and a trade number of the attacker's choosing. */
function forged(provider: Provider): OutgoingNotification {
  const n = ++forgeries;
  return f.fakes[provider].notification(`FORGED-${n}`, { amountFen: 100, tradeNo: `T-FORGED-${n}`, forge: true });
}

/** A pending recharge started at the gateway, and its genuine paid notification (not sent yet). */
async function signedPayment(provider: Provider) {
  const order = await createRechargeOrder(f, 10);
  const started = await payOrder(f, order.order_no, paymentTypes[provider]);
  expect(started.status, started.raw).toBe(200);
  // An Alipay trade exists once the buyer opens its page.
  if (provider === "alipay") expect((await fetch(started.body.payment_url as string)).status).toBe(200);
  return { orderNo: order.order_no, notification: f.fakes[provider].notification(order.order_no) };
}

/** The rows refused signatures left (a WeChat Pay one claims no order: its claims are encrypted). */
const forgedRows = () => f.t.ctx.db.kysely.selectFrom("payment_notification").select(["provider", "order_no"]).where("outcome", "=", "refused_signature").execute();

/** Captures the server's log lines while `work` runs. */
async function loggedDuring(work: () => Promise<void>) {
  const lines: Array<{ level: string; msg: string; extra: Record<string, unknown> }> = [];
  const log = f.t.ctx.log;
  const recording: Logger = {
    info: (msg, extra) => lines.push({ level: "info", msg, extra: (extra ?? {}) as Record<string, unknown> }),
    warn: (msg, extra) => lines.push({ level: "warn", msg, extra: (extra ?? {}) as Record<string, unknown> }),
    error: (msg, extra) => lines.push({ level: "error", msg, extra: (extra ?? {}) as Record<string, unknown> }),
  };
  f.t.ctx.log = recording;
  try {
    await work();
  } finally {
    f.t.ctx.log = log;
  }
  return lines;
}

describe(`forged payment notifications (${testDialect})`, () => {
  it("stores a bounded number of 1,000 forgeries from 1,000 addresses and logs one line per gateway", async () => {
    let replies: Array<{ status: number }> = [];
    const startedAt = Date.now();
    const lines = await loggedDuring(async () => {
      for (let batch = 0; batch < 50; batch++) {
        const sent = Array.from({ length: 20 }, (_, i) => post(forged(providers[(batch * 20 + i) % 3]), `10.77.${batch}.${i + 1}`));
        replies = replies.concat(await Promise.all(sent));
      }
      reportRefusals(f.t.ctx);
    });
    const minutes = Math.ceil((Date.now() - startedAt) / 60_000);

    expect(replies).toHaveLength(1000);
    // One forgery per address: none is past its address's limit, each is refused as the gateway's failure.
    expect(replies.every((r) => r.status === 400 || r.status === 401)).toBe(true);
    const rows = await forgedRows();
    for (const provider of providers) expect(rows.filter((r) => r.provider === provider)).toHaveLength(STORED_REFUSALS_PER_HOUR);
    expect(rows.filter((r) => r.provider !== "wechatpay").every((r) => r.order_no.startsWith("FORGED-"))).toBe(true);
    expect(rows).toHaveLength(3 * STORED_REFUSALS_PER_HOUR);

    // Nothing per request: one report line per gateway (one more per minute the burst lasted past its first).
    const warnings = lines.filter((l) => l.level === "warn");
    expect(lines.filter((l) => l.level !== "warn")).toEqual([]);
    for (const provider of providers) {
      const own = warnings.filter((l) => l.msg.startsWith(`${provider}: `));
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(minutes);
      const refused = own.reduce((sum, l) => sum + Number((l.extra.outcomes as Record<string, number>).refused_signature), 0);
      expect(refused).toBe(provider === "wechatpay" ? 334 : 333);
      expect(own.reduce((sum, l) => sum + Number(l.extra.stored), 0)).toBe(STORED_REFUSALS_PER_HOUR);
    }
    expect(warnings[0].msg).toMatch(/^\w+: \d+ payment notifications refused$/);
  });

  it("answers 429 to an address past its limit, yet settles the correctly signed notifications it sends", async () => {
    const attacker = "203.0.113.66";
    const payments = await Promise.all(providers.map((p) => signedPayment(p)));
    const rowsBefore = (await forgedRows()).length;

    // The first failures of the minute are answered as the gateway's failure, the following ones 429.
    const first: number[] = [];
    for (let i = 0; i < FAILURES_PER_ADDRESS_PER_MINUTE + 10; i++) first.push((await post(forged(providers[i % 3]), attacker)).status);
    expect(first.slice(0, FAILURES_PER_ADDRESS_PER_MINUTE).every((s) => s === 400 || s === 401)).toBe(true);
    expect(first.slice(FAILURES_PER_ADDRESS_PER_MINUTE)).toEqual(Array(10).fill(429));

    // The rest of 1,000 forgeries, with the three genuine notifications among them, all from the same address.
    const rest: Array<Promise<{ status: number; body: string }>> = [];
    const genuine: Array<Promise<{ status: number; body: string }>> = [];
    for (let i = first.length; i < 1000; i++) {
      rest.push(post(forged(providers[i % 3]), attacker));
      if (i === 500) for (const p of payments) genuine.push(post(p.notification, attacker));
      if (rest.length % 20 === 0) await Promise.all(rest.slice(-20));
    }
    const restReplies = await Promise.all(rest);
    expect(restReplies.every((r) => r.status === 429 || r.status === 400 || r.status === 401)).toBe(true);
    expect(restReplies.filter((r) => r.status === 429).length).toBeGreaterThan(0);

    const [wechatpay, alipay, xunhupay] = await Promise.all(genuine);
    expect(wechatpay).toEqual({ status: 200, body: JSON.stringify({ code: "SUCCESS" }) });
    expect(alipay).toEqual({ status: 200, body: "success" });
    expect(xunhupay).toEqual({ status: 200, body: "success" });
    for (const p of payments) expect((await orderRow(f, p.orderNo)).status).toBe(2);

    // This hour's rows were used up by the first test: these forgeries add none.
    expect((await forgedRows()).length).toBe(rowsBefore);
    reportRefusals(f.t.ctx);
  });

  it("bounds the rows of correctly signed notifications that are set aside, when replayed", async () => {
    const order = await createRechargeOrder(f, 10);
    const started = await payOrder(f, order.order_no, PaymentType.hupijiao);
    expect(started.status, started.raw).toBe(200);
    const unpaid = f.fakes.xunhupay.notification(order.order_no, { unpaid: true });
    for (let i = 0; i < STORED_REFUSALS_PER_HOUR + 15; i++) expect((await post(unpaid, "192.0.2.10")).body).toBe("success");
    const rows = await f.t.ctx.db.kysely.selectFrom("payment_notification").select("outcome").where("order_no", "=", order.order_no).execute();
    expect(rows).toEqual(Array(STORED_REFUSALS_PER_HOUR).fill({ outcome: "ignored" }));
    reportRefusals(f.t.ctx);
  });
});
