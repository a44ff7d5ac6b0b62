import { describe, expect, it } from "vitest";
import type { GatewayOrder } from "./gateway-notification.js";
import { fenToYuan, yuanToFen } from "./money.js";
import { beijingDateTime, beijingRfc3339, orderSubject, paymentDeadline } from "./payment-terms.js";

const order = (fields: Partial<GatewayOrder>) => ({ product_name: "", order_type: 3, expire_at: null, ...fields }) as GatewayOrder;

describe("money", () => {
  it("writes fen as yuan and reads gateway yuan strictly", () => {
    expect([1, 100, 1234, 1_000_000_05].map(fenToYuan)).toEqual(["0.01", "1.00", "12.34", "1000000.05"]);
    expect(["12.34", "12.3", "12", "0.01", " 5.00 "].map(yuanToFen)).toEqual([1234, 1230, 1200, 1, 500]);
    for (const bad of ["", "1.234", "-1", "1e3", "0x10", "1,00", "NaN", "12."]) expect(yuanToFen(bad), bad).toBeUndefined();
  });
});

describe("payment terms", () => {
  it("names the order without control characters or emoji, within the gateway's length", () => {
    expect(orderSubject(order({ product_name: "100 积分🎉\u0007" }), 60)).toBe("100 积分");
    expect(orderSubject(order({ product_name: "" }), 60)).toBe("充值");
    expect(orderSubject(order({ product_name: "文".repeat(200) }), 60)).toHaveLength(60);
  });

  it("writes the deadline in Beijing time and refuses an order about to close", () => {
    const now = new Date("2025-01-01T00:00:00Z");
    const deadline = paymentDeadline(order({ expire_at: "2025-01-01T00:30:00.000Z" }), now)!;
    expect(beijingRfc3339(deadline)).toBe("2025-01-01T08:30:00+08:00");
    expect(beijingDateTime(deadline)).toBe("2025-01-01 08:30:00");
    expect(paymentDeadline(order({}), now)).toBeUndefined();
    expect(() => paymentDeadline(order({ expire_at: "2025-01-01T00:00:30.000Z" }), now)).toThrow("订单已关闭");
  });
});
