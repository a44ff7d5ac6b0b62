import {
  navigationCreateSchema, navigationListQuerySchema, navigationListReplySchema, navigationSchema, navigationUpdateSchema, qId, qIds,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { createNavigation } from "./create-navigation.js";
import { deleteNavigation } from "./delete-navigation.js";
import { getNavigation } from "./get-navigation.js";
import { listNavigation } from "./list-navigation.js";
import { updateNavigation } from "./update-navigation.js";

const listPath = "/api/v1/navigation/list";
const empty = z.object({});

export const navigationRoutes = [
  defineRoute({
    method: "GET",
    path: listPath,
    title: "查询导航列表",
    access: "public",
    permission: true,
    pages: ["/admin/navigation"],
    query: navigationListQuerySchema,
    reply: navigationListReplySchema,
    async handler({ ctx, actor, query }) {
      return listNavigation(ctx, query, await actor.can("GET", listPath));
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/navigation",
    title: "查询导航",
    access: "public",
    query: z.object({ id: qId("请指定导航") }),
    reply: navigationSchema,
    handler: ({ ctx, query }) => getNavigation(ctx, query.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/navigation",
    title: "新增导航",
    access: "admin",
    body: navigationCreateSchema,
    reply: navigationSchema,
    handler: ({ ctx, body }) => createNavigation(ctx, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/navigation",
    title: "修改导航",
    access: "admin",
    body: navigationUpdateSchema,
    reply: empty,
    async handler({ ctx, body }) {
      await updateNavigation(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/navigation",
    title: "删除导航",
    access: "admin",
    query: z.object({ id: qIds("请选择要删除的导航") }),
    reply: empty,
    async handler({ ctx, query }) {
      await deleteNavigation(ctx, query.id);
      return {};
    },
  }),
];
