import { describe, expect, it } from "vitest";
import { checkedPermissionIds, permissionTree, resourceOf } from "./permission-tree";

describe("permission tree", () => {
  it("takes the resource segment of the path", () => {
    expect(resourceOf("/api/v1/user/list")).toBe("user");
    expect(resourceOf("/api/v1/upload/config")).toBe("upload");
    expect(resourceOf("/api/v1/navigation")).toBe("navigation");
  });

  it("groups permissions by resource with Chinese labels", () => {
    const tree = permissionTree(
      [
        { id: 1, method: "GET", path: "/api/v1/user/list", title: "用户列表" },
        { id: 2, method: "POST", path: "/api/v1/navigation", title: "新增导航" },
        { id: 3, method: "DELETE", path: "/api/v1/user", title: "删除用户" },
        { id: 4, method: "GET", path: "/api/v1/mystery", title: "" },
      ],
      { user: "用户", navigation: "导航" },
    );
    expect(tree.map((n) => n.title)).toEqual(["用户（user）", "导航（navigation）", "mystery"]);
    expect(tree[0]!.children?.map((c) => c.key)).toEqual(["1", "3"]);
    expect(tree[0]!.children?.[1]).toEqual({ key: "3", title: "删除用户", route: "DELETE /api/v1/user" });
    expect(tree[2]!.children?.[0]?.title).toBe("/api/v1/mystery");
  });

  it("keeps only permission ids from checked keys", () => {
    expect(checkedPermissionIds(["resource:user", "1", "3", 7])).toEqual([1, 3, 7]);
  });
});
