import type { TestServer, UntypedJson } from "./harness.js";
import { multipartBody, type FilePart } from "./upload-helpers.js";

/**
 * Requests shaped as the established product's web client (moredoc-web) sends them, and the decisions it takes
 * from the replies, re-expressed from api-contract §1–§5 and §10 for the compatibility tests.
 */

type QueryValue = string | number | boolean | Array<string | number | boolean>;

/** Query strings as the client serialises them: arrays as repeated keys, plus its `t=<ms>` cache-buster. */
export function clientQuery(query: Record<string, QueryValue>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries({ ...query, t: Date.now() })) {
    for (const v of Array.isArray(value) ? value : [value]) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return `?${parts.join("&")}`;
}

export interface ClientReply {
  status: number;
  body: UntypedJson;
  raw: string;
}

/** One call of the client: query in the URL, JSON body, `Authorization: Bearer` from axios. */
export async function clientCall(
  t: TestServer,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  options: { token?: string; query?: Record<string, QueryValue>; body?: unknown } = {},
): Promise<ClientReply> {
  const res = await t.app.inject({
    method,
    url: path + (options.query ? clientQuery(options.query) : ""),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { "content-type": "application/json;charset=UTF-8" } : {}),
    },
    payload: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  let body: unknown = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    /* not JSON */
  }
  return { status: res.statusCode, body, raw: res.body };
}

/** An upload from the client's upload widget: multipart field `file`, `authorization: bearer <token>` in lower case. */
export async function widgetUpload(t: TestServer, kind: string, token: string, file: FilePart): Promise<ClientReply> {
  const { payload, contentType } = multipartBody(file);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/v1/upload/${kind}`,
    headers: { "content-type": contentType, authorization: `bearer ${token}` },
    payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body), raw: res.body };
}

/** The admin pages the client unlocks per RPC service, when the caller holds the service's List row (§1.7). */
export const clientAdminPages: Record<string, { list: string; pages: string[] }> = {
  DocumentAPI: { list: "ListDocument", pages: ["/admin/document", "/admin/document/list"] },
  RecycleAPI: { list: "ListRecycleDocument", pages: ["/admin/document", "/admin/document/recycle"] },
  SearchRecordAPI: { list: "ListSearchRecord", pages: ["/admin/document", "/admin/document/searchrecord"] },
  LanguageAPI: { list: "ListLanguage", pages: ["/admin/document", "/admin/document/language"] },
  CategoryAPI: { list: "ListCategory", pages: ["/admin/document", "/admin/document/category", "/admin/article/category"] },
  UserAPI: { list: "ListUser", pages: ["/admin/user", "/admin/user/list"] },
  FriendlinkAPI: { list: "ListFriendlink", pages: ["/admin/friendlink"] },
  AttachmentAPI: { list: "ListAttachment", pages: ["/admin/attachment"] },
  ReportAPI: { list: "ListReport", pages: ["/admin/biz", "/admin/report"] },
  GroupAPI: { list: "ListGroup", pages: ["/admin/user", "/admin/user/group"] },
  NavigationAPI: { list: "ListNavigation", pages: ["/admin/navigation"] },
  PermissionAPI: { list: "ListPermission", pages: ["/admin/user", "/admin/user/permission"] },
  ConfigAPI: { list: "ListConfig", pages: ["/admin/config", "/admin/config/system", "/admin/config/security"] },
  PunishmentAPI: { list: "ListPunishment", pages: ["/admin/user", "/admin/user/punishment"] },
};

/** The pages the client opens for a set of permission rows: a service's pages when its List row is held. */
export function clientAllowPages(rows: Array<{ id: number; method: string; path: string }>): string[] {
  const pages = new Set<string>();
  for (const row of rows) {
    if (row.method !== "GRPC" || !(row.id > 0)) continue;
    const [, qualified, rpc] = row.path.split("/");
    const service = clientAdminPages[(qualified ?? "").replace(/^api\.v1\./, "")];
    if (service && rpc === service.list) for (const page of service.pages) pages.add(page);
  }
  return [...pages].sort();
}
