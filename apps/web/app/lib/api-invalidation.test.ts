import { apiRoutes, bannerEndpoints, recycleEndpoints, type ApiRoute } from "@wenku/contract";
import { describe, expect, it } from "vitest";
import { alsoInvalidates, invalidatedResources, routeResource } from "./api-invalidation";

const resources = new Set(Object.values(apiRoutes as Record<string, Record<string, ApiRoute>>).flatMap((group) => Object.values(group).map(routeResource)));

describe("what a change invalidates", () => {
  it("names only resources that routes of the contract have", () => {
    const named = Object.entries(alsoInvalidates).flatMap(([resource, others]) => [resource, ...others]);
    expect(named.filter((resource) => !resources.has(resource))).toEqual([]);
  });

  it("always includes the changed resource's own reads, then the table's", () => {
    expect(invalidatedResources(bannerEndpoints.update)).toEqual(["banner"]);
    expect(invalidatedResources(recycleEndpoints.restore)).toEqual(["document", "search", "favorite", "stats", "user"]);
  });
});
