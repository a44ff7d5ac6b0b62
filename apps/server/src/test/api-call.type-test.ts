import { apiRoute, apiRoutes } from "@wenku/contract";
import { z } from "zod";
import type { ApiCallArgs } from "./api-call.js";
import type { TestServer } from "./harness.js";

/**
 * Compiled by `npm run typecheck`, never run: each `@ts-expect-error` line is a call the type check must reject
 * (a wrong query or body key, a wrong value type, a missing body or path parameter, a reply field that does not exist).
 */
export async function apiCallTypeChecks(server: TestServer, token: string) {
  const list = await server.call(apiRoutes.article.list, { token, query: { page: 1, size: 10, wd: "文库" } });
  list.body.article.map((article) => article.title);
  void list.body.message;
  // @ts-expect-error: the reply has no such field
  void list.body.articles;
  // @ts-expect-error: no such query key
  await server.call(apiRoutes.article.list, { query: { pages: 1 } });
  // @ts-expect-error: page is a number
  await server.call(apiRoutes.article.list, { query: { page: "1" } });
  // @ts-expect-error: a body route needs its body
  await server.call(apiRoutes.article.recycleRestore, { token });
  // @ts-expect-error: ids are numbers
  await server.call(apiRoutes.article.recycleRestore, { token, body: { id: ["1"] } });
  // @ts-expect-error: GET routes take no body
  await server.call(apiRoutes.article.get, { query: { id: 1 }, body: {} });
  await server.call(apiRoutes.article.recycleRestore, { token, body: { id: [1, 2] } });
  await server.call(apiRoutes.auth.logout);

  const withParams = apiRoute({ method: "GET", path: "/api/v1/shelf/:shelf/book/:book", title: "", access: "public", reply: z.object({ id: z.number() }) });
  const params: ApiCallArgs<typeof withParams> = [{ params: { shelf: "a", book: 2 } }];
  // @ts-expect-error: every path parameter is named
  const missing: ApiCallArgs<typeof withParams> = [{ params: { shelf: "a" } }];
  // @ts-expect-error: a route with path parameters needs them
  const none: ApiCallArgs<typeof withParams> = [];
  return [withParams, params, missing, none];
}
