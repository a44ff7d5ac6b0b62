import { describe, expect, it } from "vitest";
import { allowPagesOf } from "../../../lib/session-store";
import { adminAccess, ancestorKeys, visibleMenu } from "./admin-access";
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

describe("admin page access", () => {
  it("sends visitors without a token to login, and turns away members without any allowed page", () => {
    expect(adminAccess("/admin", { token: "", allowPages: ["/admin/navigation"] }, menu)).toBe("login");
    expect(adminAccess("/admin/order", { token: "", allowPages: [] }, menu)).toBe("login");
    expect(adminAccess("/admin/navigation", { token: "t", allowPages: [] }, menu)).toBe("none");
    expect(adminAccess("/admin", { token: "t", allowPages: [] }, menu)).toBe("none");
  });

  it("forbids a page outside the allowed list, except root, dashboard and public entries", () => {
    expect(adminAccess("/admin/user/list", member, menu)).toBe("forbidden");
    expect(adminAccess("/admin/navigation/", member, menu)).toBe("allowed");
    for (const path of ["/admin", "/admin/", "/admin/dashboard", "/admin/help"]) expect(adminAccess(path, member, menu)).toBe("allowed");
  });

  it("lets an address that is no page through to its 404, but not a member without any page", () => {
    expect(adminAccess("/admin/config/sms", member, menu)).toBe("allowed");
    expect(adminAccess("/admin/config/sms", { token: "t", allowPages: [] }, menu)).toBe("none");
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
    expect(adminAccess("/admin/navigation", session, menu)).toBe("allowed");
    expect(adminAccess("/admin/user/list", session, menu)).toBe("forbidden");
  });
});
