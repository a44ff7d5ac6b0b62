import { documentVipBodySchema, ownVipListQuerySchema, userVipListQuerySchema, userVipListReplySchema, userVipOrderQuerySchema, userVipSchema } from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { findActiveVip, findVipOfOrder } from "./find-user-vip.js";
import { listUserVips } from "./list-user-vips.js";
import { setDocumentsVip } from "./set-documents-vip.js";

/** VIP periods (api-contract §6.2); the VIP download is in modules/downloads, buying a plan in modules/orders. */
export const vipRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/v1/user/vip",
    title: "我的 VIP",
    access: "login",
    query: ownVipListQuerySchema,
    reply: userVipListReplySchema,
    handler: ({ ctx, actor, query }) => listUserVips(ctx, { ...query, user_id: [Number(actor.requireUser().id)], type: [] }),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/user/vip/order",
    title: "订单开通的 VIP",
    access: "login",
    query: userVipOrderQuerySchema,
    reply: userVipSchema,
    handler: ({ ctx, actor, query }) => findVipOfOrder(ctx, actor.requireUser(), query.order_no),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/user/vip/active",
    title: "当前 VIP",
    access: "login",
    reply: userVipSchema,
    handler: ({ ctx, actor }) => findActiveVip(ctx, actor.requireUser()),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/uservip/list",
    title: "会员列表",
    access: "admin",
    pages: ["/admin/user/vip"],
    query: userVipListQuerySchema,
    reply: userVipListReplySchema,
    handler: ({ ctx, query }) => listUserVips(ctx, query),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/document/vip",
    title: "批量设置 VIP 专享文档",
    access: "admin",
    body: documentVipBodySchema,
    reply: z.object({}),
    async handler({ ctx, body }) {
      await setDocumentsVip(ctx, body.document_id, body.is_vip);
      return {};
    },
  }),
];
