import {
  documentVipBodySchema, ownVipListQuerySchema, userVipListQuerySchema, userVipListReplySchema, userVipOrderQuerySchema, userVipSchema,
} from "../schemas/vip.js";
import { apiRoute } from "./api-route.js";
import { emptyReplySchema } from "./empty.js";

/** VIP periods (api-contract §6.2): a member's own, the one an order opened, every member's, and VIP-only documents. */
export const vipEndpoints = {
  mine: apiRoute({
    method: "GET", path: "/api/v1/user/vip", title: "我的 VIP", access: "login", query: ownVipListQuerySchema, reply: userVipListReplySchema,
  }),
  ofOrder: apiRoute({
    method: "GET", path: "/api/v1/user/vip/order", title: "订单开通的 VIP", access: "login", query: userVipOrderQuerySchema, reply: userVipSchema,
  }),
  active: apiRoute({ method: "GET", path: "/api/v1/user/vip/active", title: "当前 VIP", access: "login", reply: userVipSchema }),
  list: apiRoute({
    method: "GET", path: "/api/v1/uservip/list", title: "会员列表", access: "admin", query: userVipListQuerySchema, reply: userVipListReplySchema,
  }),
  setDocuments: apiRoute({
    method: "PUT", path: "/api/v1/document/vip", title: "批量设置 VIP 专享文档", access: "admin", body: documentVipBodySchema, reply: emptyReplySchema,
  }),
};
