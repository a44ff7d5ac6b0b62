import { articleEndpoints } from "@wenku/contract";
import { callApi } from "./call-api";

/**
 * Compiled by `npm run typecheck`, never run: each `@ts-expect-error` line is a call the type check must reject
 * (a wrong query or body key, a wrong value type, a missing body, a reply field that does not exist).
 */
export async function callApiTypeChecks() {
  const list = await callApi(articleEndpoints.list, { query: { page: 1, size: 10, wd: "文库" } });
  list.article.map((article) => article.title.length + (list.total ?? 0));
  // @ts-expect-error: a list that may be cut down with `field` is called for whole rows, as its reply type says
  await callApi(articleEndpoints.list, { query: { field: ["id"] } });
  // @ts-expect-error: the reply has no such field
  void list.articles;
  // @ts-expect-error: no such query key
  await callApi(articleEndpoints.list, { query: { pages: 1 } });
  // @ts-expect-error: page is a number
  await callApi(articleEndpoints.list, { query: { page: "1" } });
  // @ts-expect-error: a body route needs its body
  await callApi(articleEndpoints.recycleRestore);
  // @ts-expect-error: ids are numbers
  await callApi(articleEndpoints.recycleRestore, { body: { id: ["1"] } });
  // @ts-expect-error: GET routes take no body
  await callApi(articleEndpoints.get, { query: { id: 1 }, body: {} });
  await callApi(articleEndpoints.recycleRestore, { body: { id: [1, 2] } });
}
