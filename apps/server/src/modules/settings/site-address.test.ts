import { apiRoutes, messages } from "@wenku/contract";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { up as clearOldDefaultDomain } from "../../db/migrations/0009-site-domain-unset.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startMailServer, type MailServer } from "../../test/mail-server.js";
import { siteAddressMessages } from "./site-address-problem.js";

describe(`the site's address (system.domain) until it is set (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let smtp: MailServer;

  const domainProblems = async () => {
    const stats = await t.call(apiRoutes.stats.get, { token: admin });
    expect(stats.status).toBe(200);
    return (stats.body.setting_problems as Array<{ category: string; name: string }>).filter((p) => p.category === "system" && p.name === "domain");
  };

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    smtp = await startMailServer();
    await t.setSettings([...smtp.settings, ["security", "enable_captcha_find_password", "false"]]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("is unset on a new site, and the dashboard says so until it is set", async () => {
    expect(await t.ctx.settings.get("system", "domain")).toBe("");
    expect(await domainProblems()).toEqual([
      { category: "system", name: "domain", label: "网站域名", value: "", message: siteAddressMessages.unset, updated_at: expect.any(String) },
    ]);
    await t.setSettings([["system", "domain", "http://localhost:8880"]]);
    expect(await domainProblems()).toEqual([expect.objectContaining({ value: "http://localhost:8880", message: siteAddressMessages.loopback })]);
    await t.setSettings([["system", "domain", "https://wenku.example.com"]]);
    expect(await domainProblems()).toEqual([]);
    const member = await t.registerMember();
    expect((await t.call(apiRoutes.stats.get, { token: member.token })).body.setting_problems).toBeUndefined();
  });

  it("mails the password-reset link only on system.domain, never on the Host the request names", async () => {
    const member = await t.registerMember();
    const email = `${member.username}@example.com`;
    const linkAfterAsking = async (headers: Record<string, string>) => {
      const count = smtp.inbox.length;
      const asked = await t.call(apiRoutes.auth.findPasswordStepOne, { body: { email }, headers });
      expect(asked.status, asked.raw).toBe(200);
      const deadline = Date.now() + 10_000;
      while (smtp.inbox.length === count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      const text = smtp.inbox[count]?.text ?? "";
      return /(\S+)\/findpassword\?token=/.exec(text)?.[1];
    };

    await t.setSettings([["system", "domain", ""]]);
    const refused = await t.call(apiRoutes.auth.findPasswordStepOne, { body: { email }, headers: { host: "evil.example.org" } });
    expect([refused.status, refused.body.message]).toEqual([400, messages.siteAddressUnset]);
    expect((await t.call(apiRoutes.setting.public)).body.security.find_password_by_email).toBeFalsy();
    await t.setSettings([["system", "domain", "https://wenku.example.com/"]]);
    expect(await linkAfterAsking({ host: "wenku.example.org:8443" })).toBe("https://wenku.example.com");
  });

  it("forgets the old default http://localhost:8880 that saving the form stored, and keeps a real address", async () => {
    const stored = async () =>
      (await t.ctx.db.kysely.selectFrom("config").select("value").where("category", "=", "system").where("name", "=", "domain").executeTakeFirst())?.value;
    await t.ctx.db.kysely.deleteFrom("config").where("category", "=", "system").where("name", "=", "domain").execute();
    await t.ctx.db.kysely.insertInto("config").values({ category: "system", name: "domain", value: "http://localhost:8880", created_at: nowIso(), updated_at: nowIso() }).execute();
    await clearOldDefaultDomain(t.ctx.db.kysely as unknown as Kysely<unknown>);
    expect(await stored()).toBe("");
    await t.ctx.db.kysely.updateTable("config").set({ value: "https://wenku.example.com" }).where("category", "=", "system").where("name", "=", "domain").execute();
    await clearOldDefaultDomain(t.ctx.db.kysely as unknown as Kysely<unknown>);
    expect(await stored()).toBe("https://wenku.example.com");
    t.ctx.settings.invalidate();
  });
});
