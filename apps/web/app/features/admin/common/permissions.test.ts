import { describe, expect, it } from "vitest";
import { holdsPermission } from "./permissions";

describe("holding the permission of a route", () => {
  const session = {
    permissions: [
      { id: 1, method: "GRPC", path: "/api.v1.DocumentAPI/GetDocumentStats", title: "文档统计" },
      { id: 2, method: "POST", path: "/api/v1/upload/config", title: "上传配置图片" },
    ],
  };

  it("finds an API route through its RPC row", () => {
    expect(holdsPermission(session, "GET", "/api/v1/document/stats")).toBe(true);
    expect(holdsPermission(session, "GET", "/api/v1/conversion/queue")).toBe(false);
  });

  it("finds an upload through its HTTP row", () => {
    expect(holdsPermission(session, "POST", "/api/v1/upload/config")).toBe(true);
    expect(holdsPermission(session, "POST", "/api/v1/upload/banner")).toBe(false);
  });
});
