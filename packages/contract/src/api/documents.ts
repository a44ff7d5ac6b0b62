import {
  documentCategoryBodySchema, documentCheckBodySchema, documentGetQuerySchema, documentHomeQuerySchema, documentHomeReplySchema,
  documentIdsQuerySchema, documentLanguageBodySchema, documentListQuerySchema, documentListReplies, documentRecommendBodySchema,
  documentSchema, documentStatsSchema, documentUpdateBodySchema,
} from "../schemas/document.js";
import {
  documentCreateBodySchema, documentCreateReplySchema, documentExistQuerySchema, documentExistReplySchema, documentIdBodySchema,
  documentReconvertReplySchema,
} from "../schemas/document-files.js";
import { editReplySchema } from "../schemas/revision.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** DocumentAPI (api-contract §4.2): reading, creating from uploads, editing, review and reconversion of documents. */
export const documentEndpoints = {
  /** Public; its permission makes a user a document administrator (every status, the back office list). */
  list: apiRoute({
    method: "GET", path: "/api/v1/document/list", title: "文档列表", access: "public", query: documentListQuerySchema, ...documentListReplies,
  }),
  home: apiRoute({
    method: "GET", path: "/api/v1/document/home", title: "首页文档", access: "public", query: documentHomeQuerySchema, reply: documentHomeReplySchema,
  }),
  get: apiRoute({ method: "GET", path: "/api/v1/document", title: "查询文档", access: "public", query: documentGetQuerySchema, reply: documentSchema }),
  create: apiRoute({
    method: "POST", path: "/api/v1/document", title: "创建文档", access: "login", body: documentCreateBodySchema, reply: documentCreateReplySchema,
  }),
  exist: apiRoute({
    method: "GET", path: "/api/v1/document/exist", title: "文档是否已存在", access: "login", query: documentExistQuerySchema,
    reply: documentExistReplySchema,
  }),
  update: apiRoute({ method: "PUT", path: "/api/v1/document", title: "更新文档", access: "login", body: documentUpdateBodySchema, reply: editReplySchema }),
  remove: apiRoute({
    method: "DELETE", path: "/api/v1/document", title: "删除文档", access: "login", query: documentIdsQuerySchema, reply: emptyReplySchema,
  }),
  check: apiRoute({ method: "PUT", path: "/api/v1/document/check", title: "审核文档", access: "admin", body: documentCheckBodySchema, reply: emptyReplySchema }),
  recommend: apiRoute({
    method: "PUT", path: "/api/v1/document/recommend", title: "推荐文档", access: "admin", body: documentRecommendBodySchema, reply: emptyReplySchema,
  }),
  setCategory: apiRoute({
    method: "PUT", path: "/api/v1/document/category", title: "批量设置文档分类", access: "admin", body: documentCategoryBodySchema,
    reply: emptyReplySchema,
  }),
  setLanguage: apiRoute({
    method: "PUT", path: "/api/v1/document/language", title: "批量设置文档语言", access: "admin", body: documentLanguageBodySchema,
    reply: emptyReplySchema,
  }),
  stats: apiRoute({ method: "GET", path: "/api/v1/document/stats", title: "文档统计", access: "admin", reply: documentStatsSchema }),
  reconvertFailed: apiRoute({
    method: "PUT", path: "/api/v1/document/reconvert", title: "一键重转失败文档", access: "admin", reply: documentReconvertReplySchema,
  }),
  reconvert: apiRoute({
    method: "PUT", path: "/api/v1/document/reconvert/one", title: "重新转换文档", access: "login", body: documentIdBodySchema, reply: emptyReplySchema,
  }),
};
