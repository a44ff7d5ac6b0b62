import {
  orderCreateBodySchema, orderListQuerySchema, orderListReplySchema, orderNoBodySchema, orderNoQuerySchema, orderPayBodySchema, orderRefundBodySchema,
  orderSchema, payOrderReplySchema, systemRechargeBodySchema, userOrderQuerySchema,
} from "../schemas/order.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** OrderAPI (api-contract §6.1): a member's own orders and paying them; administrators list, close, refund and recharge. */
export const orderEndpoints = {
  create: apiRoute({ method: "POST", path: "/api/v1/order", title: "创建订单", access: "login", body: orderCreateBodySchema, reply: orderSchema }),
  /** A member's own order; the holder of `list` reads any. */
  get: apiRoute({ method: "GET", path: "/api/v1/order", title: "查询订单", access: "login", query: orderNoQuerySchema, reply: orderSchema }),
  status: apiRoute({ method: "GET", path: "/api/v1/order/status", title: "查询订单状态", access: "login", query: orderNoQuerySchema, reply: orderSchema }),
  remove: apiRoute({ method: "DELETE", path: "/api/v1/order", title: "删除订单", access: "login", query: orderNoQuerySchema, reply: emptyReplySchema }),
  close: apiRoute({ method: "PUT", path: "/api/v1/order/close", title: "关闭订单", access: "login", body: orderNoBodySchema, reply: orderSchema }),
  pay: apiRoute({ method: "POST", path: "/api/v1/order/pay", title: "支付订单", access: "login", body: orderPayBodySchema, reply: payOrderReplySchema }),
  mine: apiRoute({
    method: "GET", path: "/api/v1/user/order", title: "我的订单", access: "login", query: userOrderQuerySchema, reply: orderListReplySchema,
  }),
  list: apiRoute({ method: "GET", path: "/api/v1/order/list", title: "订单列表", access: "admin", query: orderListQuerySchema, reply: orderListReplySchema }),
  adminClose: apiRoute({
    method: "PUT", path: "/api/v1/order/admin/close", title: "关闭订单（管理）", access: "admin", body: orderNoBodySchema, reply: orderSchema,
  }),
  refund: apiRoute({ method: "PUT", path: "/api/v1/order/refund", title: "标记订单退款", access: "admin", body: orderRefundBodySchema, reply: orderSchema }),
  systemRecharge: apiRoute({
    method: "POST", path: "/api/v1/order/system/recharge", title: "系统充值", access: "admin", body: systemRechargeBodySchema, reply: emptyReplySchema,
  }),
};
