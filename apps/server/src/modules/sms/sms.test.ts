import { apiRoutes, SmsStatus, SmsType, messages, smsMessages, userMessages } from "@wenku/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startFakeSms, type FakeSms } from "../../test/fake-sms/index.js";
import { hashSmsCode } from "./sms-code.js";

describe(`SMS codes and phone accounts (${testDialect})`, () => {
  let t: TestServer;
  let sms: FakeSms;
  let counter = 0;
  const db = () => t.ctx.db.kysely;
  const freshMobile = () => `139${String(Date.now() % 10_000).padStart(4, "0")}${String(++counter).padStart(4, "0")}`;

  const send = (mobile: string, type: number, options: { ip?: string; token?: string; captcha?: object } = {}) =>
    t.request("POST", "/api/v1/sms", { ip: options.ip, token: options.token, body: { mobile, type, ...options.captcha } });
  const post = (path: string, body: object) => t.request("POST", path, { body });
  const logRows = (mobile: string) => db().selectFrom("sms").selectAll().where("mobile", "=", mobile).orderBy("id").execute();
  const codeOf = (mobile: string) => {
    const code = sms.codeFor(mobile);
    if (!code) throw new Error(`no text message to ${mobile}`);
    return code;
  };
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  /** Moves a number's sends back in time, past the resend interval. */
  const age = (mobile: string, ms: number) =>
    db().updateTable("sms").set({ created_at: new Date(Date.now() - ms).toISOString() }).where("mobile", "=", mobile).execute();

  async function registerByPhone(mobile = freshMobile(), password = "phone-pass-1") {
    expect((await send(mobile, SmsType.register)).status).toBe(200);
    const res = await post("/api/v1/user/register/mobile", { mobile, code: codeOf(mobile), password });
    expect(res.status).toBe(200);
    return { mobile, password, token: res.body.token as string, id: res.body.user.id as number, username: res.body.user.username as string };
  }

  beforeAll(async () => {
    t = await createTestServer();
    sms = await startFakeSms("smsTencent");
    await t.setSettings([
      ["security", "enable_captcha_register", "false"], ["security", "enable_captcha_login", "false"], ["security", "enable_captcha_find_password", "false"],
    ]);
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });
  beforeEach(async () => {
    await t.setSettings(sms.settings);
    sms.mode = "deliver";
  });

  it("is off until system.enable_sms is on and the provider's settings are complete", async () => {
    await t.setSettings([["system", "enable_sms", "false"]]);
    const off = await send(freshMobile(), SmsType.register);
    expect(off.status).toBe(400);
    expect(off.body.message).toBe(smsMessages.disabled);
    expect((await t.call(apiRoutes.setting.public)).body.system.enable_sms).toBe(false);
    for (const login of ["/api/v1/user/login/mobile"]) {
      expect((await post(login, { mobile: freshMobile(), code: "123456" })).body.message).toBe(smsMessages.disabled);
    }

    await t.setSettings([["system", "enable_sms", "true"], ["sms", "template_login", ""]]);
    expect((await t.call(apiRoutes.setting.public)).body.system.enable_sms).toBe(false);
    await t.setSettings(sms.settings);
    expect((await t.call(apiRoutes.setting.public)).body.system.enable_sms).toBe(true);
  });

  it("sends a six-digit code stored only as a hash, and registers the number once with it", async () => {
    const mobile = freshMobile();
    const res = await send(mobile, SmsType.register);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ is_registered: false });
    const code = codeOf(mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(sms.inbox.at(-1)).toMatchObject({ mobile, template: "SMS_1000", signName: sms.credentials.signName });

    const stored = await db().selectFrom("sms_code").selectAll().where("mobile", "=", mobile).executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);
    expect(Date.parse(stored.expires_at) - Date.parse(stored.sent_at)).toBe(10 * 60_000);
    const [row] = await logRows(mobile);
    expect(row).toMatchObject({ type: SmsType.register, status: SmsStatus.sent, provider: "smsTencent", error: "" });
    expect(row.response).toContain('"Code":"Ok"');

    const wrong = await post("/api/v1/user/register/mobile", { mobile, code: otherCode(code), password: "phone-pass-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(smsMessages.codeWrong);

    const ok = await post("/api/v1/user/register/mobile", { mobile, code, password: "phone-pass-1" });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    expect(ok.body.user).toMatchObject({ mobile });
    expect(ok.body.user.username).toMatch(/^手机用户[a-z2-9]{8}$/);
    const me = await t.request("GET", "/api/v1/user", { token: ok.body.token });
    expect(me.body.mobile).toBe(mobile);

    const again = await post("/api/v1/user/register/mobile", { mobile, code, password: "phone-pass-1" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(smsMessages.codeWrong);
    const taken = await send(mobile, SmsType.register);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(userMessages.mobileTaken);
  });

  it("signs in by a login code, once, and refuses a disabled account", async () => {
    const unknown = await send(freshMobile(), SmsType.login);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(smsMessages.mobileNotRegistered);

    const account = await registerByPhone();
    await age(account.mobile, 61_000);
    const res = await send(account.mobile, SmsType.login);
    expect(res.body).toEqual({ is_registered: true });
    const code = codeOf(account.mobile);
    expect(sms.inbox.at(-1)?.template).toBe("SMS_1001");
    expect((await post("/api/v1/user/login/mobile", { mobile: account.mobile, code: otherCode(code) })).status).toBe(400);
    const ok = await post("/api/v1/user/login/mobile", { mobile: account.mobile, code });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(account.id);
    const replay = await post("/api/v1/user/login/mobile", { mobile: account.mobile, code });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(smsMessages.codeWrong);

    await db().updateTable("user").set({ status: 1 }).where("id", "=", account.id).execute();
    await age(account.mobile, 61_000);
    await send(account.mobile, SmsType.login);
    const disabled = await post("/api/v1/user/login/mobile", { mobile: account.mobile, code: codeOf(account.mobile) });
    expect(disabled.status).toBe(403);
    expect(disabled.body.message).toBe(userMessages.userDisabled);
  });

  it("resets a password by code and ends the account's sessions", async () => {
    const account = await registerByPhone();
    await age(account.mobile, 61_000);
    expect((await send(account.mobile, SmsType.findPassword)).status).toBe(200);
    expect(sms.inbox.at(-1)?.template).toBe("SMS_1002");
    const res = await post("/api/v1/user/findpassword/mobile", { mobile: account.mobile, code: codeOf(account.mobile), password: "new-phone-pass" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect((await t.call(apiRoutes.user.get, { token: account.token })).status).toBe(401);
    expect(await t.login(account.username, "new-phone-pass")).toEqual(expect.any(String));
    const replay = await post("/api/v1/user/findpassword/mobile", { mobile: account.mobile, code: codeOf(account.mobile), password: "third-pass" });
    expect(replay.status).toBe(400);
  });

  it("sends no registration code and registers no number while registration is closed", async () => {
    await t.setSettings([["security", "enable_register", "false"]]);
    try {
      const mobile = freshMobile();
      const closed = await send(mobile, SmsType.register);
      expect(closed.status).toBe(400);
      expect(closed.body.message).toBe(messages.registerClosed);
      const register = await post("/api/v1/user/register/mobile", { mobile, code: "123456", password: "phone-pass-1" });
      expect(register.body.message).toBe(messages.registerClosed);
      expect(await logRows(mobile)).toEqual([]);
    } finally {
      await t.setSettings([["security", "enable_register", "true"]]);
    }
  });

  it("refuses a mobile registration that declines the site's agreement, before spending its code", async () => {
    const mobile = freshMobile();
    expect((await send(mobile, SmsType.register)).status).toBe(200);
    const declined = await post("/api/v1/user/register/mobile", { mobile, code: codeOf(mobile), password: "phone-pass-1", agreement: false });
    expect(declined.status).toBe(400);
    expect(declined.body.message).toBe("请阅读并同意《文库协议》");
    const agreed = await post("/api/v1/user/register/mobile", { mobile, code: codeOf(mobile), password: "phone-pass-1", agreement: true });
    expect(agreed.status).toBe(200);
  });

  it("refuses an expired code", async () => {
    const mobile = freshMobile();
    await send(mobile, SmsType.register);
    await db().updateTable("sms_code").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("mobile", "=", mobile).execute();
    const res = await post("/api/v1/user/register/mobile", { mobile, code: codeOf(mobile), password: "phone-pass-1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(smsMessages.codeWrong);
  });

  it("refuses even the right code after five wrong answers", async () => {
    const mobile = freshMobile();
    await send(mobile, SmsType.register);
    const code = codeOf(mobile);
    for (let i = 0; i < 5; i++) expect((await post("/api/v1/user/register/mobile", { mobile, code: otherCode(code), password: "phone-pass-1" })).status).toBe(400);
    const res = await post("/api/v1/user/register/mobile", { mobile, code, password: "phone-pass-1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(smsMessages.codeWrong);
    expect(await db().selectFrom("user").select("id").where("mobile", "=", mobile).executeTakeFirst()).toBeUndefined();
  });

  it("sends one code a minute per number, and limits sends per number and per address over the send log", async () => {
    await t.setSettings([["sms", "limit_mobile_hour", "2"], ["sms", "limit_ip_hour", "3"]]);
    const mobile = freshMobile();
    expect((await send(mobile, SmsType.register)).status).toBe(200);
    const soon = await send(mobile, SmsType.register);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe(smsMessages.tooFrequent);
    expect(await logRows(mobile)).toHaveLength(1);

    await age(mobile, 61_000);
    expect((await send(mobile, SmsType.register)).status).toBe(200);
    await age(mobile, 61_000);
    const hourly = await send(mobile, SmsType.register);
    expect(hourly.status).toBe(429);
    expect(await logRows(mobile)).toHaveLength(2);
    await age(mobile, 3_600_000 + 1000);
    expect((await send(mobile, SmsType.register)).status).toBe(200);

    const ip = "203.0.113.77";
    const sent = [];
    for (let i = 0; i < 4; i++) sent.push((await send(freshMobile(), SmsType.register, { ip })).status);
    expect(sent).toEqual([200, 200, 200, 429]);
    const fromIp = await db().selectFrom("sms").select("id").where("ip", "=", ip).execute();
    expect(fromIp).toHaveLength(3);
  });

  it("keeps the send limits across a restart: they are counted in the database", async () => {
    const mobile = freshMobile();
    expect((await send(mobile, SmsType.register)).status).toBe(200);
    const restarted = await createTestServer({ dataDir: t.ctx.env.dataDir, databaseUrl: t.ctx.env.databaseUrl });
    try {
      const again = await restarted.call(apiRoutes.sms.send, { body: { mobile, type: SmsType.register } });
      expect(again.status).toBe(429);
      expect(again.body.message).toBe(smsMessages.tooFrequent);
    } finally {
      await restarted.close();
    }
  });

  it("checks the captcha of the form before sending anything", async () => {
    await t.setSettings([["security", "enable_captcha_login", "true"]]);
    try {
      const account = await registerByPhone();
      await age(account.mobile, 61_000);
      const before = sms.inbox.length;
      const missing = await send(account.mobile, SmsType.login);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(messages.captchaWrong);
      expect(sms.inbox.length).toBe(before);
      expect(await logRows(account.mobile)).toHaveLength(1);

      const captcha = await t.request("GET", "/api/v1/user/captcha", { query: { type: "login" } });
      const answer = await db().selectFrom("captcha").select("answer").where("id", "=", captcha.body.id).executeTakeFirstOrThrow();
      const solved = await send(account.mobile, SmsType.login, { captcha: { captcha_id: captcha.body.id, captcha: answer.answer } });
      expect(solved.status).toBe(200);
      expect(sms.inbox.length).toBe(before + 1);
    } finally {
      await t.setSettings([["security", "enable_captcha_login", "false"]]);
    }
  });

  it("logs a provider's refusal as a failed send, tells the user, and keeps no code", async () => {
    sms.mode = "refuse";
    const mobile = freshMobile();
    const res = await send(mobile, SmsType.register);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(smsMessages.sendFailed);
    const [row] = await logRows(mobile);
    expect(row.status).toBe(SmsStatus.failed);
    expect(row.error).toContain("LimitExceeded.PhoneNumberThirtySecondLimit");
    expect(row.response).toContain("SendStatusSet");
    expect(await db().selectFrom("sms_code").select("id").where("mobile", "=", mobile).executeTakeFirst()).toBeUndefined();

    sms.mode = "deliver";
    await t.setSettings([["sms", "access_key_secret", "not-the-secret"]]);
    const rejectedBefore = sms.rejected.length;
    const other = freshMobile();
    const badKey = await send(other, SmsType.register);
    expect(badKey.status).toBe(502);
    expect(sms.rejected.length).toBe(rejectedBefore + 1);
    const [failed] = await logRows(other);
    expect(failed).toMatchObject({ status: SmsStatus.failed });
    expect(failed.error).toContain("AuthFailure.SignatureFailure");
  });

  it("lets a member prove and bind a number in /me; the profile form cannot set one", async () => {
    const member = await t.registerMember();
    const mobile = freshMobile();
    const viaProfile = await t.call(apiRoutes.user.updateProfile, { token: member.token, body: { username: member.username, mobile } });
    expect(viaProfile.status).toBe(400);
    expect(viaProfile.body.message).toBe(smsMessages.mobileNeedsCode);

    expect((await send(mobile, SmsType.register, { token: member.token })).status).toBe(200);
    const [row] = await logRows(mobile);
    expect(Number(row.user_id)).toBe(member.id);
    const wrong = await t.call(apiRoutes.sms.bindMobile, { token: member.token, body: { mobile, code: otherCode(codeOf(mobile)) } });
    expect(wrong.status).toBe(400);
    const bound = await t.call(apiRoutes.sms.bindMobile, { token: member.token, body: { mobile, code: codeOf(mobile) } });
    expect(bound.status).toBe(200);
    expect((await t.request("GET", "/api/v1/user", { token: member.token })).body.mobile).toBe(mobile);
    const twice = await t.call(apiRoutes.sms.bindMobile, { token: member.token, body: { mobile: freshMobile(), code: "123456" } });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(userMessages.mobileLocked);
    expect((await t.call(apiRoutes.sms.bindMobile, { body: { mobile, code: "123456" } })).status).toBe(401);
  });

  /** An administrator types `mobile` into a member's profile (PUT /api/v1/user/profile with their id). */
  const setByAdmin = async (member: { id: number; username: string }, mobile: string) => {
    const res = await t.call(apiRoutes.user.updateProfile, { token: await t.adminToken(), body: { id: member.id, username: member.username, mobile } });
    expect(res.status).toBe(200);
  };
  const me = async (token: string) => (await t.call(apiRoutes.user.get, { token })).body as { mobile: string; mobile_verified: boolean };
  /** Stores a code for `mobile` as a send would, so the sign-in routes themselves are tried even where no send is allowed. */
  const plantCode = async (mobile: string, type: number, code = "246810") => {
    const now = Date.now();
    const fields = { code_hash: hashSmsCode(t.ctx, mobile, type, code), attempts: 0, sent_at: new Date(now).toISOString(), expires_at: new Date(now + 600_000).toISOString() };
    await db().insertInto("sms_code").values({ mobile, type, ...fields }).onConflict((oc) => oc.columns(["mobile", "type"]).doUpdateSet(fields)).execute();
    return code;
  };
  /** Every way to sign in or reset a password by text message, answered for `mobile`: status and body of each. */
  const smsAccess = async (mobile: string) => {
    await age(mobile, 61_000);
    const sendLogin = await send(mobile, SmsType.login);
    await age(mobile, 61_000);
    const sendReset = await send(mobile, SmsType.findPassword);
    const login = await post("/api/v1/user/login/mobile", { mobile, code: await plantCode(mobile, SmsType.login) });
    const reset = await post("/api/v1/user/findpassword/mobile", { mobile, code: await plantCode(mobile, SmsType.findPassword), password: "taken-over-1" });
    return [sendLogin, sendReset, login, reset].map((r) => ({ status: r.status, body: r.body as unknown }));
  };

  it("signs in and resets nothing by a number an administrator typed, until its member proves it with a code", async () => {
    const member = await t.registerMember();
    const mobile = freshMobile();
    await setByAdmin(member, mobile);
    expect(await me(member.token)).toMatchObject({ mobile, mobile_verified: false });

    // Whoever holds the number is answered exactly as for a number with no account, and the password stays.
    const unproved = await smsAccess(mobile);
    expect(unproved).toEqual(await smsAccess(freshMobile()));
    expect(unproved.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(unproved[0].body).toMatchObject({ message: smsMessages.mobileNotRegistered });
    expect(unproved[2].body).toMatchObject({ message: messages.wrongCredentials });
    expect(await t.login(member.username, member.password)).toEqual(expect.any(String));

    // The member proves it in /me with a registration code; then it is theirs to sign in and recover with.
    await age(mobile, 61_000);
    const bindSend = await send(mobile, SmsType.register, { token: member.token });
    expect(bindSend.body).toEqual({ is_registered: false });
    const bound = await t.call(apiRoutes.sms.bindMobile, { token: member.token, body: { mobile, code: codeOf(mobile) } });
    expect(bound.status).toBe(200);
    expect(await me(member.token)).toMatchObject({ mobile, mobile_verified: true });
    await age(mobile, 61_000);
    expect((await send(mobile, SmsType.login)).body).toEqual({ is_registered: true });
    const login = await post("/api/v1/user/login/mobile", { mobile, code: codeOf(mobile) });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: member.id, mobile, mobile_verified: true });
    await age(mobile, 3_600_000 + 1000); // past the hourly limit per number an earlier test may have lowered
    expect((await send(mobile, SmsType.findPassword)).status).toBe(200);
    expect((await post("/api/v1/user/findpassword/mobile", { mobile, code: codeOf(mobile), password: "proved-pass-1" })).status).toBe(200);
    expect(await t.login(member.username, "proved-pass-1")).toEqual(expect.any(String));
  });

  it("keeps a proven number verified when an administrator saves it unchanged, and unverifies a number they change", async () => {
    const account = await registerByPhone();
    expect(await me(account.token)).toMatchObject({ mobile: account.mobile, mobile_verified: true });
    await setByAdmin(account, account.mobile);
    expect(await me(account.token)).toMatchObject({ mobile: account.mobile, mobile_verified: true });

    const typed = freshMobile();
    await setByAdmin(account, typed);
    const fresh = await t.login(account.username, account.password);
    expect(await me(fresh)).toMatchObject({ mobile: typed, mobile_verified: false });
    const [sendLogin, , login] = await smsAccess(typed);
    expect(sendLogin.body).toMatchObject({ message: smsMessages.mobileNotRegistered });
    expect(login).toMatchObject({ status: 400, body: { message: messages.wrongCredentials } });
    const [oldSend] = await smsAccess(account.mobile);
    expect(oldSend.body).toMatchObject({ message: smsMessages.mobileNotRegistered });
    // Unproved, the member may not change it in the profile either: a number is bound only by code.
    const viaProfile = await t.call(apiRoutes.user.updateProfile, { token: fresh, body: { username: account.username, mobile: freshMobile() } });
    expect(viaProfile.body.message).toBe(smsMessages.mobileNeedsCode);
  });

  it("lets the owner of a number another account holds unproved register or bind it; the unproved copy is cleared", async () => {
    const holder = await t.registerMember();
    const mobile = freshMobile();
    await setByAdmin(holder, mobile);
    const owner = await registerByPhone(mobile);
    expect(owner.id).not.toBe(holder.id);
    expect(await me(owner.token)).toMatchObject({ mobile, mobile_verified: true });
    expect(await me(holder.token)).toMatchObject({ mobile: "", mobile_verified: false });
    await age(mobile, 61_000);
    const taken = await send(mobile, SmsType.register);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(userMessages.mobileTaken);

    // Binding follows the same rule; a proven holder keeps the number against an administrator and another member.
    const other = freshMobile();
    await setByAdmin(holder, other);
    const binder = await t.registerMember();
    expect((await send(other, SmsType.register, { token: binder.token })).status).toBe(200);
    expect((await t.call(apiRoutes.sms.bindMobile, { token: binder.token, body: { mobile: other, code: codeOf(other) } })).status).toBe(200);
    expect(await me(binder.token)).toMatchObject({ mobile: other, mobile_verified: true });
    expect(await me(holder.token)).toMatchObject({ mobile: "", mobile_verified: false });
    const adminTakes = await t.call(apiRoutes.user.updateProfile, { token: await t.adminToken(), body: { id: holder.id, username: holder.username, mobile: other } });
    expect(adminTakes.status).toBe(409);
    expect(adminTakes.body.message).toBe(userMessages.mobileTaken);
  });

  it("shows administrators the send log, filtered, with every code masked", async () => {
    const account = await registerByPhone();
    sms.mode = "refuse";
    const failedMobile = freshMobile();
    await send(failedMobile, SmsType.register);
    const admin = await t.adminToken();

    const all = await t.call(apiRoutes.sms.list, { token: admin, query: { page: 1, size: 100 } });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    expect(all.body.sms.every((row: { code: string }) => row.code === "******")).toBe(true);
    const byMobile = await t.call(apiRoutes.sms.list, { token: admin, query: { mobile: account.mobile } });
    expect(byMobile.body.sms.map((r: { mobile: string }) => r.mobile)).toEqual([account.mobile]);
    const failed = await t.call(apiRoutes.sms.list, { token: admin, query: { status: [SmsStatus.failed], type: [SmsType.register], size: 100 } });
    expect(failed.body.sms.length).toBeGreaterThan(0);
    expect(failed.body.sms.every((r: { status: number }) => r.status === SmsStatus.failed)).toBe(true);
    expect(failed.body.sms.map((r: { mobile: string }) => r.mobile)).toContain(failedMobile);

    const one = await t.call(apiRoutes.sms.get, { token: admin, query: { id: byMobile.body.sms[0].id } });
    expect(one.body).toMatchObject({ mobile: account.mobile, provider: "smsTencent", status: SmsStatus.sent, code: "******" });
    expect((await t.call(apiRoutes.sms.get, { token: admin, query: { id: 999_999 } })).status).toBe(404);

    expect((await t.call(apiRoutes.sms.list, { token: account.token })).status).toBe(403);
    expect((await t.call(apiRoutes.sms.list)).status).toBe(401);
  });
});
