import { apiRoutes } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { createTestServer } from "../../test/harness.js";
import { createMember } from "../documents/document-fixtures.js";
import { isLegacyPasswordHash, verifyLegacyPassword } from "./legacy-password.js";

// unchained.MakePassword("moredoc123", "a1B2", "md5"): md5("a1B2moredoc123") in hex.
const stored = "md5$a1B2$c72d1aa87776e1e618674a9074207e76";

describe("MOREDOC password hashes", () => {
  it("recognizes the Django MD5 form and nothing else", () => {
    expect(isLegacyPasswordHash(stored)).toBe(true);
    expect(isLegacyPasswordHash("$argon2id$v=19$m=256,t=1,p=1$abc$def")).toBe(false);
    expect(isLegacyPasswordHash("md5$a1B2$zz2d1aa87776e1e618674a9074207e76")).toBe(false);
    expect(isLegacyPasswordHash("")).toBe(false);
  });

  it("accepts the right password and refuses others", () => {
    expect(verifyLegacyPassword(stored, "moredoc123")).toBe(true);
    expect(verifyLegacyPassword(stored, "moredoc124")).toBe(false);
    expect(verifyLegacyPassword(stored, "")).toBe(false);
    expect(verifyLegacyPassword("md5$$" + "c72d1aa87776e1e618674a9074207e76", "a1B2moredoc123")).toBe(true);
  });
});

describe("a member imported with a MOREDOC hash who has not signed in with a password yet", () => {
  it("changes the password by giving the old one, and the new hash is argon2id", async () => {
    const t = await createTestServer();
    try {
      const member = await createMember(t.ctx);
      await t.ctx.db.kysely.updateTable("user").set({ password_hash: stored }).where("id", "=", member.id).execute();
      const wrong = await t.call(apiRoutes.user.changePassword, { token: member.token, body: { old_password: "moredoc124", new_password: "new-pass-2026" } });
      expect(wrong.status).toBe(400);
      const changed = await t.call(apiRoutes.user.changePassword, { token: member.token, body: { old_password: "moredoc123", new_password: "new-pass-2026" } });
      expect(changed.status, changed.raw).toBe(200);
      const row = await t.ctx.db.kysely.selectFrom("user").select("password_hash").where("id", "=", member.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await t.close();
    }
  });
});
