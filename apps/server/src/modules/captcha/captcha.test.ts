import { apiRoutes, messages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { verifyCaptcha } from "./verify-captcha.js";

describe(`captcha (${testDialect})`, () => {
  let t: TestServer;
  const db = () => t.ctx.db.kysely;

  async function newCaptcha(type: string) {
    const res = await t.request("GET", "/api/v1/user/captcha", { query: { type } });
    expect(res.status).toBe(200);
    const row = await db().selectFrom("captcha").selectAll().where("id", "=", res.body.id).executeTakeFirstOrThrow();
    return { reply: res.body, id: res.body.id as string, answer: row.answer, expiresAt: row.expires_at };
  }

  const rejection = (promise: Promise<unknown>) =>
    promise.then(
      () => "accepted",
      (error: Error) => error.message,
    );

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it("draws an SVG captcha with the configured length and size, valid for five minutes", async () => {
    await t.setSettings([["captcha", "length", "6"], ["captcha", "width", "200"], ["captcha", "height", "50"]]);
    const { reply, answer, expiresAt } = await newCaptcha("register");
    expect(reply).toMatchObject({ enable: true, type: "digit" });
    expect(reply.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(reply.captcha.split(",")[1], "base64").toString();
    expect(svg).toContain('width="200" height="50"');
    expect(answer).toMatch(/^\d{6}$/);
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(4.5 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
  });

  it("offers letter and arithmetic captchas", async () => {
    await t.setSettings([["captcha", "type", "string"]]);
    const letters = await newCaptcha("login");
    expect(letters.reply.type).toBe("string");
    expect(letters.answer).toMatch(/^[a-zA-Z2-9]{6}$/);
    await t.setSettings([["captcha", "type", "math"]]);
    const math = await newCaptcha("login");
    expect(math.answer).toMatch(/^\d{1,2}$/);
    await t.setSettings([["captcha", "type", "digit"]]);
  });

  it("answers {enable: false} when that form's captcha is off, and stores nothing", async () => {
    await t.setSettings([["security", "enable_captcha_comment", "false"]]);
    const before = await db().selectFrom("captcha").select("id").execute();
    const res = await t.call(apiRoutes.captcha.get, { query: { type: "comment" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enable: false, type: "digit" });
    expect(await db().selectFrom("captcha").select("id").execute()).toHaveLength(before.length);
    await t.setSettings([["security", "enable_captcha_comment", "true"]]);
  });

  it("refuses an unknown type", async () => {
    for (const query of [{ type: "sms" }, {}] as Array<Record<string, string>>) {
      const res = await t.call(apiRoutes.captcha.get, { query });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "不支持的验证码类型", code: 3, message: "不支持的验证码类型" });
    }
  });

  it("accepts the answer once, ignoring case and spaces", async () => {
    await t.setSettings([["captcha", "type", "string"]]);
    const { id, answer } = await newCaptcha("comment");
    await t.setSettings([["captcha", "type", "digit"]]);
    expect(await rejection(verifyCaptcha(t.ctx, "comment", id, ` ${answer.toUpperCase()} `))).toBe("accepted");
    expect(await rejection(verifyCaptcha(t.ctx, "comment", id, answer))).toBe(messages.captchaWrong);
  });

  it("a wrong answer spends the captcha too", async () => {
    const { id, answer } = await newCaptcha("login");
    expect(await rejection(verifyCaptcha(t.ctx, "login", id, "x"))).toBe(messages.captchaWrong);
    expect(await rejection(verifyCaptcha(t.ctx, "login", id, answer))).toBe(messages.captchaWrong);
  });

  it("an answer only counts for the form it was drawn for", async () => {
    const { id, answer } = await newCaptcha("login");
    expect(await rejection(verifyCaptcha(t.ctx, "register", id, answer))).toBe(messages.captchaWrong);
    expect(await rejection(verifyCaptcha(t.ctx, "login", id, answer))).toBe("accepted");
  });

  it("an expired captcha is refused", async () => {
    const { id, answer } = await newCaptcha("find_password");
    await db().updateTable("captcha").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", id).execute();
    expect(await rejection(verifyCaptcha(t.ctx, "find_password", id, answer))).toBe(messages.captchaWrong);
  });

  it("missing id or answer is refused while on, and nothing is checked while off", async () => {
    expect(await rejection(verifyCaptcha(t.ctx, "register", undefined, "1234"))).toBe(messages.captchaWrong);
    expect(await rejection(verifyCaptcha(t.ctx, "register", "register.x", ""))).toBe(messages.captchaWrong);
    await t.setSettings([["security", "enable_captcha_register", "false"]]);
    expect(await rejection(verifyCaptcha(t.ctx, "register", undefined, undefined))).toBe("accepted");
    await t.setSettings([["security", "enable_captcha_register", "true"]]);
  });
});
