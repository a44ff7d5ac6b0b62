import { apiRoutes } from "@wenku/contract";
import { expect } from "vitest";
import type { TestServer } from "../../test/harness.js";

/** Login attempts as the throttle tests send them: each from another address, with or without a browser's cookies. */
export function loginClient(t: TestServer) {
  let ipCounter = 0;
  /** Every attempt from another address, as an attacker behind rotating proxies would send them. */
  const rotatingIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  /** A login captcha drawn as the login page draws it once told `captcha_required`, with its answer. */
  async function requiredCaptcha(): Promise<{ captcha_id: string; captcha: string }> {
    const res = await t.request("GET", "/api/v1/user/captcha", { query: { type: "login", required: "true" } });
    expect(res.body).toMatchObject({ enable: true });
    const id = (res.body as { id: string }).id;
    const row = await t.ctx.db.kysely.selectFrom("captcha").select("answer").where("id", "=", id).executeTakeFirstOrThrow();
    return { captcha_id: id, captcha: row.answer };
  }

  interface Attempt {
    ip?: string;
    /** The Cookie header the browser sends (`wenku_device=…`). */
    cookie?: string;
    captcha?: { captcha_id: string; captcha: string };
  }

  const login = (username: string, password: string, o: Attempt = {}) =>
    t.call(apiRoutes.auth.login, {
      ip: o.ip ?? rotatingIp(),
      headers: o.cookie ? { cookie: o.cookie } : {},
      body: { username, password, ...o.captcha },
    });

  return { rotatingIp, requiredCaptcha, login };
}

/** The device cookie a sign-in handed out, as the browser sends it back (`wenku_device=…`). */
export function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers["set-cookie"];
  const cookies = (Array.isArray(header) ? header : [header]).map(String);
  const device = cookies.find((c) => c.startsWith("wenku_device="));
  if (!device) throw new Error(`no device cookie in ${JSON.stringify(header)}`);
  return device.split(";")[0];
}

/** Lets the current hold of a throttle key run out without waiting: the stored end moves into the past; the count stays. */
export const endHold = (t: TestServer, key: string) =>
  t.ctx.db.kysely.updateTable("login_throttle").set({ locked_until: new Date(Date.now() - 1000).toISOString() }).where("account", "=", key).execute();

export const throttleRow = (t: TestServer, key: string) =>
  t.ctx.db.kysely.selectFrom("login_throttle").selectAll().where("account", "=", key).executeTakeFirst();
