import { describe, expect, it } from "vitest";
import { allowPagesOf } from "../../../lib/session-store";
import { adminRedirect, ancestorKeys, visibleMenu } from "./admin-access";
import type { AdminMenuEntry } from "./admin-menu";

const menu: AdminMenuEntry[] = [
  { key: "/admin/dashboard", path: "/admin/dashboard", label: "d", public: true },
  { key: "/admin/help", path: "/admin/help", label: "h", public: true },
  {
    key: "user",
    label: "u",
    children: [
      { key: "/admin/user/list", path: "/admin/user/list", label: "l" },
      { key: "/admin/user/group", path: "/admin/user/group", label: "g" },
    ],
  },
  { key: "/admin/navigation", path: "/admin/navigation", label: "n" },
];

const member = { token: "t", allowPages: ["/admin/navigation"] };

describe("admin page access (spec §6)", () => {
  it("sends visitors without a token or without allowed pages home", () => {
    expect(adminRedirect("/admin", { token: "", allowPages: ["/admin/navigation"] }, menu)).toBe("/");
    expect(adminRedirect("/admin/navigation", { token: "t", allowPages: [] }, menu)).toBe("/");
  });

  it("sends a page outside the allowed list to /admin, except root, dashboard and public entries", () => {
    expect(adminRedirect("/admin/user/list", member, menu)).toBe("/admin");
    expect(adminRedirect("/admin/navigation/", member, menu)).toBeNull();
    for (const path of ["/admin", "/admin/", "/admin/dashboard", "/admin/help"]) expect(adminRedirect(path, member, menu)).toBeNull();
  });
});

describe("visible menu", () => {
  it("keeps allowed and public entries, and groups with a visible child", () => {
    expect(visibleMenu(menu, member.allowPages).map((e) => e.key)).toEqual(["/admin/dashboard", "/admin/help", "/admin/navigation"]);
    const withUsers = visibleMenu(menu, ["/admin/user/group"]);
    expect(withUsers.find((e) => e.key === "user")?.children?.map((c) => c.key)).toEqual(["/admin/user/group"]);
  });

  it("finds the groups to open for a page", () => {
    expect(ancestorKeys(menu, "/admin/user/group")).toEqual(["user"]);
    expect(ancestorKeys(menu, "/admin/navigation")).toEqual([]);
  });
});

describe("allowed pages from the permission rows", () => {
  it("unlocks the pages of the RPC rows held, whatever their method", () => {
    const rows = [
      { id: 1, method: "GRPC", path: "/api.v1.NavigationAPI/ListNavigation", pages: ["/admin/navigation"] },
      { id: 2, method: "GRPC", path: "/api.v1.NavigationAPI/DeleteNavigation", pages: [] },
      { id: 3, method: "POST", path: "/api/v1/upload/banner", pages: ["/admin/banner"] },
    ];
    const session = { token: "t", allowPages: allowPagesOf(rows) };
    expect(session.allowPages).toEqual(["/admin/banner", "/admin/navigation"]);
    expect(adminRedirect("/admin/navigation", session, menu)).toBeNull();
    expect(adminRedirect("/admin/user/list", session, menu)).toBe("/admin");
  });
});
