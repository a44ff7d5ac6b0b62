import {
  languageCreateSchema, languageListQuerySchema, languageListReplySchema, languageSchema, languageStatusSchema, languageUpdateSchema, qIds,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { createLanguage } from "./create-language.js";
import { deleteLanguages } from "./delete-languages.js";
import { listLanguages } from "./list-languages.js";
import { setLanguageStatus } from "./set-language-status.js";
import { updateLanguage } from "./update-language.js";

const listPath = "/api/v1/language/list";
const empty = z.object({});

export const languageRoutes = [
  defineRoute({
    method: "GET",
    path: listPath,
    title: "查询语言列表",
    access: "public",
    permission: true,
    pages: ["/admin/document/language"],
    query: languageListQuerySchema,
    reply: languageListReplySchema,
    async handler({ ctx, actor, query }) {
      return listLanguages(ctx, query, await actor.can("GET", listPath));
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/language",
    title: "新增语言",
    access: "admin",
    body: languageCreateSchema,
    reply: languageSchema,
    handler: ({ ctx, body }) => createLanguage(ctx, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/language",
    title: "修改语言",
    access: "admin",
    body: languageUpdateSchema,
    reply: empty,
    async handler({ ctx, body }) {
      await updateLanguage(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/language/status",
    title: "启用或禁用语言",
    access: "admin",
    body: languageStatusSchema,
    reply: empty,
    async handler({ ctx, body }) {
      await setLanguageStatus(ctx, body.id, body.enable);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/language",
    title: "删除语言",
    access: "admin",
    query: z.object({ id: qIds("请选择要删除的语言") }),
    reply: empty,
    async handler({ ctx, query }) {
      await deleteLanguages(ctx, query.id);
      return {};
    },
  }),
];
