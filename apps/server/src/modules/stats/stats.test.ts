import { apiRoutes } from "@wenku/contract";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { issueToken } from "../session/tokens.js";
import { createUser } from "../users/create-user.js";
import { readBuildInfo } from "./build-info.js";

describe(`stats (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    const memberId = await createUser(t.ctx, { username: "stats_member", password: "member-pass-1", email: "", ip: "127.0.0.1" });
    member = await issueToken(t.ctx, { id: memberId, token_version: 0 });
    const now = nowIso();
    const documents = [0, 1, 2, 3, 4, 5, 6, 7].map((status) => ({
      uuid: `stats-doc-${status}`, title: `文档${status}`, user_id: 1, attachment_id: 0, hash: `h${status}`, status, created_at: now, updated_at: now,
    }));
    documents.push({ ...documents[2], uuid: "stats-doc-deleted", deleted_at: now } as (typeof documents)[number]);
    await t.ctx.db.kysely.insertInto("document").values(documents).execute();
    await t.ctx.db.kysely.insertInto("category").values({ title: "分类", created_at: now, updated_at: now }).execute();
    await t.ctx.db.kysely.insertInto("friendlink").values({ title: "友链", link: "https://x.example", created_at: now, updated_at: now }).execute();
  });
  afterAll(() => t.close());

  it("counts users, public documents and articles for everyone", async () => {
    const res = await t.call(apiRoutes.stats.get);
    expect(res.status).toBe(200);
    // articles: the five single pages the footer links to (migration 0600)
    expect(res.body).toEqual({ user_count: 2, document_count: 4, article_count: 5 });
    expect((await t.call(apiRoutes.stats.get, { token: member })).body).toEqual(res.body);
  });

  it("adds the virtual register count to the users", async () => {
    await t.setSettings([["display", "virtual_register_count", "1000"]]);
    expect((await t.call(apiRoutes.stats.get)).body.user_count).toBe(1002);
    await t.setSettings([["display", "virtual_register_count", "0"]]);
  });

  it("adds the back-office counters for holders of the stats permission", async () => {
    const res = await t.call(apiRoutes.stats.get, { token: admin });
    expect(res.body).toMatchObject({
      user_count: 2, document_count: 4, category_count: 1, friendlink_count: 1, language_count: 8, navigation_count: 3,
      comment_count: expect.any(Number), banner_count: expect.any(Number), report_count: expect.any(Number),
      os: `${process.platform}/${process.arch}`, version: "0.1.0",
    });
  });

  it("tells holders of the stats permission the commit and build time of the server", async () => {
    const res = await t.request("GET", "/api/v1/stats", { token: admin });
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: import.meta.dirname, encoding: "utf8" }).trim();
    expect(res.body.hash).toBe(head);
    expect(Date.parse(res.body.build_at)).toBeLessThanOrEqual(Date.now());
    expect((await t.call(apiRoutes.stats.get, { token: member })).body).not.toHaveProperty("hash");
  });

  it("reads the build recorded by scripts/build.sh, and falls back to the checkout without it", () => {
    const file = path.join(t.dataDir, "build-info.json");
    fs.writeFileSync(file, JSON.stringify({ hash: "0123abc", build_at: "2025-09-05T08:00:00Z" }));
    expect(readBuildInfo(file)).toEqual({ hash: "0123abc", build_at: "2025-09-05T08:00:00Z" });
    fs.writeFileSync(file, "not json");
    expect(readBuildInfo(file).hash).toMatch(/^[0-9a-f]{40}$/);
  });

  it("unlocks the dashboard through its permission", async () => {
    const row = await t.ctx.db.kysely.selectFrom("permission").select("pages").where("path", "=", "/api.v1.ConfigAPI/GetStats").executeTakeFirstOrThrow();
    expect(JSON.parse(row.pages)).toEqual(["/admin/dashboard"]);
  });
});
