import {
  documentCategoryBodySchema, documentCheckBodySchema, documentIdsQuerySchema, documentLanguageBodySchema, documentRecommendBodySchema,
  documentStatsSchema, documentUpdateBodySchema,
} from "@wenku/contract";
import { defineRoute } from "../../http/route.js";
import { setCategoriesOfDocuments, setLanguageOfDocuments } from "./batch-documents.js";
import { checkDocuments } from "./check-documents.js";
import { deleteDocuments } from "./delete-documents.js";
import { documentStats } from "./document-stats.js";
import { recommendDocuments } from "./recommend-documents.js";
import { updateDocument } from "./update-document.js";

const updatePath = "/api/v1/document";

/** Changing documents: owners edit and delete their own; administrators review, recommend and batch-edit any. */
export const documentManageRoutes = [
  defineRoute({
    method: "PUT",
    path: updatePath,
    title: "更新文档",
    access: "login",
    permission: true,
    body: documentUpdateBodySchema,
    async handler({ ctx, actor, body }) {
      await updateDocument(ctx, actor, await actor.can("PUT", updatePath), body);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: updatePath,
    title: "删除文档",
    access: "login",
    permission: true,
    query: documentIdsQuerySchema,
    async handler({ ctx, actor, query }) {
      await deleteDocuments(ctx, Number(actor.requireUser().id), await actor.can("DELETE", updatePath), query.id);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/document/check",
    title: "审核文档",
    access: "admin",
    body: documentCheckBodySchema,
    async handler({ ctx, body }) {
      await checkDocuments(ctx, body.id, body.status);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/document/recommend",
    title: "推荐文档",
    access: "admin",
    body: documentRecommendBodySchema,
    async handler({ ctx, body }) {
      await recommendDocuments(ctx, body.id, body.type);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/document/category",
    title: "批量设置文档分类",
    access: "admin",
    body: documentCategoryBodySchema,
    async handler({ ctx, body }) {
      await setCategoriesOfDocuments(ctx, body.document_id, body.category_id);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/document/language",
    title: "批量设置文档语言",
    access: "admin",
    body: documentLanguageBodySchema,
    async handler({ ctx, body }) {
      await setLanguageOfDocuments(ctx, body.document_id, body.language);
      return {};
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/document/stats",
    title: "文档统计",
    access: "admin",
    pages: ["/admin/dashboard"],
    reply: documentStatsSchema,
    handler: ({ ctx }) => documentStats(ctx),
  }),
];
