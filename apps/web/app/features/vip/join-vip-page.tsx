import { CrownFilled } from "@ant-design/icons";
import { OrderType } from "@wenku/contract";
import { Alert, Empty, Result, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { readSession } from "../../lib/session-store";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { useSignInFirst } from "../guards/use-sign-in-first";
import { orderHref } from "../order/order-href";
import { formatDate } from "../order/order-terms";
import { useCreateOrder } from "../order/use-create-order";
import { useInlineCreditPayment } from "../order/use-inline-credit-payment";
import { useShortfallNotice } from "../order/use-shortfall-notice";
import { useActiveVip } from "./use-active-vip";
import { VipPlanCard } from "./vip-plan-card";
import { vipPlanViews, vipPriceLabels, vipPurchasable, type VipPlanView } from "./vip-plans";
import "../order/order.css";
import "./vip.css";

const t = zh.commerce.vip;

/**
 * /joinvip: the VIP plans for anyone to see, priced in the currency they are paid in; buying one needs a login.
 * Through a gateway it goes on to /order (spec §2). When only credits can pay, a balance too low shows the shortfall
 * and the ways to get credits before any order; otherwise the charge is confirmed here first.
 */
export function JoinVipPage() {
  const settings = useSettings();
  const navigate = useNavigate();
  const signInFirst = useSignInFirst();
  const { busy, create } = useCreateOrder();
  const [buying, setBuying] = useState<number>();
  const vip = useActiveVip();
  const inline = useInlineCreditPayment();
  const shortfall = useShortfallNotice();
  const credit = creditName(settings);
  const plans = vipPlanViews(settings.vip);
  const purchasable = vipPurchasable(settings);

  if (!settings.vip.enable) return <Result status="info" title={t.disabled} />;

  const buyWithCredits = async (plan: VipPlanView, credits: number) => {
    const balance = Number(readSession().user?.credit_count ?? 0);
    if (balance < credits) {
      return shortfall.notifyShortfall({ shortfall: credits - balance, detail: zh.creditWays.priceAndBalance(credits, balance, credit), price: credits, buyingVip: true });
    }
    const order = await create({ order_type: OrderType.buyVip, product_id: plan.period });
    if (order && (await inline.pay(order))) void navigate(orderHref(order.order_no));
  };
  const buy = (plan: VipPlanView) =>
    signInFirst(() => {
      setBuying(plan.period);
      const prices = vipPriceLabels(plan, settings);
      if (prices.creditsOnly) return void buyWithCredits(plan, prices.credits);
      void create({ order_type: OrderType.buyVip, product_id: plan.period }).then((order) => {
        if (order) void navigate(orderHref(order.order_no));
      });
    });

  return (
    <div className="wk-order wk-joinvip" data-testid="joinvip-page">
      <div className="wk-joinvip-head">
        <CrownFilled style={{ fontSize: 40, color: "#faad14" }} />
        <Typography.Title level={2}>{t.heading}</Typography.Title>
        <Typography.Text type="secondary">{t.subheading}</Typography.Text>
      </div>
      {vip && <Alert type="success" showIcon title={t.currentTill(formatDate(vip.expired_at))} className="wk-joinvip-current" data-testid="joinvip-current" />}
      {plans.length > 0 && !purchasable && (
        <Alert type="warning" showIcon title={t.cannotBuy} className="wk-joinvip-current" data-testid="joinvip-unpayable" />
      )}
      {plans.length === 0 ? (
        <Empty description={t.noPlans} />
      ) : (
        <div className="wk-vip-plans">
          {plans.map((plan) => (
            <VipPlanCard
              key={plan.period}
              plan={plan}
              prices={vipPriceLabels(plan, settings)}
              busy={busy && buying === plan.period}
              renew={Boolean(vip)}
              aiEnabled={settings.llm.enable}
              purchasable={purchasable}
              onBuy={() => buy(plan)}
            />
          ))}
        </div>
      )}
      {inline.rechargeDialog}
      {shortfall.rechargeDialog}
    </div>
  );
}
