import { allApiRoutes, buildOpenApi } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { apiRoutes as serverRoutes } from "../modules/index.js";
import { permissionKey } from "./route.js";

const declared = allApiRoutes();
const implemented = serverRoutes();

describe("the contract's route table", () => {
  it("declares every route the server implements, with the very schemas it validates with", () => {
    const byKey = new Map(declared.map((route) => [permissionKey(route.method, route.path), route]));
    const undeclared = implemented.filter((def) => !byKey.has(permissionKey(def.method, def.path))).map((def) => permissionKey(def.method, def.path));
    expect(undeclared).toEqual([]);
    for (const def of implemented) {
      const route = byKey.get(permissionKey(def.method, def.path));
      expect([def.query, def.body, def.reply, def.access, def.title]).toEqual([route?.query, route?.body, route?.reply, route?.access, route?.title]);
      expect(def.query === route?.query && def.body === route?.body && def.reply === route?.reply, permissionKey(def.method, def.path)).toBe(true);
    }
  });

  it("holds no route twice and none the server does not implement", () => {
    const keys = declared.map((route) => permissionKey(route.method, route.path));
    expect(keys.length - new Set(keys).size).toBe(0);
    const served = new Set(implemented.map((def) => permissionKey(def.method, def.path)));
    expect(keys.filter((key) => !served.has(key))).toEqual([]);
  });

  it("is what /api/v1/openapi.json describes, route by route", () => {
    const paths = buildOpenApi(declared).paths;
    const described = Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(described.sort()).toEqual(declared.map((route) => permissionKey(route.method, route.path)).sort());
  });
});
