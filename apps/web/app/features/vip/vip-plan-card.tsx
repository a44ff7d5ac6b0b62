import { CheckOutlined } from "@ant-design/icons";
import { Button, Card, Typography } from "antd";
import { zh } from "../../locales/zh-CN";
import { vipPerks, type VipPlanView, type VipPriceLabels } from "./vip-plans";
import { palette } from "../../lib/theme";

const t = zh.commerce;

interface VipPlanCardProps {
  plan: VipPlanView;
  /** The price in the currency it is paid in (vipPriceLabels). */
  prices: VipPriceLabels;
  busy: boolean;
  renew: boolean;
  /** AI chat is on: the plan's AI messages are a benefit. */
  aiEnabled: boolean;
  /** False while no payment method could pay (the button is disabled). */
  purchasable: boolean;
  onBuy: () => void;
}

/** One VIP plan: price, the original price struck through, and what it really gives. */
export function VipPlanCard({ plan, prices, busy, renew, aiEnabled, purchasable, onBuy }: VipPlanCardProps) {
  const perks = vipPerks(plan, aiEnabled);
  return (
    <Card className="wk-vip-plan" data-testid={`vip-plan-${plan.period}`} title={t.vipPeriod[plan.period]}>
      <div className="wk-vip-price">
        <Typography.Text strong style={{ fontSize: 28, color: palette.emphasis }} data-testid="vip-price">{prices.price}</Typography.Text>
        {prices.orCredits && <Typography.Text type="secondary" data-testid="vip-price-credits">{prices.orCredits}</Typography.Text>}
        {prices.original && (
          <Typography.Text delete type="secondary">
            {t.vip.originalPrice} {prices.original}
          </Typography.Text>
        )}
      </div>
      <ul className="wk-vip-perks">
        {perks.map((perk) => (
          <li key={perk}><CheckOutlined style={{ color: "#52c41a" }} /> {perk}</li>
        ))}
      </ul>
      <Button type="primary" block size="large" loading={busy} disabled={!purchasable} onClick={onBuy} data-testid={`vip-buy-${plan.period}`}>
        {renew ? t.vip.renew : t.vip.buy}
      </Button>
    </Card>
  );
}
