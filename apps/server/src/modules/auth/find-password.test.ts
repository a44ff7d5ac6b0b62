import { SignJWT } from "jose";
import { apiRoutes, messages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startMailServer, type Mail, type MailServer } from "../../test/mail-server.js";
import { passwordFingerprint } from "./reset-token.js";

describe(`find password by email (${testDialect})`, () => {
  let t: TestServer;
  let smtp: MailServer;
  let waiting: Array<() => void> = [];

  /** Resolves with the next mail the SMTP server receives. */
  async function nextMail(): Promise<Mail> {
    const count = smtp.inbox.length;
    const deadline = Date.now() + 10_000;
    while (smtp.inbox.length === count) {
      if (Date.now() > deadline) throw new Error("no mail arrived");
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return smtp.inbox[count];
  }

  function linkIn(mail: Mail) {
    const match = /https:\/\/wenku\.example\.com\/findpassword\?token=([\w.-]+)&email=([^\s"<&]+)/.exec(mail.text);
    if (!match) throw new Error(`no link in ${mail.text}`);
    return { token: match[1], email: decodeURIComponent(match[2]) };
  }

  const stepOne = (email: string, extra: object = {}) => t.call(apiRoutes.auth.findPasswordStepOne, { body: { email, ...extra } });
  const stepTwo = (body: object) => t.request("PUT", "/api/v1/user/findpassword/steptwo", { body });
  const passwordHash = async (id: number) =>
    (await t.ctx.db.kysely.selectFrom("user").select("password_hash").where("id", "=", id).executeTakeFirstOrThrow()).password_hash;

  beforeAll(async () => {
    t = await createTestServer();
    smtp = await startMailServer(() => {
      for (const resolve of waiting) resolve();
      waiting = [];
    });
    await t.setSettings([
      ...smtp.settings, ["email", "duration", "30"], ["system", "domain", "https://wenku.example.com/"], ["system", "sitename", "测试文库"],
      ["security", "enable_captcha_find_password", "false"],
    ]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("mails a link, sets the new password once, and ends the old sessions", async () => {
    const member = await t.registerMember();
    const email = `${member.username}@example.com`;
    const res = await stepOne(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    const mail = await nextMail();
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe("【测试文库】找回密码");
    expect(mail.text).toContain("30 分钟");
    const link = linkIn(mail);
    expect(link.email).toBe(email);

    const before = await passwordHash(member.id);
    const tooShort = await stepTwo({ ...link, password: "12345" });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe("密码长度不能少于6位");
    const otherEmail = await stepTwo({ token: link.token, email: "someone@example.com", password: "reset-pass-1" });
    expect(otherEmail.status).toBe(400);
    expect(otherEmail.body.message).toBe(messages.findPasswordTokenInvalid);
    const tampered = await stepTwo({ email, token: `${link.token.slice(0, -2)}xx`, password: "reset-pass-1" });
    expect(tampered.body.message).toBe(messages.findPasswordTokenInvalid);
    expect(await passwordHash(member.id)).toBe(before);

    const done = await stepTwo({ ...link, password: "reset-pass-1" });
    expect(done.status).toBe(200);
    expect((await t.call(apiRoutes.user.get, { token: member.token })).status).toBe(401);
    const oldLogin = await t.call(apiRoutes.auth.login, { body: { username: member.username, password: member.password } });
    expect(oldLogin.status).toBe(400);
    await t.login(member.username, "reset-pass-1");

    const again = await stepTwo({ ...link, password: "reset-pass-2" });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: messages.findPasswordTokenInvalid, code: 3, message: messages.findPasswordTokenInvalid });
    await t.login(member.username, "reset-pass-1");
  });

  it("answers the same for an unknown email and sends it nothing", async () => {
    const member = await t.registerMember();
    const received = smtp.inbox.length;
    const unknown = await stepOne("nobody-here@example.com");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({});
    const known = await stepOne(`${member.username}@example.com`);
    expect(known.status).toBe(200);
    const mail = await nextMail();
    expect(mail.to).toEqual([`${member.username}@example.com`]);
    expect(smtp.inbox).toHaveLength(received + 1);
  });

  it("a link stops working once the password changed another way", async () => {
    const member = await t.registerMember();
    await stepOne(`${member.username}@example.com`);
    const link = linkIn(await nextMail());
    const changed = await t.call(apiRoutes.user.changePassword, { token: member.token, body: { old_password: member.password, new_password: "changed-pass" } });
    expect(changed.status).toBe(200);
    const res = await stepTwo({ ...link, password: "reset-pass-1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.findPasswordTokenInvalid);
    await t.login(member.username, "changed-pass");
  });

  it("an expired link is refused", async () => {
    const member = await t.registerMember();
    const email = `${member.username}@example.com`;
    const past = Math.floor(Date.now() / 1000) - 60;
    const token = await new SignJWT({ email, fp: passwordFingerprint(t.ctx, await passwordHash(member.id)) })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(member.id))
      .setIssuer("wenku")
      .setAudience("find-password")
      .setIssuedAt(past - 1800)
      .setExpirationTime(past)
      .sign(t.ctx.secrets.email);
    const res = await stepTwo({ email, token, password: "reset-pass-1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.findPasswordTokenInvalid);
    const loginToken = await t.login(member.username, member.password);
    const wrongKind = await stepTwo({ email, token: loginToken, password: "reset-pass-1" });
    expect(wrongKind.body.message).toBe(messages.findPasswordTokenInvalid);
  });

  it("validates the request and checks the captcha while it is on", async () => {
    for (const body of [{}, { email: "not-an-email" }]) {
      const res = await t.request("POST", "/api/v1/user/findpassword/stepone", { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.emailInvalid);
    }
    const noToken = await stepTwo({ email: "a@example.com", password: "reset-pass-1" });
    expect(noToken.body.message).toBe(messages.findPasswordTokenInvalid);
    await t.setSettings([["security", "enable_captcha_find_password", "true"]]);
    const received = smtp.inbox.length;
    const noCaptcha = await stepOne("nobody-here@example.com");
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.message).toBe(messages.captchaWrong);
    await t.setSettings([["security", "enable_captcha_find_password", "false"]]);
    expect(smtp.inbox).toHaveLength(received);
  });

  it("400 邮件服务未启用 while mail is off: a refusal the user can read, not a server error", async () => {
    await t.setSettings([["email", "enable", "false"]]);
    const res = await stepOne("someone@example.com");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: messages.mailDisabled, code: 3, message: messages.mailDisabled });
    await t.setSettings([["email", "enable", "true"]]);
    // On, but without an SMTP server to send through: the same refusal, as the login page no longer offers it.
    const host = await t.ctx.settings.get("email", "host");
    await t.setSettings([["email", "host", " "]]);
    expect((await stepOne("someone@example.com")).body.message).toBe(messages.mailDisabled);
    await t.setSettings([["email", "host", host]]);
  });
});
