import { orderEndpoints, vipEndpoints, type ApiBodyOf, type Order, type PayOrderReply, type UserVip } from "@wenku/contract";
import { callApi } from "../../lib/call-api";

export type { Order, PayOrderReply, UserVip };

/** What POST /api/v1/order takes: the order type, and the product or the credits wanted. */
export type OrderCreateRequest = ApiBodyOf<typeof orderEndpoints.create>;

/** The member's order calls (api-contract §6.1, §6.2). */
export const orderApi = {
  create: (body: OrderCreateRequest) => callApi(orderEndpoints.create, { body }),
  get: (orderNo: string) => callApi(orderEndpoints.get, { query: { order_no: orderNo } }),
  status: (orderNo: string) => callApi(orderEndpoints.status, { query: { order_no: orderNo } }),
  pay: (body: ApiBodyOf<typeof orderEndpoints.pay>) => callApi(orderEndpoints.pay, { body }),
  close: (orderNo: string) => callApi(orderEndpoints.close, { body: { order_no: orderNo } }),
  remove: (orderNo: string) => callApi(orderEndpoints.remove, { query: { order_no: orderNo } }),
  async mine(page: number, size: number, status: number): Promise<{ total: number; items: Order[] }> {
    const reply = await callApi(orderEndpoints.mine, { query: { page, size, status } });
    return { total: reply.total, items: reply.order };
  },
  /** The VIP period an order granted. */
  vipOfOrder: (orderNo: string) => callApi(vipEndpoints.ofOrder, { query: { order_no: orderNo } }),
};

export const orderHref = (orderNo: string) => `/order?order_no=${encodeURIComponent(orderNo)}`;
