import { conversionEndpoints, documentEndpoints, uploadEndpoints } from "@wenku/contract";
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
    expect(holdsPermission(session, documentEndpoints.stats)).toBe(true);
    expect(holdsPermission(session, conversionEndpoints.queue)).toBe(false);
  });

  it("finds an upload through its HTTP row", () => {
    expect(holdsPermission(session, uploadEndpoints.config)).toBe(true);
    expect(holdsPermission(session, uploadEndpoints.banner)).toBe(false);
  });
});
