import { apiRoute, apiRoutes } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { requestOptionsOf, routePath } from "./api-call.js";

describe("typed API calls of the tests", () => {
  const shelf = apiRoute({ method: "GET", path: "/api/v1/shelf/:shelf/book/:book", title: "", access: "public" });

  it("fill a route's path parameters, encoded", () => {
    expect(routePath(shelf, { shelf: "a b/c", book: 7 })).toBe("/api/v1/shelf/a%20b%2Fc/book/7");
    expect(routePath(apiRoutes.user.get)).toBe("/api/v1/user");
  });

  it("refuse a path parameter left out", () => {
    expect(() => routePath(shelf, { shelf: "a" })).toThrow("GET /api/v1/shelf/:shelf/book/:book: no value for :book");
  });

  it("pass the token, address, headers, query and body on to the request", () => {
    expect(requestOptionsOf({ token: "t", ip: "10.0.0.1", headers: { "x-a": "1" }, query: { id: [1, 2] }, body: { b: 1 } })).toEqual({
      token: "t", ip: "10.0.0.1", headers: { "x-a": "1" }, query: { id: [1, 2] }, body: { b: 1 },
    });
  });
});
