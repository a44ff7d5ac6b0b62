import { messages, userMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { LOGIN_FAILURE_WINDOW_MS, lockAfterFailure, throttleAccount } from "./login-throttle.js";

/** Per-account login throttling: 5 failures, then holds of 1, 2, 4 … 30 minutes, whatever address the attempts use. */
describe(`per-account login throttle (${testDialect})`, () => {
  let t: TestServer;
  const db = () => t.ctx.db.kysely;
  let ipCounter = 0;
  /** Every attempt from another address, as an attacker behind rotating proxies would send them. */
  const rotatingIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  const login = (username: string, password: string, ip = rotatingIp()) =>
    t.request("POST", "/api/v1/user/login", { ip, body: { username, password } });
  const throttleRow = (account: string) => db().selectFrom("login_throttle").selectAll().where("account", "=", account).executeTakeFirst();
  /** Lets the current hold run out without waiting: the stored end moves into the past; the count stays. */
  const endHold = (account: string) =>
    db().updateTable("login_throttle").set({ locked_until: new Date(Date.now() - 1000).toISOString() }).where("account", "=", account).execute();
  const lockedBody = (minutes: number) => ({ error: userMessages.loginLocked(minutes), code: 8, message: userMessages.loginLocked(minutes) });
  const wrongBody = { error: messages.wrongCredentials, code: 3, message: messages.wrongCredentials };

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["security", "enable_captcha_login", "false"]]);
  });
  afterAll(() => t.close());

  it("holds an account back 1, 2, 4, 8, 16 and then 30 minutes", () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 20].map((n) => lockAfterFailure(n) / 60_000)).toEqual([0, 0, 1, 2, 4, 8, 16, 30, 30]);
  });

  it("refuses the right password after 20 wrong ones from 20 addresses; after the hold it works and clears the count", async () => {
    const member = await t.registerMember();
    const account = throttleAccount(member.username);
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await login(member.username, "wrong-password"));
    expect(answers.slice(0, 5).map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    for (const res of answers.slice(0, 5)) expect(res.body).toEqual(wrongBody);
    for (const res of answers.slice(5)) {
      expect(res.status).toBe(429);
      expect(res.body).toEqual(lockedBody(1));
    }
    const refused = await login(member.username, member.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(lockedBody(1));
    expect(await throttleRow(account)).toMatchObject({ failures: 5 });

    await endHold(account);
    const ok = await login(member.username.toUpperCase(), member.password, "198.51.100.77");
    expect(ok.status).toBe(200);
    // The forwarded address is the request's address, so the 20 attempts above really came from 20 addresses.
    expect(ok.body.user.last_login_ip).toBe("198.51.100.77");
    expect(await throttleRow(account)).toBeUndefined();
    const afterwards = await login(member.username, "wrong-password");
    expect(afterwards.body).toEqual(wrongBody);
    expect(await throttleRow(account)).toMatchObject({ failures: 1, locked_until: "" });
  });

  it("doubles the hold with each failure after the fifth, up to 30 minutes", async () => {
    const member = await t.registerMember();
    const account = throttleAccount(member.username);
    for (let i = 0; i < 4; i++) expect((await login(member.username, "wrong-password")).status).toBe(400);
    for (const minutes of [1, 2, 4, 8, 16, 30, 30]) {
      const failed = await login(member.username, "wrong-password");
      expect(failed.body).toEqual(wrongBody);
      const row = await throttleRow(account);
      expect(Date.parse(row!.locked_until) - Date.parse(row!.failed_at)).toBe(minutes * 60_000);
      const held = await login(member.username, member.password);
      expect(held.status).toBe(429);
      expect(held.body).toEqual(lockedBody(minutes));
      await endHold(account);
    }
    expect(await throttleRow(account)).toMatchObject({ failures: 11 });
    expect((await login(member.username, member.password)).status).toBe(200);
  });

  it("forgets failures after a quiet window", async () => {
    const member = await t.registerMember();
    const account = throttleAccount(member.username);
    for (let i = 0; i < 5; i++) await login(member.username, "wrong-password");
    const longAgo = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS - 60_000).toISOString();
    await db().updateTable("login_throttle").set({ failed_at: longAgo, locked_until: longAgo }).where("account", "=", account).execute();
    expect((await login(member.username, "wrong-password")).body).toEqual(wrongBody);
    expect(await throttleRow(account)).toMatchObject({ failures: 1, locked_until: "" });
  });

  it("counts simultaneous wrong attempts exactly, and lets none past a hold another one set", async () => {
    const member = await t.registerMember();
    const account = throttleAccount(member.username);
    const first = await Promise.all(Array.from({ length: 4 }, () => login(member.username, "wrong-password")));
    expect(first.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(await throttleRow(account)).toMatchObject({ failures: 4, locked_until: "" });

    const second = await Promise.all(Array.from({ length: 12 }, () => login(member.username, "wrong-password")));
    expect(second.filter((r) => r.status === 400)).toHaveLength(1);
    expect(second.filter((r) => r.status === 429)).toHaveLength(11);
    expect(await throttleRow(account)).toMatchObject({ failures: 5 });
  });

  it("throttles a username that does not exist the same way, ignoring its case and look-alike spellings", async () => {
    const known = await t.registerMember();
    const unknown = "no_such_member_42";
    const fullWidth = Array.from(unknown, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join("");
    const spellings = [unknown, unknown.toUpperCase(), fullWidth, unknown.replace("o", "0")];
    const answers = { known: [] as Array<{ status: number; body: unknown }>, unknown: [] as Array<{ status: number; body: unknown }> };
    for (let i = 0; i < 7; i++) {
      answers.known.push(await login(known.username, "wrong-password"));
      answers.unknown.push(await login(spellings[i % spellings.length], "wrong-password"));
    }
    const shape = (list: Array<{ status: number; body: unknown }>) => list.map((r) => [r.status, r.body]);
    expect(shape(answers.unknown)).toEqual(shape(answers.known));
    expect(answers.unknown.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(await throttleRow(throttleAccount(unknown))).toMatchObject({ failures: 5 });
  });

  it("counts one account's failures apart from another's", async () => {
    const victim = await t.registerMember();
    const bystander = await t.registerMember();
    for (let i = 0; i < 6; i++) await login(victim.username, "wrong-password");
    expect((await login(victim.username, victim.password)).status).toBe(429);
    expect((await login(bystander.username, bystander.password)).status).toBe(200);
  });
});
