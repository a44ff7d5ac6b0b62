import type { ApiRoute } from "@wenku/contract";

/** The resource a route belongs to: its path's first segment after the API's prefix (…/banner/list → `banner`). */
export function routeResource(route: Pick<ApiRoute, "path">): string {
  return route.path.split("/")[3] ?? "";
}

/**
 * What a change to one resource makes stale besides that resource's own reads, which every change invalidates.
 * One table for the whole web app: a mutation's hook looks its resource up here (useApiMutation).
 */
export const alsoInvalidates: Readonly<Record<string, readonly string[]>> = {
  document: ["search", "favorite", "stats", "user"],
  upload: ["document", "stats", "user"],
  article: ["search", "stats", "user"],
  comment: ["document", "article", "stats"],
  favorite: ["document"],
  category: ["document", "article", "navigation"],
  group: ["user", "permission"],
  permission: ["group"],
  user: ["group", "order", "uservip"],
  order: ["user", "uservip", "downloadcode", "document"],
  renew: ["search"],
  uservip: ["user"],
  punishment: ["user"],
  downloadcode: ["user", "document"],
  report: ["document", "article", "comment"],
  settings: ["config"],
  config: ["settings"],
  llm: ["chat", "embedding"],
  embedding: ["llm"],
  chat: ["user"],
  spiderurl: ["spiderdocument", "document"],
  spiderdocument: ["spiderurl", "document"],
};

/** The resources whose cached reads a mutation of `route` makes stale. */
export function invalidatedResources(route: Pick<ApiRoute, "path">): string[] {
  const resource = routeResource(route);
  return [resource, ...(alsoInvalidates[resource] ?? [])];
}
