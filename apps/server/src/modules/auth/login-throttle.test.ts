import { messages, userMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { endHold, loginClient, throttleRow } from "./login-fixtures.js";
import { LOGIN_FAILURE_WINDOW_MS, lockAfterFailure, throttleAccount } from "./login-throttle.js";

/**
 * The account's counter, which judges every client without a device cookie of the account: 5 failures, then a
 * captcha and holds of 1, 2, 4 … 30 minutes, whatever address the attempts use. Device cookies: login-gate.test.ts.
 */
describe(`per-account login throttle of untrusted clients (${testDialect})`, () => {
  let t: TestServer;
  let client: ReturnType<typeof loginClient>;
  const login = (...args: Parameters<ReturnType<typeof loginClient>["login"]>) => client.login(...args);
  const row = (account: string) => throttleRow(t, account);
  const lockedBody = (minutes: number) => ({ ...refusal(userMessages.loginLocked(minutes), 8), captcha_required: true });
  const refusal = (message: string, code = 3) => ({ error: message, code, message });
  const wrongBody = refusal(messages.wrongCredentials);
  const wrongAskingCaptcha = { ...wrongBody, captcha_required: true };

  beforeAll(async () => {
    t = await createTestServer();
    client = loginClient(t);
    await t.setSettings([["security", "enable_captcha_login", "false"]]);
  });
  afterAll(() => t.close());

  it("holds an account back 1, 2, 4, 8, 16 and then 30 minutes", () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 20].map((n) => lockAfterFailure(n) / 60_000)).toEqual([0, 0, 1, 2, 4, 8, 16, 30, 30]);
  });

  it("refuses the right password after 20 wrong ones from 20 addresses; after the hold it needs a captcha, then works and clears the count", async () => {
    const member = await t.registerMember();
    const account = throttleAccount(member.username);
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await login(member.username, "wrong-password"));
    expect(answers.slice(0, 5).map((r) => r.body)).toEqual([wrongBody, wrongBody, wrongBody, wrongBody, wrongAskingCaptcha]);
    for (const res of answers.slice(5)) {
      expect(res.status).toBe(429);
      expect(res.body).toEqual(lockedBody(1));
    }
    const refused = await login(member.username, member.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(lockedBody(1));
    expect(await row(account)).toMatchObject({ failures: 5 });

    await endHold(t, account);
    const withoutCaptcha = await login(member.username, member.password);
    expect(withoutCaptcha.status).toBe(400);
    expect(withoutCaptcha.body).toEqual({ ...refusal(userMessages.loginCaptchaRequired), captcha_required: true });
    const wrongCaptcha = await login(member.username, member.password, { captcha: { ...(await client.requiredCaptcha()), captcha: "x" } });
    expect(wrongCaptcha.body).toEqual({ ...refusal(messages.captchaWrong), captcha_required: true });
    // Neither refusal tested the password, so neither was counted.
    expect(await row(account)).toMatchObject({ failures: 5 });

    const ok = await login(member.username.toUpperCase(), member.password, { ip: "198.51.100.77", captcha: await client.requiredCaptcha() });
    expect(ok.status).toBe(200);
    // The forwarded address is the request's address, so the 20 attempts above really came from 20 addresses.
    expect(ok.body.user.last_login_ip).toBe("198.51.100.77");
    expect(await row(account)).toBeUndefined();
    const afterwards = await login(member.username, "wrong-password");
    expect(afterwards.body).toEqual(wrongBody);
    expect(await row(account)).toMatchObject({ failures: 1, locked_until: "" });
  });

  it("doubles the hold with each failure after the fifth, up to 30 minutes", async () => {
    const member = await t.registerMember();
    const account = throttleAccount(member.username);
    for (let i = 0; i < 4; i++) expect((await login(member.username, "wrong-password")).status).toBe(400);
    expect((await login(member.username, "wrong-password")).body).toEqual(wrongAskingCaptcha);
    for (const minutes of [1, 2, 4, 8, 16, 30, 30]) {
      const current = await row(account);
      expect(Date.parse(current!.locked_until) - Date.parse(current!.failed_at)).toBe(minutes * 60_000);
      const held = await login(member.username, member.password);
      expect(held.status).toBe(429);
      expect(held.body).toEqual(lockedBody(minutes));
      await endHold(t, account);
      const failed = await login(member.username, "wrong-password", { captcha: await client.requiredCaptcha() });
      expect(failed.body).toEqual(wrongAskingCaptcha);
    }
    expect(await row(account)).toMatchObject({ failures: 12 });
    await endHold(t, account);
    expect((await login(member.username, member.password, { captcha: await client.requiredCaptcha() })).status).toBe(200);
  });

  it("forgets failures, and the captcha, after a quiet window", async () => {
    const member = await t.registerMember();
    const account = throttleAccount(member.username);
    for (let i = 0; i < 5; i++) await login(member.username, "wrong-password");
    const longAgo = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS - 60_000).toISOString();
    await t.ctx.db.kysely.updateTable("login_throttle").set({ failed_at: longAgo, locked_until: longAgo }).where("account", "=", account).execute();
    expect((await login(member.username, "wrong-password")).body).toEqual(wrongBody);
    expect(await row(account)).toMatchObject({ failures: 1, locked_until: "" });
  });

  it("counts simultaneous wrong attempts exactly, and lets none past a hold another one set", async () => {
    const member = await t.registerMember();
    const account = throttleAccount(member.username);
    const first = await Promise.all(Array.from({ length: 4 }, () => login(member.username, "wrong-password")));
    expect(first.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(await row(account)).toMatchObject({ failures: 4, locked_until: "" });

    const second = await Promise.all(Array.from({ length: 12 }, () => login(member.username, "wrong-password")));
    expect(second.filter((r) => r.status === 400).map((r) => r.body)).toEqual([wrongAskingCaptcha]);
    expect(second.filter((r) => r.status === 429)).toHaveLength(11);
    expect(await row(account)).toMatchObject({ failures: 5 });

    // After the hold, simultaneous attempts each bring a captcha; one is counted, the others meet its hold.
    await endHold(t, account);
    const captchas = await Promise.all(Array.from({ length: 6 }, () => client.requiredCaptcha()));
    const third = await Promise.all(captchas.map((captcha) => login(member.username, "wrong-password", { captcha })));
    expect(third.filter((r) => r.status === 400).map((r) => r.body)).toEqual([wrongAskingCaptcha]);
    expect(third.filter((r) => r.status === 429)).toHaveLength(5);
    expect(await row(account)).toMatchObject({ failures: 6 });
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
    expect(await row(throttleAccount(unknown))).toMatchObject({ failures: 5 });
  });

  it("counts one account's failures apart from another's", async () => {
    const victim = await t.registerMember();
    const bystander = await t.registerMember();
    for (let i = 0; i < 6; i++) await login(victim.username, "wrong-password");
    expect((await login(victim.username, victim.password)).status).toBe(429);
    expect((await login(bystander.username, bystander.password)).status).toBe(200);
  });
});
