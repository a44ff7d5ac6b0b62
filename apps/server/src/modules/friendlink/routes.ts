import {
  friendlinkCreateSchema, friendlinkListQuerySchema, friendlinkListReplySchema, friendlinkSchema, friendlinkUpdateSchema, qId, qIds,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { createFriendlink } from "./create-friendlink.js";
import { deleteFriendlinks } from "./delete-friendlinks.js";
import { getFriendlink } from "./get-friendlink.js";
import { listFriendlinks } from "./list-friendlinks.js";
import { updateFriendlink } from "./update-friendlink.js";

const listPath = "/api/v1/friendlink/list";
const empty = z.object({});

export const friendlinkRoutes = [
  defineRoute({
    method: "GET",
    path: listPath,
    title: "查询友链列表",
    access: "public",
    permission: true,
    pages: ["/admin/friendlink"],
    query: friendlinkListQuerySchema,
    reply: friendlinkListReplySchema,
    async handler({ ctx, actor, query }) {
      return listFriendlinks(ctx, query, await actor.can("GET", listPath));
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/friendlink",
    title: "查询友链",
    access: "public",
    query: z.object({ id: qId("请指定友链") }),
    reply: friendlinkSchema,
    async handler({ ctx, actor, query }) {
      return getFriendlink(ctx, query.id, await actor.can("GET", listPath));
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/friendlink",
    title: "新增友链",
    access: "admin",
    body: friendlinkCreateSchema,
    reply: friendlinkSchema,
    handler: ({ ctx, body }) => createFriendlink(ctx, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/friendlink",
    title: "修改友链",
    access: "admin",
    body: friendlinkUpdateSchema,
    reply: empty,
    async handler({ ctx, body }) {
      await updateFriendlink(ctx, body);
      return {};
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/friendlink",
    title: "删除友链",
    access: "admin",
    query: z.object({ id: qIds("请选择要删除的友链") }),
    reply: empty,
    async handler({ ctx, query }) {
      await deleteFriendlinks(ctx, query.id);
      return {};
    },
  }),
];
