import { CrownFilled } from "@ant-design/icons";
import { OrderType } from "@wenku/contract";
import { Alert, Empty, Result, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { useSignInFirst } from "../document/actions/use-sign-in-first";
import { orderHref } from "../order/order-api";
import { formatDate } from "../order/order-terms";
import { useCreateOrder } from "../order/use-create-order";
import { useActiveVip } from "./use-active-vip";
import { VipPlanCard } from "./vip-plan-card";
import { vipPlanViews, vipPurchasable } from "./vip-plans";
import "../order/order.css";
import "./vip.css";

const t = zh.commerce.vip;

/** /joinvip: the VIP plans for anyone to see; buying one needs a login and goes on to /order (spec §2). */
export function JoinVipPage() {
  const settings = useSettings();
  const navigate = useNavigate();
  const signInFirst = useSignInFirst();
  const { busy, create } = useCreateOrder();
  const [buying, setBuying] = useState<number>();
  const vip = useActiveVip();
  const plans = vipPlanViews(settings.vip);
  const purchasable = vipPurchasable(settings);

  if (!settings.vip.enable) return <Result status="info" title={t.disabled} />;

  const buy = (period: number) =>
    signInFirst(() => {
      setBuying(period);
      void create({ order_type: OrderType.buyVip, product_id: period }).then((order) => {
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
              busy={busy && buying === plan.period}
              renew={Boolean(vip)}
              aiEnabled={settings.llm.enable}
              purchasable={purchasable}
              onBuy={() => buy(plan.period)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
