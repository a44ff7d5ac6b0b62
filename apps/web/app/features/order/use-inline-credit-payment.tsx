import { orderEndpoints, OrderStatus, PaymentType, type Order } from "@wenku/contract";
import { App } from "antd";
import { useCallback, type ReactNode } from "react";
import { errorMessage } from "../../lib/api-client";
import { useApiMutation } from "../../lib/api-query";
import { readSession } from "../../lib/session-store";
import { refreshSession } from "../../lib/session";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { useShortfallNotice } from "./use-shortfall-notice";

const t = zh.commerce.order;

/**
 * When `display.show_order` is off there is no order page: a pending order is paid with credits in a confirm
 * dialog where it was made (api-contract §6.1), showing the balance after paying. `pay` resolves true once paid;
 * a balance too low shows the shortfall (with recharge when it can be bought) instead of asking, a refusal shows the
 * server's message, and an order not paid is closed. Render `rechargeDialog` where the hook is used.
 */
export function useInlineCreditPayment(): { pay: (order: Order) => Promise<boolean>; rechargeDialog: ReactNode } {
  const { message, modal } = App.useApp();
  const credit = creditName(useSettings());
  const { notifyShortfall, rechargeDialog } = useShortfallNotice();
  const { call: closeOrder } = useApiMutation(orderEndpoints.close);
  const { call: payOrder } = useApiMutation(orderEndpoints.pay);
  const pay = useCallback(
    async (order: Order) => {
      const balance = Number(readSession().user?.credit_count ?? 0);
      const giveUp = () => {
        // An order left pending closes by itself later; the member has already been told why it was not paid.
        void closeOrder({ body: { order_no: order.order_no } }).catch(() => undefined);
        return false;
      };
      if (balance < order.amount) {
        giveUp();
        notifyShortfall({ shortfall: order.amount - balance, detail: zh.creditWays.priceAndBalance(order.amount, balance, credit), price: order.amount });
        return false;
      }
      const confirmed = await modal.confirm({
        title: t.confirmCredits(order.amount, credit),
        content: <span data-testid="credit-pay-confirm">{t.balanceAfter(balance, balance - order.amount, credit)}</span>,
      });
      if (!confirmed) return giveUp();
      try {
        const reply = await payOrder({ body: { order_no: order.order_no, payment_type: PaymentType.credits } });
        const after = await refreshSession();
        void message.success(t.paidWithCredits(order.amount, Number(after.user?.credit_count ?? 0), credit));
        return reply.order_status === OrderStatus.paid;
      } catch (error) {
        void message.error(errorMessage(error, t.payFailed));
        return giveUp();
      }
    },
    [credit, message, modal, notifyShortfall, closeOrder, payOrder],
  );
  return { pay, rechargeDialog };
}
