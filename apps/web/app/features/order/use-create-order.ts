import { App } from "antd";
import { useCallback, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { zh } from "../../locales/zh-CN";
import { orderApi, type Order, type OrderCreateRequest } from "./order-api";

/** POST /api/v1/order; a failure shows the server's message, or 订单创建失败 (spec §8), and resolves undefined. */
export function useCreateOrder() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const create = useCallback(
    async (body: OrderCreateRequest): Promise<Order | undefined> => {
      setBusy(true);
      try {
        const order = await orderApi.create(body);
        if (!order.order_no) throw new Error("no order_no");
        return order;
      } catch (error) {
        void message.error(errorMessage(error, zh.orderFailed));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [message],
  );
  return { busy, create };
}
