import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/columns.js";
import { up as migratePermissionNames, rpcPathsWhenWritten } from "../../db/migrations/0005-permission-rpc-names.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { apiRoutes } from "../index.js";
import { syncPermissions } from "./sync.js";

/** `/api.v1.X/Y` → `METHOD /api/v1/…`: the names rows carried before they were named after RPCs (the migration's own list). */
const httpNameOf = new Map([...rpcPathsWhenWritten].map(([route, rpc]) => [rpc, route]));

describe(`permission rows named after HTTP routes are migrated to RPC rows (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let editorGroup: number;
  const db = () => t.ctx.db.kysely;
  const migrate = () => migratePermissionNames(db() as unknown as Kysely<unknown>);

  /** Every group's grants as "group → METHOD path" lines, plus the rows' ids by key. */
  async function snapshot() {
    const rows = await db()
      .selectFrom("group_permission as gp")
      .innerJoin("permission as p", "p.id", "gp.permission_id")
      .select(["gp.group_id", "p.id", "p.method", "p.path"])
      .execute();
    return rows.map((r) => `${r.group_id} ${r.method} ${r.path}`).sort();
  }

  /** Puts a database back in the shape before RPC names: every RPC row renamed to its HTTP route. */
  async function renameBackToHttp() {
    const rows = await db().selectFrom("permission").select(["id", "path"]).where("method", "=", "GRPC").execute();
    for (const row of rows) {
      const httpName = httpNameOf.get(row.path);
      if (!httpName) continue;
      const [method, path] = httpName.split(" ") as [string, string];
      await db().updateTable("permission").set({ method, path }).where("id", "=", row.id).execute();
    }
  }

  const asRpc = (line: string) => {
    const [group, method, path] = line.split(" ");
    const rpc = rpcPathsWhenWritten.get(`${method} ${path}`);
    return rpc ? `${group} GRPC ${rpc}` : line;
  };

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    const group = await t.request("POST", "/api/v1/group", { token: admin, body: { title: "编辑" } });
    editorGroup = group.body.id;
  });
  afterAll(() => t.close());

  it("renames the rows in place, keeping ids, titles and every group's grants", async () => {
    const wanted = await db()
      .selectFrom("permission")
      .select("id")
      .where("path", "in", ["/api.v1.PermissionAPI/ListPermission", "/api.v1.NavigationAPI/CreateNavigation", "/api/v1/upload/banner"])
      .execute();
    const granted = await t.request("PUT", "/api/v1/group/permission", { token: admin, body: { group_id: editorGroup, permission_id: wanted.map((r) => Number(r.id)) } });
    expect(granted.status).toBe(200);
    await db().updateTable("permission").set({ title: "改过的名称" }).where("path", "=", "/api.v1.PermissionAPI/ListPermission").execute();
    await renameBackToHttp();
    const legacy = await snapshot();
    const legacyRows = await db().selectFrom("permission").selectAll().orderBy("id").execute();
    expect(legacyRows.filter((r) => r.method === "GRPC" && httpNameOf.has(r.path))).toEqual([]);
    expect(legacy).toContain(`${editorGroup} GET /api/v1/permission/list`);

    await migrate();

    expect(await snapshot()).toEqual(legacy.map(asRpc).sort());
    const rows = await db().selectFrom("permission").selectAll().orderBy("id").execute();
    expect(rows.map((r) => r.id)).toEqual(legacyRows.map((r) => r.id));
    expect(rows.find((r) => r.path === "/api.v1.PermissionAPI/ListPermission")).toMatchObject({ method: "GRPC", title: "改过的名称" });
    expect(rows.find((r) => r.path === "/api/v1/upload/banner")).toMatchObject({ method: "POST" });
  });

  it("leaves the server checking permissions on the renamed rows, and a restart adds no row", async () => {
    const member = await t.registerMember();
    await t.request("PUT", "/api/v1/user", { token: admin, body: { id: member.id, group_id: [editorGroup] } });
    expect((await t.request("GET", "/api/v1/permission/list", { token: member.token })).status).toBe(200);
    expect((await t.request("GET", "/api/v1/group/permission", { token: member.token, query: { id: 1 } })).status).toBe(403);
    const count = async () => (await db().selectFrom("permission").select("id").execute()).length;
    const before = await count();
    await syncPermissions(t.ctx, apiRoutes());
    expect(await count()).toBe(before);
  });

  it("merges a legacy row into an RPC row that already exists, keeping both rows' grants", async () => {
    const rpcRow = await db().selectFrom("permission").select(["id"]).where("path", "=", "/api.v1.NavigationAPI/ListNavigation").executeTakeFirstOrThrow();
    const now = nowIso();
    const legacy = await db()
      .insertInto("permission")
      .values({ method: "GET", path: "/api/v1/navigation/list", title: "旧行", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db().insertInto("group_permission").values({ group_id: editorGroup, permission_id: legacy.id }).execute();

    await migrate();

    expect(await db().selectFrom("permission").select("id").where("id", "=", legacy.id).executeTakeFirst()).toBeUndefined();
    const holders = await db().selectFrom("group_permission").select("group_id").where("permission_id", "=", rpcRow.id).orderBy("group_id").execute();
    expect(holders.map((h) => Number(h.group_id))).toEqual([1, editorGroup]);
  });
});
