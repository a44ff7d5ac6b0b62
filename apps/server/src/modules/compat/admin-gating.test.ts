import { messages } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { clientAdminPages, clientAllowPages, clientCall } from "../../test/established-client.js";

type Row = { id: number; method: string; path: string; title: string };

/** Signing in and the back office as the established client does them (api-contract §1.7, §4.1, §4.8, §10). */
describe(`established client: sign-in and back-office gating (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["security", "enable_captcha_login", "false"]]);
  });
  afterAll(() => t.close());

  it("signs in with username and password and gets token and user, then its permission rows and groups", async () => {
    const login = await clientCall(t, "POST", "/api/v1/user/login", { body: { username: "admin", password: ADMIN_PASSWORD, captcha: "", captcha_id: "" } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ token: expect.any(String), user: { id: 1, username: "admin" } });
    admin = login.body.token;

    const rows = (await clientCall(t, "GET", "/api/v1/user/permission", { token: admin })).body.permission as Row[];
    for (const [service, { list }] of Object.entries(clientAdminPages)) {
      expect(rows, `${service}/${list}`).toContainEqual(expect.objectContaining({ id: expect.any(Number), method: "GRPC", path: `/api.v1.${service}/${list}` }));
    }
    for (const kind of ["banner", "category", "config"]) expect(rows).toContainEqual(expect.objectContaining({ method: "POST", path: `/api/v1/upload/${kind}` }));
    expect(clientAllowPages(rows)).toEqual([...new Set(Object.values(clientAdminPages).flatMap((s) => s.pages))].sort());

    const groups = await clientCall(t, "GET", "/api/v1/user/group", { token: admin });
    expect(groups.body.group).toEqual([expect.objectContaining({ id: 1, title: "超级管理员" })]);
  });

  it("lists every permission for the group form: lower-case methods as repeated keys, no size", async () => {
    const total = (await t.ctx.db.kysely.selectFrom("permission").select("id").execute()).length;
    const methods = ["grpc", "get", "post", "put", "delete", "patch", "options", "head", "trace", "connect"];
    const res = await clientCall(t, "GET", "/api/v1/permission/list", { token: admin, query: { method: methods } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(total);
    expect(res.body.permission).toHaveLength(total);
    const groups = await clientCall(t, "GET", "/api/v1/group/list", { token: admin, query: { field: ["id", "title"] } });
    expect(groups.body.group.map((g: { id: number }) => g.id)).toEqual(expect.arrayContaining([1, 2]));
    expect(groups.body.group).toHaveLength(groups.body.total);
  });

  it("grants a group some List rows (ids as quoted strings): its members see exactly those pages, and the server agrees", async () => {
    const group = await clientCall(t, "POST", "/api/v1/group", {
      token: admin,
      body: { title: "运营", color: "", description: "", is_default: false, is_display: true, sort: "5", enable_upload: true, enable_comment: true, created_at: null },
    });
    expect(group.status).toBe(200);
    const all = (await clientCall(t, "GET", "/api/v1/permission/list", { token: admin, query: { method: ["grpc"] } })).body.permission as Row[];
    const wanted = all.filter((p) => ["/api.v1.NavigationAPI/ListNavigation", "/api.v1.NavigationAPI/CreateNavigation", "/api.v1.ReportAPI/ListReport"].includes(p.path));
    expect(wanted).toHaveLength(3);
    const granted = await clientCall(t, "PUT", "/api/v1/group/permission", {
      token: admin, body: { group_id: String(group.body.id), permission_id: wanted.map((p) => String(p.id)) },
    });
    expect(granted.status).toBe(200);
    const read = await clientCall(t, "GET", "/api/v1/group/permission", { token: admin, query: { id: group.body.id } });
    expect(read.body.permission_id.sort()).toEqual(wanted.map((p) => p.id).sort());

    const member = await t.registerMember();
    await clientCall(t, "PUT", "/api/v1/user", { token: admin, body: { id: String(member.id), group_id: [String(group.body.id)], password: "" } });
    const rows = (await clientCall(t, "GET", "/api/v1/user/permission", { token: member.token })).body.permission as Row[];
    expect(rows.map((r) => r.path).sort()).toEqual(wanted.map((p) => p.path).sort());
    expect(clientAllowPages(rows)).toEqual(["/admin/biz", "/admin/navigation", "/admin/report"]);

    const created = await clientCall(t, "POST", "/api/v1/navigation", { token: member.token, body: { title: "帮助", href: "/help", sort: "1", enable: true, parent_id: "0" } });
    expect(created.status).toBe(200);
    const denied = await clientCall(t, "DELETE", "/api/v1/navigation", { token: member.token, query: { id: [created.body.id] } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ error: messages.noPermission("删除导航"), code: 7, message: messages.noPermission("删除导航") });
  });

  it("a member without permission rows gets no admin page and 403 (not 500) from admin routes", async () => {
    const member = await t.registerMember();
    const rows = (await clientCall(t, "GET", "/api/v1/user/permission", { token: member.token })).body.permission;
    expect(clientAllowPages(rows ?? [])).toEqual([]);
    const res = await clientCall(t, "GET", "/api/v1/config/list", { token: member.token, query: { category: ["system"] } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(7);
  });
});
