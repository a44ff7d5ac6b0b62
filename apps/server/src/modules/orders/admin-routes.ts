import {
  orderListQuerySchema, orderListReplySchema, orderNoBodySchema, orderRefundBodySchema, orderSchema, systemRechargeBodySchema,
} from "@wenku/contract";
import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { closeOrderOnRequest } from "./close-order.js";
import { listOrders } from "./list-orders.js";
import { findExistingOrder } from "./own-order.js";
import { refundOrder } from "./refund-order.js";
import { orderListPath } from "./routes.js";
import { systemRecharge } from "./system-recharge.js";

/** Administrators' order routes (permissions OrderAPI: ListOrder, CloseOrderByAdmin, RefundOrder, SystemRecharge). */
export const orderAdminRoutes = [
  defineRoute({
    method: "GET",
    path: orderListPath,
    title: "订单列表",
    access: "admin",
    pages: ["/admin/order"],
    query: orderListQuerySchema,
    reply: orderListReplySchema,
    handler: ({ ctx, query }) => listOrders(ctx, query),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/order/admin/close",
    title: "关闭订单（管理）",
    access: "admin",
    body: orderNoBodySchema,
    reply: orderSchema,
    async handler({ ctx, body }) {
      return closeOrderOnRequest(ctx, await findExistingOrder(ctx.db.kysely, body.order_no));
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v1/order/refund",
    title: "标记订单退款",
    access: "admin",
    body: orderRefundBodySchema,
    reply: orderSchema,
    handler: ({ ctx, actor, body }) => refundOrder(ctx, { orderNo: body.order_no, remark: body.remark, adminId: Number(actor.requireUser().id) }),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/order/system/recharge",
    title: "系统充值",
    access: "admin",
    body: systemRechargeBodySchema,
    reply: z.object({}),
    async handler({ ctx, body }) {
      await systemRecharge(ctx, { userId: body.user_id, credit: body.credit, remark: body.remark });
      return {};
    },
  }),
];
