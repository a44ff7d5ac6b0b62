import { parseDiscountTiers } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { documentFigures, rechargeFigures, vipFigures } from "./order-money.js";

describe("order money", () => {
  const tiers = parseDiscountTiers("100:0.95\n1000:0.9");

  it("prices a recharge at the best tier it reaches, rounded to the fen", () => {
    expect(rechargeFigures(99, 10, tiers)).toEqual({ quantity: 99, price: 1, amount: 99, amountFen: 990, discountBp: 10000 });
    expect(rechargeFigures(100, 10, tiers)).toMatchObject({ amountFen: 950, discountBp: 9500 });
    expect(rechargeFigures(1000, 10, tiers)).toMatchObject({ amountFen: 9000, discountBp: 9000 });
    // 123 credits at ¥1 = 7 credits: 123 / 7 × 0.95 × 100 = 1669.28… fen.
    expect(rechargeFigures(123, 7, tiers).amountFen).toBe(1669);
    // Exactly half a fen rounds up: 1 credit at 200 per ¥1 = 0.5 fen.
    expect(rechargeFigures(1, 200, []).amountFen).toBe(1);
    expect(rechargeFigures(1, 201, []).amountFen).toBe(0);
    // A discount like 0.85 stays exact (no 0.8499999 float).
    expect(rechargeFigures(1000, 1, parseDiscountTiers("10:0.85"))).toMatchObject({ amountFen: 85000, discountBp: 8500 });
    expect(rechargeFigures(100_000_000, 10, tiers).amountFen).toBe(900_000_000);
  });

  it("prices VIP in fen and in credits rounded up", () => {
    expect(vipFigures(9900, 10)).toEqual({ quantity: 1, price: 990, amount: 990, amountFen: 9900, discountBp: 10000 });
    expect(vipFigures(999, 3)).toMatchObject({ amount: 30, amountFen: 999 });
  });

  it("prices a document with the VIP discount rounded up, and its money rounded up", () => {
    expect(documentFigures(20, 100, 10)).toEqual({ quantity: 1, price: 20, amount: 20, amountFen: 200, discountBp: 10000 });
    expect(documentFigures(15, 85, 10)).toEqual({ quantity: 1, price: 15, amount: 13, amountFen: 130, discountBp: 8500 });
    expect(documentFigures(7, 100, 3).amountFen).toBe(234);
  });
});
