import { apiRoutes } from "@wenku/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate.js";
import { migrations } from "../db/migrations/index.js";
import { createTestServer, testDialect, type TestServer } from "./harness.js";

describe(`test servers (${testDialect})`, () => {
  let t: TestServer;
  let createdAt: string;

  beforeAll(async () => {
    createdAt = new Date().toISOString();
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it("start from a copy of the database migrated once for the run (database-templates.ts), with nothing left to migrate", async () => {
    const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration`.execute(t.ctx.db.kysely);
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
    for (const row of rows) expect(row.timestamp < createdAt, `${row.name} ran at ${row.timestamp}`).toBe(true);
    expect(await migrateToLatest(t.ctx.db)).toEqual([]);
  });

  it("hash passwords at the lowered test cost, and sign in with them", async () => {
    const admin = await t.ctx.db.kysely.selectFrom("user").select("password_hash").where("username", "=", "admin").executeTakeFirstOrThrow();
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(await t.adminToken()).toEqual(expect.any(String));
  });

  it("call a contract route with its token, query and body, and read the reply or the refusal", async () => {
    const token = await t.adminToken();
    const me = await t.call(apiRoutes.user.get, { token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe("admin");
    const signature = "typed call";
    expect((await t.call(apiRoutes.user.updateProfile, { token, body: { username: "admin", signature } })).status).toBe(200);
    expect((await t.call(apiRoutes.user.get, { token, query: { id: me.body.id } })).body.signature).toBe(signature);
    const anonymous = await t.call(apiRoutes.user.updateProfile, { body: { username: "admin", signature } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toEqual(expect.any(String));
  });
});
