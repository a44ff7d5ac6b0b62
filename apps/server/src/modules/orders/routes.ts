import {
  orderCreateBodySchema, orderNoBodySchema, orderNoQuerySchema, orderPayBodySchema, orderSchema, payOrderReplySchema, userOrderQuerySchema,
  orderListReplySchema,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { closeOrderOnRequest } from "./close-order.js";
import { createOrder } from "./create-order.js";
import { deleteOrder } from "./delete-order.js";
import { listUserOrders } from "./list-orders.js";
import { findExistingOrder, findOwnOrder } from "./own-order.js";
import { loadOrderView } from "./order-view.js";
import { payOrder } from "./pay-order.js";

/** The order list's permission also lets an administrator read any single order. */
export const orderListPath = "/api/v1/order/list";

/** A member's own orders (api-contract §6.1). Administrators' order routes are in admin-routes.ts. */
export const orderRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/v1/order",
    title: "创建订单",
    access: "login",
    rateLimit: 60,
    body: orderCreateBodySchema,
    reply: orderSchema,
    handler: ({ ctx, actor, body }) => {
      const user = actor.requireUser();
      return createOrder(ctx, { id: Number(user.id), username: user.username }, body);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/order",
    title: "查询订单",
    access: "login",
    query: orderNoQuerySchema,
    reply: orderSchema,
    async handler({ ctx, actor, query }) {
      const userId = Number(actor.requireUser().id);
      const db = ctx.db.kysely;
      const order = (await actor.can("GET", orderListPath)) ? await findExistingOrder(db, query.order_no) : await findOwnOrder(db, userId, query.order_no);
      return loadOrderView(db, order);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/order/status",
    title: "查询订单状态",
    access: "login",
    query: orderNoQuerySchema,
    reply: orderSchema,
    async handler({ ctx, actor, query }) {
      return loadOrderView(ctx.db.kysely, await findOwnOrder(ctx.db.kysely, Number(actor.requireUser().id), query.order_no));
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/v1/order",
    title: "删除订单",
    access: "login",
    query: orderNoQuerySchema,
    reply: z.object({}),
    async handler({ ctx, actor, query }) {
      await deleteOrder(ctx, Number(actor.requireUser().id), query.order_no);
      return {};
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/order/close",
    title: "关闭订单",
    access: "login",
    body: orderNoBodySchema,
    reply: orderSchema,
    async handler({ ctx, actor, body }) {
      return closeOrderOnRequest(ctx, await findOwnOrder(ctx.db.kysely, Number(actor.requireUser().id), body.order_no));
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/order/pay",
    title: "支付订单",
    access: "login",
    rateLimit: 60,
    body: orderPayBodySchema,
    reply: payOrderReplySchema,
    handler: ({ ctx, actor, body, ip }) => payOrder(ctx, Number(actor.requireUser().id), body, ip),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/user/order",
    title: "我的订单",
    access: "login",
    query: userOrderQuerySchema,
    reply: orderListReplySchema,
    handler: ({ ctx, actor, query }) => listUserOrders(ctx, Number(actor.requireUser().id), query),
  }),
];
