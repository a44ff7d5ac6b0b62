import { OrderStatus, PaymentType } from "@wenku/contract";
import { App } from "antd";
import { useCallback } from "react";
import { errorMessage } from "../../lib/api-client";
import { readSession } from "../../lib/session-store";
import { refreshSession } from "../../lib/session";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { orderApi, type Order } from "./order-api";

const t = zh.commerce.order;

/**
 * When `display.show_order` is off there is no order page: a pending order is paid with credits in a confirm
 * dialog where it was made (api-contract §6.1). Resolves true once paid; a refusal (e.g. too few credits) shows the
 * server's message, and a dismissed dialog closes the order.
 */
export function useInlineCreditPayment(): (order: Order) => Promise<boolean> {
  const { message, modal } = App.useApp();
  const credit = creditName(useSettings());
  return useCallback(
    (order: Order) =>
      new Promise<boolean>((resolve) => {
        const balance = Number(readSession().user?.credit_count ?? 0);
        const giveUp = () => {
          void orderApi.close(order.order_no).catch(() => undefined);
          resolve(false);
        };
        modal.confirm({
          title: t.confirmCredits(order.amount, credit),
          content: t.creditBalance(balance, credit),
          onOk: async () => {
            try {
              const reply = await orderApi.pay({ order_no: order.order_no, payment_type: PaymentType.credits });
              await refreshSession();
              resolve(reply.order_status === OrderStatus.paid);
            } catch (error) {
              void message.error(errorMessage(error, t.payFailed));
              giveUp();
            }
          },
          onCancel: giveUp,
        });
      }),
    [credit, message, modal],
  );
}
