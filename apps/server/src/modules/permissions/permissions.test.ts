import { messages, permissionRowOf } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needsPermission } from "../../http/route.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { apiRoutes } from "../index.js";

/** A concrete URL for a route path (":id" and the like become "1"). */
const concrete = (path: string) => path.replace(/:(\w+)/g, "1");

describe(`permissions (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let member: { token: string; id: number };
  const db = () => t.ctx.db.kysely;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    member = await t.registerMember();
  });
  afterAll(() => t.close());

  describe("access", () => {
    const routes = apiRoutes();
    const adminRoutes = routes.filter((r) => r.access === "admin");
    const signedInRoutes = routes.filter((r) => r.access !== "public");

    it("knows this capability's admin routes", () => {
      const keys = adminRoutes.map((r) => `${r.method} ${r.path}`);
      for (const key of ["POST /api/v1/user", "PUT /api/v1/user", "DELETE /api/v1/user", "GET /api/v1/permission/list", "PUT /api/v1/group/permission"]) {
        expect(keys).toContain(key);
      }
    });

    it("a member without permissions gets 403 on every admin route", async () => {
      for (const route of adminRoutes) {
        const res = await t.request(route.method, concrete(route.path), { token: member.token });
        expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 403 });
        expect(res.body.message).toBe(messages.noPermission(route.title));
      }
    });

    it("an anonymous caller gets 401 on every route that needs a login or a permission", async () => {
      for (const route of signedInRoutes) {
        const res = await t.request(route.method, concrete(route.path));
        expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 401 });
        expect(res.body.message).toBe(messages.notLoggedIn);
      }
    });

    it("every protected route has a permission row held by the administrators group", async () => {
      const rows = await db()
        .selectFrom("permission as p")
        .innerJoin("group_permission as gp", "gp.permission_id", "p.id")
        .select(["p.method", "p.path"])
        .where("gp.group_id", "=", 1)
        .execute();
      const held = new Set(rows.map((r) => `${r.method} ${r.path}`));
      for (const route of routes.filter(needsPermission)) {
        const row = permissionRowOf(route.method, route.path);
        expect(held).toContain(`${row.method} ${row.path}`);
      }
    });

    it("names every protected route after its RPC (api-contract §1.7); only uploads stay HTTP rows", () => {
      for (const route of routes.filter(needsPermission)) {
        const row = permissionRowOf(route.method, route.path);
        if (route.path.startsWith("/api/v1/upload/")) expect(row, route.path).toEqual({ method: "POST", path: route.path });
        else expect(row, `${route.method} ${route.path}`).toEqual({ method: "GRPC", path: expect.stringMatching(/^\/api\.v1\.[A-Z]\w*API\/[A-Z]\w+$/) });
      }
    });

    it("stores no HTTP row besides the uploads", async () => {
      const rows = await db().selectFrom("permission").select(["method", "path"]).where("method", "<>", "GRPC").execute();
      for (const row of rows) expect(row).toEqual({ method: "POST", path: expect.stringMatching(/^\/api\/v1\/upload\/\w+$/) });
    });
  });

  it("the error body of an API route carries the gRPC code", async () => {
    const res = await t.request("GET", "/api/v1/permission/list");
    expect(res.body).toEqual({ error: messages.notLoggedIn, code: 16, message: messages.notLoggedIn });
    const denied = await t.request("GET", "/api/v1/permission/list", { token: member.token });
    expect(denied.body).toEqual({ error: messages.noPermission("权限列表"), code: 7, message: messages.noPermission("权限列表") });
  });

  it("GET /api/v1/user/permission lists the caller's rows with their pages", async () => {
    const res = await t.request("GET", "/api/v1/user/permission", { token: admin });
    expect(res.status).toBe(200);
    const userList = res.body.permission.find((p: { method: string; path: string }) => p.method === "GRPC" && p.path === "/api.v1.UserAPI/ListUser");
    expect(userList).toMatchObject({ title: "用户列表", pages: ["/admin/user/list"] });
    const pages = new Set(res.body.permission.flatMap((p: { pages: string[] }) => p.pages));
    for (const page of ["/admin/user/list", "/admin/user/group", "/admin/user/permission"]) expect(pages).toContain(page);
    const none = await t.request("GET", "/api/v1/user/permission", { token: member.token });
    expect(none.body).toEqual({ permission: [] });
  });

  it("GET /api/v1/permission/list pages and filters by keyword, methods and path", async () => {
    const all = await t.request("GET", "/api/v1/permission/list", { token: admin, query: { size: 1000 } });
    expect(all.status).toBe(200);
    const total = Number((await db().selectFrom("permission").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    expect(all.body.total).toBe(total);
    expect(all.body.permission).toHaveLength(total);
    const page = await t.request("GET", "/api/v1/permission/list", { token: admin, query: { page: 2, size: 2 } });
    expect(page.body.permission.map((p: { id: number }) => p.id)).toEqual(all.body.permission.slice(2, 4).map((p: { id: number }) => p.id));
    const byTitle = await t.request("GET", "/api/v1/permission/list", { token: admin, query: { wd: "用户组" } });
    expect(byTitle.body.total).toBeGreaterThanOrEqual(5);
    for (const p of byTitle.body.permission) expect(`${p.title}${p.path}${p.description}`).toMatch(/用户组/);
    const groupRows = await t.request("GET", "/api/v1/permission/list", { token: admin, query: { method: ["grpc", "put"], path: "GroupAPI" } });
    expect(groupRows.body.permission.map((p: { method: string; path: string }) => `${p.method} ${p.path}`).sort()).toEqual([
      "GRPC /api.v1.GroupAPI/CreateGroup", "GRPC /api.v1.GroupAPI/DeleteGroup", "GRPC /api.v1.GroupAPI/GetGroupPermission",
      "GRPC /api.v1.GroupAPI/ListGroup", "GRPC /api.v1.GroupAPI/UpdateGroup", "GRPC /api.v1.GroupAPI/UpdateGroupPermission",
    ]);
    const uploads = await t.request("GET", "/api/v1/permission/list", { token: admin, query: { method: "POST" } });
    expect(uploads.body.permission.map((p: { path: string }) => p.path)).toEqual(["/api/v1/upload/article", "/api/v1/upload/banner", "/api/v1/upload/category", "/api/v1/upload/config"]);
  });

  it("GET /api/v1/permission/list without a size (or size 0) answers every row (api-contract §1.6)", async () => {
    const total = Number((await db().selectFrom("permission").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    expect(total).toBeGreaterThan(10);
    for (const query of [{}, { size: 0 }, { page: 3, size: -1 }] as Array<Record<string, number>>) {
      const res = await t.request("GET", "/api/v1/permission/list", { token: admin, query });
      expect(res.body.total).toBe(total);
      expect(res.body.permission).toHaveLength(total);
    }
  });

  it("GET /api/v1/permission returns one row; 404 for an unknown id", async () => {
    const row = await db().selectFrom("permission").selectAll().where("path", "=", "/api.v1.UserAPI/ListUser").executeTakeFirstOrThrow();
    const res = await t.request("GET", "/api/v1/permission", { token: admin, query: { id: Number(row.id) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: Number(row.id), method: "GRPC", path: "/api.v1.UserAPI/ListUser", pages: ["/admin/user/list"] });
    expect((await t.request("GET", "/api/v1/permission", { token: admin, query: { id: 999999 } })).status).toBe(404);
  });

  it("PUT /api/v1/permission edits title and description only, and the title survives a restart's sync", async () => {
    const row = await db().selectFrom("permission").selectAll().where("path", "=", "/api.v1.GroupAPI/ListGroup").executeTakeFirstOrThrow();
    const res = await t.request("PUT", "/api/v1/permission", {
      token: admin, body: { id: Number(row.id), title: "角色列表", description: "查看全部角色", method: "DELETE", path: "/x" },
    });
    expect(res.status).toBe(200);
    const { syncPermissions } = await import("./sync.js");
    await syncPermissions(t.ctx, apiRoutes());
    const after = await db().selectFrom("permission").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ title: "角色列表", description: "查看全部角色", method: "GRPC", path: "/api.v1.GroupAPI/ListGroup", pages: row.pages });

    const bad = await t.request("PUT", "/api/v1/permission", { token: admin, body: { id: Number(row.id), title: " " } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("请输入权限名称");
    const missing = await t.request("PUT", "/api/v1/permission", { token: admin, body: { id: 999999, title: "x" } });
    expect(missing.status).toBe(404);
    expect(await db().selectFrom("permission").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow()).toEqual(after);
  });
});
