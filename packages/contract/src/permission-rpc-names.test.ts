import { describe, expect, it } from "vitest";
import { permissionResourceOf, permissionRowOf, rpcPermissionNames, rpcPermissionPaths } from "./permission-rpc-names.js";

const entries = Object.entries(rpcPermissionNames).flatMap(([service, methods]) =>
  Object.entries(methods).map(([method, route]) => ({ service, method, route: route })),
);

describe("permission RPC names (api-contract §1.7)", () => {
  it("names each route once and each RPC once", () => {
    expect(rpcPermissionPaths.size).toBe(entries.length);
    expect(new Set(entries.map((e) => `${e.service}/${e.method}`)).size).toBe(entries.length);
    for (const { route } of entries) expect(route).toMatch(/^(GET|POST|PUT|DELETE) \/api\/v1\/[a-z/-]+$/);
    for (const { service, method } of entries) expect(`${service}/${method}`).toMatch(/^[A-Z][A-Za-z]*API\/[A-Z][A-Za-z]+$/);
  });

  it("has the List rows the established client unlocks its admin pages with", () => {
    const rpcs = new Set(rpcPermissionPaths.values());
    for (const [service, list] of [
      ["DocumentAPI", "ListDocument"], ["RecycleAPI", "ListRecycleDocument"], ["SearchRecordAPI", "ListSearchRecord"],
      ["LanguageAPI", "ListLanguage"], ["CategoryAPI", "ListCategory"], ["UserAPI", "ListUser"], ["FriendlinkAPI", "ListFriendlink"],
      ["AttachmentAPI", "ListAttachment"], ["ReportAPI", "ListReport"], ["BannerAPI", "ListBanner"], ["GroupAPI", "ListGroup"],
      ["NavigationAPI", "ListNavigation"], ["PermissionAPI", "ListPermission"], ["AdvertisementAPI", "ListAdvertisement"],
      ["ConfigAPI", "ListConfig"], ["ArticleAPI", "ListArticle"], ["CommentAPI", "ListComment"], ["PunishmentAPI", "ListPunishment"],
      ["OrderAPI", "ListOrder"], ["UserVipAPI", "ListUserVip"], ["SmsAPI", "ListSms"], ["SpiderUrlAPI", "ListSpiderUrl"],
      ["SpiderDocumentAPI", "ListSpiderDocument"],
    ]) {
      expect(rpcs).toContain(`/api.v1.${service}/${list}`);
    }
  });

  it("maps a named route to its RPC row and any other route to itself", () => {
    expect(permissionRowOf("GET", "/api/v1/document/list")).toEqual({ method: "GRPC", path: "/api.v1.DocumentAPI/ListDocument" });
    expect(permissionRowOf("DELETE", "/api/v1/document/recycle/all")).toEqual({ method: "GRPC", path: "/api.v1.RecycleAPI/ClearRecycleDocument" });
    expect(permissionRowOf("POST", "/api/v1/upload/banner")).toEqual({ method: "POST", path: "/api/v1/upload/banner" });
  });

  it("tells the resource of a row: the service of an RPC row, the fourth path segment of an HTTP row", () => {
    expect(permissionResourceOf({ method: "GRPC", path: "/api.v1.SearchRecordAPI/ListSearchRecord" })).toBe("searchrecord");
    expect(permissionResourceOf({ method: "GRPC", path: "/api.v1.UserVipAPI/ListUserVip" })).toBe("uservip");
    expect(permissionResourceOf({ method: "POST", path: "/api/v1/upload/config" })).toBe("upload");
    expect(permissionResourceOf({ method: "GET", path: "/api/v1/navigation" })).toBe("navigation");
    expect(permissionResourceOf({ method: "GRPC", path: "odd" })).toBe("odd");
  });
});
