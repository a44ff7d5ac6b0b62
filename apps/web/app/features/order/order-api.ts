import type { Order, PayOrderReply, UserVip } from "@wenku/contract";
import { api } from "../../lib/api-client";

export type { Order, PayOrderReply, UserVip };

interface PayRequest {
  order_no: string;
  payment_type: number;
  downcode?: string;
  is_wap?: boolean;
}

/** The member's order calls (api-contract §6.1, §6.2). */
export const orderApi = {
  create: (body: { order_type: number; product_id?: number; quantity?: number }) => api.post<Order>("/api/v1/order", body),
  get: (orderNo: string) => api.get<Order>("/api/v1/order", { order_no: orderNo }),
  status: (orderNo: string) => api.get<Order>("/api/v1/order/status", { order_no: orderNo }),
  pay: (body: PayRequest) => api.post<PayOrderReply>("/api/v1/order/pay", body),
  close: (orderNo: string) => api.put<Order>("/api/v1/order/close", { order_no: orderNo }),
  remove: (orderNo: string) => api.delete<object>("/api/v1/order", { order_no: orderNo }),
  async mine(page: number, size: number, status: number): Promise<{ total: number; items: Order[] }> {
    const reply = await api.get<{ total?: number; order?: Order[] }>("/api/v1/user/order", { page, size, status });
    return { total: reply.total ?? 0, items: reply.order ?? [] };
  },
  /** The VIP period an order granted. */
  vipOfOrder: (orderNo: string) => api.get<UserVip>("/api/v1/user/vip/order", { order_no: orderNo }),
};

export const orderHref = (orderNo: string) => `/order?order_no=${encodeURIComponent(orderNo)}`;
