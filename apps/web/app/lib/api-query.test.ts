import { bannerEndpoints, creditEndpoints, documentEndpoints, favoriteEndpoints, orderEndpoints, signInEndpoints, type ApiRoute } from "@wenku/contract";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { apiQueryKey, invalidateAfter } from "./api-query";

/** A client holding one answered read of each route, as pages leave them in the cache. */
async function clientWithReads(routes: ApiRoute[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const route of routes) await client.fetchQuery({ queryKey: apiQueryKey(route, { query: { page: 1 } } as never), queryFn: () => ({ read: route.path }) });
  return client;
}

const invalidated = (client: QueryClient, route: ApiRoute) => client.getQueryState(apiQueryKey(route, { query: { page: 1 } } as never))?.isInvalidated;

describe("the reads a change makes stale", () => {
  it("keys a read by its resource, route and input, so two inputs of one route are two reads", () => {
    expect(apiQueryKey(favoriteEndpoints.list, { query: { page: 2, type: 1 } })).toEqual(["api", "favorite", "GET", "/api/v1/favorite/list", { query: { page: 2, type: 1 } }]);
    expect(apiQueryKey(favoriteEndpoints.list, { query: { page: 1 } })).not.toEqual(apiQueryKey(favoriteEndpoints.list, { query: { page: 2 } }));
  });

  it("invalidates the changed resource's reads and those the table names, and no others", async () => {
    const client = await clientWithReads([favoriteEndpoints.list, favoriteEndpoints.get, documentEndpoints.list, bannerEndpoints.list, creditEndpoints.log]);
    await invalidateAfter(client, favoriteEndpoints.remove);
    expect(invalidated(client, favoriteEndpoints.list)).toBe(true);
    expect(invalidated(client, favoriteEndpoints.get)).toBe(true);
    // A favorite changes the document's count (alsoInvalidates.favorite).
    expect(invalidated(client, documentEndpoints.list)).toBe(true);
    expect(invalidated(client, bannerEndpoints.list)).toBe(false);
    expect(invalidated(client, creditEndpoints.log)).toBe(false);
  });

  it("invalidates the member's own lists under /user after an order changes", async () => {
    const client = await clientWithReads([orderEndpoints.mine, creditEndpoints.log, bannerEndpoints.list]);
    await invalidateAfter(client, orderEndpoints.close);
    expect(invalidated(client, orderEndpoints.mine)).toBe(true);
    expect(invalidated(client, creditEndpoints.log)).toBe(true);
    expect(invalidated(client, bannerEndpoints.list)).toBe(false);
  });

  it("reloads a read on screen at once, and leaves one of another resource as it was", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const loads = { log: 0, banners: 0 };
    // Loaded once, then shown (an observer, as a mounted page holds): a fresh read is not asked again by itself.
    const watch = async (route: ApiRoute, count: () => number) => {
      const options = { queryKey: apiQueryKey(route), queryFn: count };
      await client.fetchQuery(options);
      return new QueryObserver(client, options).subscribe(() => undefined);
    };
    const stopLog = await watch(creditEndpoints.log, () => ++loads.log);
    const stopBanners = await watch(bannerEndpoints.list, () => ++loads.banners);
    expect(loads).toEqual({ log: 1, banners: 1 });
    // Signing in (PUT /user/sign) changes the member's credits: their credit log on screen reloads.
    await invalidateAfter(client, signInEndpoints.sign);
    expect(loads).toEqual({ log: 2, banners: 1 });
    expect(client.getQueryData(apiQueryKey(creditEndpoints.log))).toBe(2);
    stopLog();
    stopBanners();
  });
});
