import type { AddressInfo } from "node:net";
import { apiRoutes, messages, userMessages } from "@wenku/contract";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startMailServer, type Mail, type MailServer } from "../../test/mail-server.js";

describe(`registration email code (${testDialect})`, () => {
  let t: TestServer;
  let smtp: MailServer;
  let emailCounter = 0;
  const db = () => t.ctx.db.kysely;

  const freshEmail = () => `reader${++emailCounter}_${Date.now().toString(36)}@example.com`;
  const sendCode = (email: string, extra: object = {}, ip?: string) =>
    t.call(apiRoutes.auth.emailCode, { ip, body: { email, captcha: "", captcha_id: "", type: 0, ...extra } });
  const register = (username: string, email: string, code?: string) =>
    t.call(apiRoutes.auth.register, { body: { username, password: "reader-pass", email, ...(code === undefined ? {} : { code }) } });
  const accountsWith = async (email: string) => (await db().selectFrom("user").select("id").where("email", "=", email).execute()).length;
  const storedCode = (email: string) => db().selectFrom("email_code").selectAll().where("email", "=", email).executeTakeFirst();
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  /** Waits for the SMTP server to receive the mail for `to` and returns the code in it. */
  async function codeMailedTo(to: string): Promise<{ mail: Mail; code: string }> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = smtp.inbox.find((m) => m.to.includes(to));
      if (mail) {
        smtp.inbox.splice(smtp.inbox.indexOf(mail), 1);
        const code = /验证码为：(?:<[^>]+>)?(\d{6})/.exec(mail.text)?.[1];
        if (!code) throw new Error(`no code in ${mail.text}`);
        return { mail, code };
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function solveRegisterCaptcha() {
    const res = await t.request("GET", "/api/v1/user/captcha", { query: { type: "register" } });
    const row = await db().selectFrom("captcha").select("answer").where("id", "=", res.body.id).executeTakeFirstOrThrow();
    return { captcha_id: res.body.id as string, captcha: row.answer };
  }

  beforeAll(async () => {
    t = await createTestServer();
    smtp = await startMailServer();
    await t.setSettings([
      ...smtp.settings, ["system", "sitename", "测试文库"],
      ["security", "enable_verify_register_email", "true"], ["security", "enable_captcha_register", "false"],
    ]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("mails a six-digit code, stored only as a hash for 30 minutes, that registers the account once", async () => {
    const email = freshEmail();
    const res = await sendCode(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    const { mail, code } = await codeMailedTo(email);
    expect(mail.subject).toBe("【测试文库】注册验证码");
    expect(mail.text).toContain("30 分钟内有效");

    const row = await storedCode(email);
    expect(row).toBeDefined();
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(code);
    expect(Number(row!.attempts)).toBe(0);
    const lifetime = Date.parse(row!.expires_at) - Date.parse(row!.sent_at);
    expect(lifetime).toBe(30 * 60_000);

    const missing = await register("coder_a", email);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: userMessages.emailCodeWrong, code: 3, message: userMessages.emailCodeWrong });
    expect(await accountsWith(email)).toBe(0);

    const ok = await register("coder_a", email, code);
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ username: "coder_a", email });
    expect(await storedCode(email)).toBeUndefined();

    const reused = await register("coder_a2", email, code);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(userMessages.emailCodeWrong);
    expect(await accountsWith(email)).toBe(1);

    const again = await sendCode(email);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: userMessages.emailTaken, code: 6, message: userMessages.emailTaken });
  });

  it("refuses a resend within 60 seconds; a later one replaces the earlier code", async () => {
    const email = freshEmail();
    expect((await sendCode(email)).status).toBe(200);
    const first = await codeMailedTo(email);
    const tooSoon = await sendCode(email);
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.message).toBe(userMessages.emailCodeTooFrequent);

    await db().updateTable("email_code").set({ sent_at: new Date(Date.now() - 61_000).toISOString() }).where("email", "=", email).execute();
    expect((await sendCode(email)).status).toBe(200);
    const second = await codeMailedTo(email);
    expect(smtp.inbox.filter((m) => m.to.includes(email))).toHaveLength(0);

    expect((await register("coder_b", email, first.code)).status).toBe(400);
    const ok = await register("coder_b", email, second.code);
    expect(ok.status).toBe(200);
  });

  it("counts wrong codes and locks the code after five; a right code gives its attempt back", async () => {
    const locked = freshEmail();
    expect((await sendCode(locked)).status).toBe(200);
    const { code: lockedCode } = await codeMailedTo(locked);
    for (let i = 1; i <= 5; i++) {
      const wrong = await register("coder_c", locked, otherCode(lockedCode));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(userMessages.emailCodeWrong);
      expect(Number((await storedCode(locked))!.attempts)).toBe(i);
    }
    const tooLate = await register("coder_c", locked, lockedCode);
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.message).toBe(userMessages.emailCodeWrong);
    expect(Number((await storedCode(locked))!.attempts)).toBe(5);
    expect(await accountsWith(locked)).toBe(0);

    const email = freshEmail();
    expect((await sendCode(email)).status).toBe(200);
    const { code } = await codeMailedTo(email);
    for (let i = 0; i < 4; i++) expect((await register("coder_d", email, otherCode(code))).status).toBe(400);
    const nameTaken = await register("admin", email, code);
    expect(nameTaken.status).toBe(409);
    expect(Number((await storedCode(email))!.attempts)).toBe(4);
    const ok = await register("coder_d", email, code);
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(email);
  });

  it("refuses an expired code and creates nothing", async () => {
    const email = freshEmail();
    expect((await sendCode(email)).status).toBe(200);
    const { code } = await codeMailedTo(email);
    await db().updateTable("email_code").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("email", "=", email).execute();
    const res = await register("coder_e", email, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(userMessages.emailCodeWrong);
    expect(await accountsWith(email)).toBe(0);
  });

  it("drops the code when the mail cannot be sent, so the user may ask again at once", async () => {
    const email = freshEmail();
    const closed = new SMTPServer({ disabledCommands: ["STARTTLS"], authOptional: true });
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(resolve));
    await t.setSettings([["email", "port", String(closedPort)]]);
    const failed = await sendCode(email);
    expect(failed.status).toBe(500);
    expect(failed.body.message).toMatch(/^邮件发送失败：/);
    expect(await storedCode(email)).toBeUndefined();
    await t.setSettings([["email", "port", String(smtp.port)]]);
    expect((await sendCode(email)).status).toBe(200);
    await codeMailedTo(email);
  });

  it("checks the register captcha while it is on", async () => {
    await t.setSettings([["security", "enable_captcha_register", "true"]]);
    const email = freshEmail();
    const without = await sendCode(email);
    expect(without.status).toBe(400);
    expect(without.body.message).toBe(messages.captchaWrong);
    const wrong = await sendCode(email, { ...(await solveRegisterCaptcha()), captcha: "nope" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(messages.captchaWrong);
    expect(await storedCode(email)).toBeUndefined();
    expect((await sendCode(email, await solveRegisterCaptcha())).status).toBe(200);
    await codeMailedTo(email);
    await t.setSettings([["security", "enable_captcha_register", "false"]]);
  });

  it("is refused while verification, registration or mail is off, and validates the body", async () => {
    const email = freshEmail();
    await t.setSettings([["security", "enable_verify_register_email", "false"]]);
    const verificationOff = await sendCode(email);
    expect(verificationOff.status).toBe(400);
    expect(verificationOff.body.message).toBe(userMessages.emailVerifyDisabled);
    const withoutCode = await register("coder_f", email);
    expect(withoutCode.status).toBe(200);
    await t.setSettings([["security", "enable_verify_register_email", "true"], ["security", "enable_register", "false"]]);
    const registerOff = await sendCode(freshEmail());
    expect(registerOff.status).toBe(400);
    expect(registerOff.body.message).toBe(messages.registerClosed);
    await t.setSettings([["security", "enable_register", "true"], ["email", "enable", "false"]]);
    const mailOff = await sendCode(freshEmail());
    expect(mailOff.status).toBe(400);
    expect(mailOff.body).toEqual({ error: messages.mailDisabled, code: 3, message: messages.mailDisabled });
    await t.setSettings([["email", "enable", "true"]]);

    const badEmail = await sendCode("not-an-email");
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe(messages.emailInvalid);
    const badType = await sendCode(freshEmail(), { type: 1 });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe(userMessages.emailCodeTypeUnsupported);
    expect(smtp.inbox).toHaveLength(0);
  });

  it("takes at most five requests a minute from one address", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 5; i++) expect((await sendCode("not-an-email", {}, ip)).status).toBe(400);
    const limited = await sendCode(freshEmail(), {}, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(messages.tooManyRequests);
  });
});
