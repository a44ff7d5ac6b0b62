import crypto from "node:crypto";
import { apiRoutes, messages, userMessages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { DEVICE_COOKIE_MAX_AGE_S, deviceCookieValue } from "./device-cookie.js";
import { deviceCookieOf, endHold, loginClient, throttleRow } from "./login-fixtures.js";
import { throttleAccount } from "./login-throttle.js";

/** Device cookies (OWASP): strangers guessing an account's password do not lock its owner's browser out. */
describe(`login device cookies (${testDialect})`, () => {
  let t: TestServer;
  let client: ReturnType<typeof loginClient>;
  const login = (...args: Parameters<ReturnType<typeof loginClient>["login"]>) => client.login(...args);
  const wrongBody = { error: messages.wrongCredentials, code: 3, message: messages.wrongCredentials };
  const lockedBody = (minutes: number) => ({ error: userMessages.loginLocked(minutes), code: 8, message: userMessages.loginLocked(minutes), captcha_required: true });
  const nonceOf = (cookie: string) => cookie.split("=")[1].split(".")[1];

  /** A member whose browser signed in once and kept the device cookie it was given. */
  async function memberWithDevice() {
    const member = await t.registerMember();
    const first = await login(member.username, member.password);
    expect(first.status).toBe(200);
    return { ...member, cookie: deviceCookieOf(first) };
  }

  /** Five wrong passwords from five addresses without cookies: the account's counter holds untrusted clients back. */
  async function attack(username: string) {
    for (let i = 0; i < 5; i++) expect((await login(username, "wrong-password")).status).toBe(400);
    expect((await login(username, "wrong-password")).status).toBe(429);
  }

  beforeAll(async () => {
    t = await createTestServer();
    client = loginClient(t);
    await t.setSettings([["security", "enable_captcha_login", "false"]]);
  });
  afterAll(() => t.close());

  it("hands out a signed, HttpOnly, SameSite=Lax cookie for the login route, kept a year, Secure over https, new at each sign-in", async () => {
    const member = await t.registerMember();
    const plain = await login(member.username, member.password);
    const header = String(([] as unknown[]).concat(plain.headers["set-cookie"]).find((c) => String(c).startsWith("wenku_device=")));
    expect(header).toMatch(new RegExp(`^wenku_device=${member.id}\\.[\\w-]{22}\\.[\\w-]{43}; Path=/api/v1/user/login; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax$`));
    expect(DEVICE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 3600);
    const overHttps = await t.call(apiRoutes.auth.login, {
      headers: { "x-forwarded-proto": "https", cookie: deviceCookieOf(plain) },
      body: { username: member.username, password: member.password },
    });
    expect(overHttps.status).toBe(200);
    expect(String(([] as unknown[]).concat(overHttps.headers["set-cookie"]))).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
    expect(nonceOf(deviceCookieOf(overHttps))).not.toBe(nonceOf(deviceCookieOf(plain)));
  });

  it("after five wrong passwords from strangers, the owner's browser signs in at once; a new browser must answer a captcha and wait", async () => {
    const owner = await memberWithDevice();
    const account = throttleAccount(owner.username);
    await attack(owner.username);

    const ownBrowser = await login(owner.username, owner.password, { cookie: owner.cookie });
    expect(ownBrowser.status).toBe(200);
    expect(ownBrowser.body.user.id).toBe(owner.id);
    // The strangers stay held back: the owner's sign-in does not clear the account's counter.
    expect(await throttleRow(t, account)).toMatchObject({ failures: 5 });

    const newBrowser = await login(owner.username, owner.password);
    expect(newBrowser.status).toBe(429);
    expect(newBrowser.body).toEqual(lockedBody(1));
    await endHold(t, account);
    const noCaptcha = await login(owner.username, owner.password);
    expect(noCaptcha.body).toEqual({ error: userMessages.loginCaptchaRequired, code: 3, message: userMessages.loginCaptchaRequired, captcha_required: true });
    const answered = await login(owner.username, owner.password, { captcha: await client.requiredCaptcha() });
    expect(answered.status).toBe(200);
    expect(await throttleRow(t, account)).toBeUndefined();
  });

  it("the owner's browser keeps its own count: its mistakes are answered plainly while the account is under attack", async () => {
    const owner = await memberWithDevice();
    await attack(owner.username);
    for (let i = 0; i < 4; i++) expect((await login(owner.username, "typo-password", { cookie: owner.cookie })).body).toEqual(wrongBody);
    expect(await throttleRow(t, `device:${nonceOf(owner.cookie)}`)).toMatchObject({ failures: 4 });
    const ok = await login(owner.username, owner.password, { cookie: owner.cookie });
    expect(ok.status).toBe(200);
    expect(await throttleRow(t, `device:${nonceOf(owner.cookie)}`)).toBeUndefined();
    expect(await throttleRow(t, throttleAccount(owner.username))).toMatchObject({ failures: 5 });
  });

  it("a forged or tampered cookie, or one of another account, gives no privilege", async () => {
    const victim = await memberWithDevice();
    const other = await memberWithDevice();
    await attack(victim.username);
    const [, nonce, mac] = victim.cookie.split("=")[1].split(".");
    const [otherId, otherNonce, otherMac] = other.cookie.split("=")[1].split(".");
    const signedElsewhere = crypto.createHmac("sha256", crypto.randomBytes(48)).update(`device.${victim.id}.${nonce}`).digest("base64url");
    const cookies = [
      `wenku_device=${victim.id}.${nonce}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`,
      `wenku_device=${victim.id}.${nonce}.${signedElsewhere}`,
      `wenku_device=${victim.id}.${nonce}`,
      `wenku_device=${victim.cookie.split("=")[1]}x`,
      // Another member's valid cookie, or its nonce and signature under the victim's id, or the victim's under its id.
      other.cookie,
      `wenku_device=${victim.id}.${otherNonce}.${otherMac}`,
      `wenku_device=${otherId}.${nonce}.${mac}`,
    ];
    for (const cookie of cookies) {
      const res = await login(victim.username, victim.password, { cookie });
      expect(res.status, cookie).toBe(429);
      expect(res.body).toEqual(lockedBody(1));
    }
    expect(deviceCookieValue(t.ctx, victim.id, nonce)).toBe(victim.cookie.split("=")[1]);
    expect((await login(victim.username, victim.password, { cookie: `theme=dark; ${victim.cookie}` })).status).toBe(200);
  });

  it("a device cookie that keeps failing loses its privilege", async () => {
    const owner = await memberWithDevice();
    const deviceKey = `device:${nonceOf(owner.cookie)}`;
    for (let i = 0; i < 5; i++) expect((await login(owner.username, "wrong-password", { cookie: owner.cookie })).body).toEqual(wrongBody);
    expect(await throttleRow(t, deviceKey)).toMatchObject({ failures: 5 });
    // Its failures were its own: the account's counter was not touched.
    expect(await throttleRow(t, throttleAccount(owner.username))).toBeUndefined();
    await attack(owner.username);
    const held = await login(owner.username, owner.password, { cookie: owner.cookie });
    expect(held.status).toBe(429);
    expect(held.body).toEqual(lockedBody(1));
    expect(await throttleRow(t, deviceKey)).toMatchObject({ failures: 5 });
  });

  it("counts simultaneous attempts of one device cookie once each, on its counter or, once it is held, the account's", async () => {
    const owner = await memberWithDevice();
    const deviceKey = `device:${nonceOf(owner.cookie)}`;
    const account = throttleAccount(owner.username);
    const answers = await Promise.all(Array.from({ length: 14 }, () => login(owner.username, "wrong-password", { cookie: owner.cookie })));
    expect(answers.every((r) => r.status === 400 || r.status === 429)).toBe(true);
    const device = await throttleRow(t, deviceKey);
    const accountRow = await throttleRow(t, account);
    expect(device).toMatchObject({ failures: 5 });
    expect(answers.filter((r) => r.status === 400)).toHaveLength(5 + (accountRow?.failures ?? 0));
    expect(accountRow?.failures ?? 0).toBeLessThanOrEqual(5);
  });

  it("draws a login captcha on request while the login captcha is off, and only for the login form", async () => {
    const login = await t.request("GET", "/api/v1/user/captcha", { query: { type: "login", required: "true" } });
    expect(login.body).toMatchObject({ enable: true, type: "digit" });
    expect(login.body.id).toMatch(/^login\./);
    await t.setSettings([["security", "enable_captcha_comment", "false"]]);
    const comment = await t.request("GET", "/api/v1/user/captcha", { query: { type: "comment", required: "true" } });
    expect(comment.body).toEqual({ enable: false, type: "digit" });
    const plain = await t.call(apiRoutes.captcha.get, { query: { type: "login" } });
    expect(plain.body).toEqual({ enable: false, type: "digit" });
  });
});
