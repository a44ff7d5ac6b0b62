import {
  languageCreateSchema, languageDeleteQuerySchema, languageListQuerySchema, languageListReplies, languageSchema, languageStatusSchema,
  languageUpdateSchema,
} from "../schemas/language.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** LanguageAPI (api-contract §4.11): the document languages (/admin/document/language). */
export const languageEndpoints = {
  list: apiRoute({
    method: "GET", path: "/api/v1/language/list", title: "查询语言列表", access: "public", query: languageListQuerySchema, ...languageListReplies,
  }),
  create: apiRoute({ method: "POST", path: "/api/v1/language", title: "新增语言", access: "admin", body: languageCreateSchema, reply: languageSchema }),
  update: apiRoute({ method: "PUT", path: "/api/v1/language", title: "修改语言", access: "admin", body: languageUpdateSchema, reply: emptyReplySchema }),
  setStatus: apiRoute({
    method: "PUT", path: "/api/v1/language/status", title: "启用或禁用语言", access: "admin", body: languageStatusSchema, reply: emptyReplySchema,
  }),
  remove: apiRoute({
    method: "DELETE", path: "/api/v1/language", title: "删除语言", access: "admin", query: languageDeleteQuerySchema, reply: emptyReplySchema,
  }),
};
