import { allApiRoutes, permissionResourceOf, permissionRowOf } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { zh } from "../../../locales/zh-CN";
import { adminMenu } from "../layout/admin-menu";
import { adminPageLabels } from "./page-labels";

describe("what the permission page shows", () => {
  it("names every menu page by its place in the menu", () => {
    const labels = adminPageLabels(adminMenu);
    expect(labels.get("/admin/document/category")).toBe("文档管理 / 分类");
    expect(labels.get("/admin/banner")).toBe("轮播图");
    expect(labels.get("/admin/config/system")).toBe("系统设置 / 基础");
    expect([...labels.values()].every((label) => !label.startsWith("/"))).toBe(true);
  });

  it("has a Chinese name for the resource of every permission and a title for every route", () => {
    const resources: Record<string, string> = zh.admin.resources;
    const guarded = allApiRoutes().filter((route) => route.access === "admin");
    const unnamed = [...new Set(guarded.map((route) => permissionResourceOf(permissionRowOf(route.method, route.path))))].filter((r) => !resources[r]);
    expect(unnamed).toEqual([]);
    expect(guarded.filter((route) => !/[\u4e00-\u9fff]/.test(route.title)).map((route) => route.path)).toEqual([]);
  });
});
