import { describe, expect, it } from "vitest";
import { checkedPermissionIds, permissionTree } from "./permission-tree";

describe("permission tree", () => {
  it("groups RPC rows by service and HTTP rows by resource, with Chinese labels", () => {
    const tree = permissionTree(
      [
        { id: 1, method: "GRPC", path: "/api.v1.UserAPI/ListUser", title: "用户列表" },
        { id: 2, method: "GRPC", path: "/api.v1.NavigationAPI/CreateNavigation", title: "新增导航" },
        { id: 3, method: "GRPC", path: "/api.v1.UserAPI/DeleteUser", title: "删除用户" },
        { id: 4, method: "POST", path: "/api/v1/upload/banner", title: "上传横幅图片" },
        { id: 5, method: "GRPC", path: "/api.v1.MysteryAPI/Probe", title: "" },
        { id: 6, method: "GRPC", path: "/api.v1.SearchRecordAPI/ListSearchRecord", title: "搜索记录列表" },
      ],
      { user: "用户", navigation: "导航", upload: "上传", searchrecord: "搜索记录" },
    );
    expect(tree.map((n) => n.title)).toEqual(["用户（user）", "导航（navigation）", "上传（upload）", "mystery", "搜索记录（searchrecord）"]);
    expect(tree[0].children?.map((c) => c.key)).toEqual(["1", "3"]);
    expect(tree[0].children?.[1]).toEqual({ key: "3", title: "删除用户", route: "GRPC /api.v1.UserAPI/DeleteUser" });
    expect(tree[2].children?.[0]).toEqual({ key: "4", title: "上传横幅图片", route: "POST /api/v1/upload/banner" });
    expect(tree[3].children?.[0]?.title).toBe("/api.v1.MysteryAPI/Probe");
  });

  it("keeps only permission ids from checked keys", () => {
    expect(checkedPermissionIds(["resource:user", "1", "3", 7])).toEqual([1, 3, 7]);
  });
});
