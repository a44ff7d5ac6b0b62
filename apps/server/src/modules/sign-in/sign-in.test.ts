import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { dayNumber } from "./today.js";

describe(`daily sign-in (${testDialect})`, () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["security", "enable_captcha_register", "false"], ["score", "sign_in", "3"]]);
  });
  afterAll(() => t.close());

  it("needs a login", async () => {
    expect((await t.call(apiRoutes.signIn.sign)).status).toBe(401);
    expect((await t.call(apiRoutes.signIn.today)).status).toBe(401);
  });

  it("awards score.sign_in once a day through the ledger", async () => {
    const member = await t.registerMember();
    const before = await t.call(apiRoutes.signIn.today, { token: member.token });
    // Not signed yet: a sign-in with id 0, not an error (the member page asks on every visit).
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ id: 0, user_id: member.id, sign_at: dayNumber(), award: 0 });

    const signed = await t.call(apiRoutes.signIn.sign, { token: member.token });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ user_id: member.id, sign_at: dayNumber(), award: 3 });

    const again = await t.call(apiRoutes.signIn.sign, { token: member.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("您今天已经签到过了");

    const today = await t.call(apiRoutes.signIn.today, { token: member.token });
    expect(today.status).toBe(200);
    expect(today.body.id).toBe(signed.body.id);

    const ledger = await t.ctx.db.kysely.selectFrom("credit_ledger").selectAll().where("user_id", "=", member.id).where("reason", "=", "sign_in").execute();
    expect(ledger.map((row) => Number(row.delta))).toEqual([3]);
  });

  it("awards once when two sign-ins race", async () => {
    const member = await t.registerMember();
    const before = await t.ctx.db.kysely.selectFrom("user").select("credit_count").where("id", "=", member.id).executeTakeFirstOrThrow();
    const results = await Promise.all([
      t.call(apiRoutes.signIn.sign, { token: member.token }),
      t.call(apiRoutes.signIn.sign, { token: member.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await t.ctx.db.kysely.selectFrom("user").select("credit_count").where("id", "=", member.id).executeTakeFirstOrThrow();
    expect(Number(after.credit_count) - Number(before.credit_count)).toBe(3);
    const sum = await t.ctx.db.kysely.selectFrom("credit_ledger").select((eb) => eb.fn.sum<number>("delta").as("total")).where("user_id", "=", member.id).executeTakeFirstOrThrow();
    expect(Number(sum.total)).toBe(Number(after.credit_count));
  });
});
