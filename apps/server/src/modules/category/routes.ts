import {
  categoryCreateSchema, categoryListQuerySchema, categoryListReplySchema, categorySchema, categoryUpdateSchema, qId, qIds,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { createCategory } from "./create-category.js";
import { deleteCategories } from "./delete-categories.js";
import { getCategory } from "./get-category.js";
import { listCategories } from "./list-categories.js";
import { updateCategory } from "./update-category.js";

const listPath = "/api/v1/category/list";
const empty = z.object({});

export const categoryRoutes = [
  defineRoute({
    method: "GET",
    path: listPath,
    title: "查询分类列表",
    access: "public",
    permission: true,
    pages: ["/admin/document/category", "/admin/article/category"],
    query: categoryListQuerySchema,
    reply: categoryListReplySchema,
    async handler({ ctx, actor, query }) {
      return listCategories(ctx, query, await actor.can("GET", listPath));
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/category",
    title: "查询分类",
    access: "admin",
    query: z.object({ id: qId("请指定分类") }),
    reply: categorySchema,
    handler: ({ ctx, query }) => getCategory(ctx, query.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/category",
    title: "新增分类",
    access: "admin",
    body: categoryCreateSchema,
    reply: categorySchema,
    handler: ({ ctx, body }) => createCategory(ctx, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/category",
    title: "修改分类",
    access: "admin",
    body: categoryUpdateSchema,
    reply: empty,
    async handler({ ctx, body }) {
      await updateCategory(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/category",
    title: "删除分类",
    access: "admin",
    query: z.object({ id: qIds("请选择要删除的分类") }),
    reply: empty,
    async handler({ ctx, query }) {
      await deleteCategories(ctx, query.id);
      return {};
    },
  }),
];
