import { describe, expect, it } from "vitest";
import { hashPassword, passwordCostFor, PRODUCTION_PASSWORD_COST, setPasswordCost, TEST_PASSWORD_COST, verifyPassword } from "./password.js";

describe("password hashing cost", () => {
  it("is argon2id at 19 MiB and 2 passes unless a test lowers it", async () => {
    expect(passwordCostFor({})).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await hashPassword("s3cret-pass", passwordCostFor({}))).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("is lowered only by WENKU_TEST_PASSWORD_COST=low, and never under NODE_ENV=production", () => {
    expect(passwordCostFor({ WENKU_TEST_PASSWORD_COST: "low", NODE_ENV: "test" })).toEqual(TEST_PASSWORD_COST);
    expect(passwordCostFor({ WENKU_TEST_PASSWORD_COST: "low", NODE_ENV: "production" })).toEqual(PRODUCTION_PASSWORD_COST);
    expect(passwordCostFor({ WENKU_TEST_PASSWORD_COST: "1" })).toEqual(PRODUCTION_PASSWORD_COST);
  });

  it("is set in code by a test server that runs as production (the browser tests' lane servers), until unset", async () => {
    try {
      setPasswordCost(PRODUCTION_PASSWORD_COST);
      expect(await hashPassword("s3cret-pass")).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      setPasswordCost(TEST_PASSWORD_COST);
      expect(await hashPassword("s3cret-pass")).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    } finally {
      setPasswordCost(undefined);
    }
  });

  it("verifies a stored hash whatever cost it was made with", async () => {
    for (const cost of [PRODUCTION_PASSWORD_COST, TEST_PASSWORD_COST]) {
      const stored = await hashPassword("s3cret-pass", cost);
      expect(await verifyPassword(stored, "s3cret-pass")).toBe(true);
      expect(await verifyPassword(stored, "wrong-pass")).toBe(false);
    }
    expect(await verifyPassword("not a hash", "s3cret-pass")).toBe(false);
  });
});
